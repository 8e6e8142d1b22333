// What closing the main window does: hide it (Hearth stays in the tray, or in the Dock on macOS), or quit the app.
// Pure, so the rule is tested without Electron.

export type CloseAction = 'hide' | 'quit' | 'close';

export interface CloseContext {
  platform: NodeJS.Platform;
  /** Setting `ui.closeToTray`. */
  closeToTray: boolean;
  /** A tray icon exists (hiding into a tray that is not there would strand the user). */
  trayAvailable: boolean;
  /** The app is already quitting: let the window close. */
  quitting: boolean;
}

export function closeActionFor({ platform, closeToTray, trayAvailable, quitting }: CloseContext): CloseAction {
  if (quitting) return 'close';
  // macOS: closing a window never quits; the app stays in the Dock and comes back on activate.
  if (platform === 'darwin') return 'hide';
  return closeToTray && trayAvailable ? 'hide' : 'quit';
}
