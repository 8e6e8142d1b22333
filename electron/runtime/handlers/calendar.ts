// calendar:* channels: Settings → Calendar over the runtime's calendar accounts (electron/runtime/calendar/).
import { failure, type InvokeHandlers } from '../../shared/contract';
import type { HearthRuntime } from '../create-runtime';

type CalendarChannel = 'calendar:list' | 'calendar:test' | 'calendar:add' | 'calendar:remove';

export function createCalendarHandlers(deps: {
  runtime: Pick<HearthRuntime, 'calendar'>;
}): Pick<InvokeHandlers, CalendarChannel> {
  const { calendar } = deps.runtime;
  const input = (request: { name: string; url: string; user?: string | undefined; password?: string | undefined }) => ({
    name: request.name,
    url: request.url,
    ...(request.user ? { user: request.user } : {}),
    ...(request.password ? { password: request.password } : {}),
  });
  return {
    'calendar:list': () => calendar.list(),
    'calendar:test': async (request) => {
      const tested = await calendar.test(input(request));
      if (!tested.ok) throw failure('failed', tested.error);
      return { kind: tested.kind, calendars: tested.calendars };
    },
    'calendar:add': async (request) => {
      const added = await calendar.add(input(request));
      if (!added.ok) throw failure('refused', added.error);
      return { kind: added.account.kind, calendars: added.calendars };
    },
    'calendar:remove': async ({ name }) => {
      const removed = await calendar.remove(name);
      if (!removed.ok) throw failure('failed', removed.error);
      if (!removed.removed) throw failure('not_found', `No calendar account is named "${name}".`);
      return null;
    },
  };
}
