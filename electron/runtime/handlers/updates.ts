// update:* channels over the core: with no updater (development, the e2e bridge) the status is `unsupported` on the
// chosen channel and "Restart to update" is unavailable. The desktop app answers them from its updater instead.
import { failure, type InvokeHandlers } from '../../shared/contract';
import type { HearthRuntime } from '../create-runtime';

export const UPDATES_UNAVAILABLE = 'Updates are not available in this build.';

export function createUpdateHandlers(deps: {
  runtime: Pick<HearthRuntime, 'settings'>;
}): Pick<InvokeHandlers, 'update:status' | 'update:restart'> {
  return {
    'update:status': () => ({ status: 'unsupported', channel: deps.runtime.settings().updates.channel }),
    'update:restart': () => {
      throw failure('unavailable', UPDATES_UNAVAILABLE);
    },
  };
}
