// The calendar tools over CalDAV and `.ics` subscriptions (issue 40): calendar_list_events, calendar_create_event and
// calendar_update_event, built from the accounts port the runtime passes in (electron/runtime/calendar/); offered to the
// model only once an account exists.
import type { AnyTool, ToolAvailability } from '../tool';
import type { CalendarAccountsPort } from './calendar-ports';
import { createCalendarService, type CalendarServiceDeps } from './calendar-service';
import { createListEventsTool } from './list-events-tool';
import { createWriteEventTools } from './write-event-tools';

export interface CalendarToolDeps extends Omit<CalendarServiceDeps, 'accounts'> {
  accounts: CalendarAccountsPort;
  /** The person's IANA time zone (the system's unless a test names one). */
  timeZone: () => string;
}

/** Why the tools are not offered: no account yet (the model is not sent tools that could only fail). */
export const noCalendarReason = 'No calendar yet: add one in Settings → Calendar or with `hearth calendar add`.';

export function createCalendarTools(deps: CalendarToolDeps): AnyTool[] {
  const service = createCalendarService(deps);
  const availability = (): ToolAvailability =>
    deps.accounts.accounts().length > 0
      ? { available: true }
      : { available: false, reason: noCalendarReason, code: 'noCalendar' };
  return [
    createListEventsTool({ service, timeZone: deps.timeZone }),
    ...createWriteEventTools({ service, accounts: deps.accounts, timeZone: deps.timeZone }),
  ].map((tool) => ({ ...tool, availability }));
}
