// Validates links before main hands them to the OS (shell.openExternal): https only, no credentials, a real host.
// Pure and shared so the renderer can grey out links main would refuse.
import type { Ok, Fail } from './result';
export type ExternalUrlVerdict = Ok<{ url: string }> | Fail<{ reason: string }>;

export function checkExternalUrl(raw: unknown): ExternalUrlVerdict {
  if (typeof raw !== 'string' || raw.length === 0 || raw.length > 8_192) return { ok: false, reason: 'not a URL' };
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return { ok: false, reason: 'not a URL' };
  }
  if (url.protocol !== 'https:') return { ok: false, reason: `scheme ${url.protocol} is not allowed (https only)` };
  if (url.username || url.password) return { ok: false, reason: 'URLs with credentials are not opened' };
  if (!url.hostname || !url.hostname.includes('.')) return { ok: false, reason: 'the URL has no public host name' };
  return { ok: true, url: url.toString() };
}
