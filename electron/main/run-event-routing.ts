// Where each agent event goes in the app: the run tracker (quitting waits for runs), the app update (a run starting
// or ending changes whether "Restart to update" may run now), the approval alerts, and the window that started it.
import type * as Electron from 'electron';
import type { AgentEvent } from '../shared/agent-events';
import type { AppUpdate } from './app-update';
import type { ApprovalAlerts } from './approval-alerts';
import type { RunTracker } from './run-tracker';
import { sendToCallerWindow } from './caller-windows';

export interface RunEventRoutingDeps {
  tracker: Pick<RunTracker, 'observe'>;
  /** The app's updater once started (undefined: no auto-update in this build). */
  appUpdate: () => Promise<AppUpdate | undefined>;
  approvalAlerts: Pick<ApprovalAlerts, 'observe'>;
  webContents: Pick<typeof Electron.webContents, 'fromId'>;
}

export function createRunEventRouter(
  deps: RunEventRoutingDeps,
): (event: AgentEvent, meta: { callerId?: string; conversationId: string }) => void {
  return (event, meta) => {
    deps.tracker.observe(event);
    // A run starting or ending changes whether "Restart to update" may run now: the windows are told.
    if (event.type === 'agent_start' || event.type === 'agent_end')
      void deps
        .appUpdate()
        .then((update) => (update?.state().status === 'ready' ? update.refresh() : undefined))
        .catch(() => undefined);
    deps.approvalAlerts.observe(event, meta);
    sendToCallerWindow(deps.webContents, meta.callerId, event);
  };
}
