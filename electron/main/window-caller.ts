// The caller id of a call or run that came from a window: `window:<webContents id>`. ipc.ts names callers so; the app
// reads the id back to send a run's events, and its approval alerts, to the window that started it.

export function windowCallerId(webContentsId: number): string {
  return `window:${webContentsId}`;
}

/** The web contents id a caller id names; NaN when the caller is not a window (the CLI, the e2e bridge, a job). */
export function webContentsIdOf(callerId: string | undefined): number {
  return Number(callerId?.replace(/^window:/, ''));
}
