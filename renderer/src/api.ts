// The ONLY file that touches window.hearth (exposed by the preload, or by the e2e test bridge).
// Everything else in the renderer receives the api object from here (stores take it as a dependency).
import type { HearthApi } from '../../electron/shared/contract';

declare global {
  interface Window {
    hearth?: HearthApi;
  }
}

export type { HearthApi };

export function getApi(): HearthApi {
  if (!window.hearth) throw new Error('Hearth bridge is missing: the page was opened outside the app.');
  return window.hearth;
}

export function hasApi(): boolean {
  return Boolean(window.hearth);
}

/** A readable message from an invoke failure (Electron prefixes "Error invoking remote method 'x': Error: "). */
export function describeError(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return message.replace(/^Error invoking remote method '[^']*': (?:\w*Error: )?/, '').trim() || 'Something went wrong.';
}
