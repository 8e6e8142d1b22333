// The app's windows behind caller ids (shared/caller-id.ts): which window a run's caller is, for approval alerts, and
// delivering a run's events to the window that started it (other callers — the CLI, the e2e bridge — get none here).
import type * as Electron from 'electron';
import type { AgentEvent } from '../shared/agent-events';
import { windowOf } from '../shared/caller-id';
import type { EventChannel } from '../shared/contract';
import type { AlertWindow } from './approval-alerts';
import type { WindowManager } from './window-manager';

/** The main or quick-ask window that made the call, as approval alerts see it; undefined for any other caller. */
export function alertWindowFor(windows: WindowManager, caller: string | undefined): AlertWindow | undefined {
  const id = windowOf(caller);
  const name = (['main', 'quickAsk'] as const).find((candidate) => windows.get(candidate)?.webContents.id === id);
  const window = name ? windows.get(name) : undefined;
  if (!name || !window) return undefined;
  return {
    isVisible: () => window.isVisible(),
    isFocused: () => window.isFocused(),
    isMinimized: () => window.isMinimized(),
    reveal: () => void windows.show(name),
  };
}

/** Sends a run's event to the window that started the run, while it is still open. */
export function sendToCallerWindow(
  webContents: Pick<typeof Electron.webContents, 'fromId'>,
  caller: string | undefined,
  event: AgentEvent,
): void {
  const id = windowOf(caller);
  const target = id !== undefined ? webContents.fromId(id) : undefined;
  if (target && !target.isDestroyed()) target.send('agent:event' satisfies EventChannel, event);
}
