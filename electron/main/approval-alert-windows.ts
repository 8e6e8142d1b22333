// The window a run's approval dialog is in, for approval-alerts.ts: the run's caller id names a window's web
// contents, looked for among the main and quick-ask windows.
import type { AlertWindow } from './approval-alerts';
import { webContentsIdOf } from './window-caller';
import type { WindowManager } from './window-manager';

export function alertWindowFinder(
  windows: Pick<WindowManager, 'get' | 'show'>,
): (callerId: string | undefined) => AlertWindow | undefined {
  return (callerId) => {
    const id = webContentsIdOf(callerId);
    const name = (['main', 'quickAsk'] as const).find((candidate) => windows.get(candidate)?.webContents.id === id);
    const window = name ? windows.get(name) : undefined;
    if (!name || !window) return undefined;
    return {
      isVisible: () => window.isVisible(),
      isFocused: () => window.isFocused(),
      isMinimized: () => window.isMinimized(),
      reveal: () => void windows.show(name),
    };
  };
}
