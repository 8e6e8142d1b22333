// The ONLY file that touches window.hearth (exposed by the preload, or by the e2e test bridge).
// Everything else in the renderer imports `api` from here.
import type { HearthApi } from '../../electron/shared/contract';

declare global {
  interface Window {
    hearth?: HearthApi;
  }
}

export function getApi(): HearthApi {
  if (!window.hearth) throw new Error('Hearth bridge is missing: the page was opened outside the app.');
  return window.hearth;
}

export function hasApi(): boolean {
  return Boolean(window.hearth);
}
