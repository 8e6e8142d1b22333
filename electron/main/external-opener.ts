// Hands links to the OS browser (shell.openExternal) only after checkExternalUrl accepts them (https, real host,
// no credentials), and at most a few per minute, so a misbehaving page cannot flood the desktop with tabs.
import { checkExternalUrl } from '../shared/external-url';

export interface ExternalOpenerDeps {
  openExternal: (url: string) => Promise<void>;
  now?: () => number;
  /** How many links may be opened per rolling minute (default 10). */
  maxPerMinute?: number;
}

export type ExternalOpenResult = { opened: true } | { opened: false; reason: string };

export type ExternalOpener = (url: unknown) => Promise<ExternalOpenResult>;

export function createExternalOpener({
  openExternal,
  now = Date.now,
  maxPerMinute = 10,
}: ExternalOpenerDeps): ExternalOpener {
  const recent: number[] = [];
  return async (raw) => {
    const verdict = checkExternalUrl(raw);
    if (!verdict.ok) return { opened: false, reason: verdict.reason };
    const time = now();
    while (recent.length > 0 && time - (recent[0] ?? 0) >= 60_000) recent.shift();
    if (recent.length >= maxPerMinute)
      return { opened: false, reason: 'Too many links were opened in the last minute.' };
    recent.push(time);
    try {
      await openExternal(verdict.url);
      return { opened: true };
    } catch {
      return { opened: false, reason: 'The system could not open the link.' };
    }
  };
}
