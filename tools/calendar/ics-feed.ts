// A read-only `.ics` subscription: one GET (webcal:// read as https://), basic auth when the account has a user,
// capped in size and time; what comes back must be iCalendar text.
import { err, ok, type Result } from '../../electron/shared/result';
import { hostOf } from './caldav-client';

export const maxFeedBytes = 5 * 1024 * 1024;

/** http(s) for the fetch: `webcal://` and `webcals://` are the same feed over https. */
export function feedUrl(url: string): string {
  return url.replace(/^webcals?:\/\//i, 'https://');
}

export async function readFeed(
  url: string,
  headers: Record<string, string>,
  signal: AbortSignal,
  fetchImpl: typeof fetch = fetch,
): Promise<Result<{ text: string }>> {
  const target = feedUrl(url);
  let response: Response;
  try {
    response = await fetchImpl(target, { headers: { accept: 'text/calendar, */*;q=0.5', ...headers }, signal });
  } catch (error) {
    const timedOut = error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');
    return err(timedOut ? `${hostOf(target)} did not answer in time` : `${hostOf(target)} could not be reached`);
  }
  if (!response.ok) {
    await response.body?.cancel().catch(() => undefined);
    return err(`${hostOf(target)} answered ${response.status} ${response.statusText}`.trim());
  }
  const reader = response.body?.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  while (reader) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxFeedBytes) {
      await reader.cancel().catch(() => undefined);
      return err(`${hostOf(target)} sent more than ${maxFeedBytes / 1024 / 1024} MB of calendar data`);
    }
    chunks.push(value);
  }
  const text = Buffer.concat(chunks).toString('utf8');
  if (!/BEGIN:VCALENDAR/i.test(text)) return err(`${hostOf(target)} did not answer with iCalendar data`);
  return ok({ text });
}

/** Whether a URL reads as a subscription rather than a CalDAV server: webcal:// or a path ending in `.ics`. */
export function looksLikeFeed(url: string): boolean {
  if (/^webcals?:\/\//i.test(url)) return true;
  try {
    return new URL(url).pathname.toLowerCase().endsWith('.ics');
  } catch {
    return false;
  }
}
