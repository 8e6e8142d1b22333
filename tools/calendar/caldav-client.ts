// One CalDAV account through tsdav: discovery and the calendar list, a calendar-query REPORT for a time range or one
// UID, a new object (PUT If-None-Match: *) and a changed one (PUT If-Match: its etag; 412 is a conflict, never a
// silent overwrite). Failures come back as sentences that name the server, never the password.
import type { DAVCalendar } from 'tsdav';
import { err, ok, type Result } from '../../electron/shared/result';
import { loadTsdav } from './lazy-calendar-modules';

export interface DavCalendar {
  url: string;
  displayName: string;
  raw: DAVCalendar;
}

export interface StoredObject {
  url: string;
  etag?: string;
  data: string;
}

export interface DavConnection {
  serverUrl: string;
  headers: Record<string, string>;
  signal: AbortSignal;
  fetch?: typeof fetch;
}

export type WriteFailure = 'conflict' | 'failed';

export function basicAuthHeaders(user: string | undefined, password: string | undefined): Record<string, string> {
  if (!user) return {};
  return { authorization: `Basic ${Buffer.from(`${user}:${password ?? ''}`, 'utf8').toString('base64')}` };
}

const isObjectUrl = (url: string): boolean => Boolean(url) && !url.endsWith('/');

export async function discoverCalendars(connection: DavConnection): Promise<Result<{ calendars: DavCalendar[] }>> {
  try {
    const tsdav = await loadTsdav();
    const common = {
      headers: connection.headers,
      fetchOptions: { signal: connection.signal },
      fetch: connection.fetch,
    };
    const account = await tsdav.createAccount({
      account: { serverUrl: connection.serverUrl, accountType: 'caldav' },
      ...common,
    });
    const found = await tsdav.fetchCalendars({ account, ...common });
    const calendars = found
      .filter((calendar) => !calendar.components || calendar.components.includes('VEVENT'))
      .map((calendar) => ({ url: calendar.url, displayName: displayNameOf(calendar), raw: calendar }));
    if (calendars.length === 0)
      return err(`${hostOf(connection.serverUrl)} answered, but lists no calendar with events`);
    return ok({ calendars });
  } catch (error) {
    return err(explain(error, connection.serverUrl));
  }
}

export async function objectsInRange(
  connection: DavConnection,
  calendar: DavCalendar,
  range: { from: number; to: number },
): Promise<Result<{ objects: StoredObject[] }>> {
  return query(connection, calendar, {
    timeRange: { start: new Date(range.from).toISOString(), end: new Date(range.to).toISOString() },
  });
}

export async function objectWithUid(
  connection: DavConnection,
  calendar: DavCalendar,
  uid: string,
): Promise<Result<{ objects: StoredObject[] }>> {
  const filters = [
    {
      'comp-filter': {
        _attributes: { name: 'VCALENDAR' },
        'comp-filter': {
          _attributes: { name: 'VEVENT' },
          'prop-filter': {
            _attributes: { name: 'UID' },
            'text-match': { _attributes: { collation: 'i;octet' }, _text: uid },
          },
        },
      },
    },
  ];
  return query(connection, calendar, { filters });
}

async function query(
  connection: DavConnection,
  calendar: DavCalendar,
  extra: { timeRange?: { start: string; end: string }; filters?: unknown },
): Promise<Result<{ objects: StoredObject[] }>> {
  try {
    const tsdav = await loadTsdav();
    const found = await tsdav.fetchCalendarObjects({
      calendar: calendar.raw,
      headers: connection.headers,
      fetchOptions: { signal: connection.signal },
      fetch: connection.fetch,
      urlFilter: isObjectUrl,
      ...(extra.timeRange ? { timeRange: extra.timeRange } : {}),
      ...(extra.filters ? { filters: extra.filters as never } : {}),
    });
    const objects = found
      .filter((object) => typeof object.data === 'string' && object.data.includes('BEGIN:VCALENDAR'))
      .map((object) => ({
        url: object.url,
        data: object.data as string,
        ...(object.etag ? { etag: object.etag } : {}),
      }));
    return ok({ objects });
  } catch (error) {
    return err(explain(error, calendar.url));
  }
}

export async function createObject(
  connection: DavConnection,
  calendar: DavCalendar,
  filename: string,
  text: string,
): Promise<Result<{ url: string }, { kind: WriteFailure; message: string }>> {
  try {
    const tsdav = await loadTsdav();
    const response = await tsdav.createCalendarObject({
      calendar: calendar.raw,
      filename,
      iCalString: text,
      headers: connection.headers,
      fetchOptions: { signal: connection.signal },
      fetch: connection.fetch,
    });
    return writeOutcome(
      response,
      new URL(filename, calendar.url.endsWith('/') ? calendar.url : `${calendar.url}/`).href,
    );
  } catch (error) {
    return err({ kind: 'failed', message: explain(error, calendar.url) });
  }
}

export async function updateObject(
  connection: DavConnection,
  object: StoredObject,
  text: string,
): Promise<Result<{ url: string }, { kind: WriteFailure; message: string }>> {
  try {
    const tsdav = await loadTsdav();
    const response = await tsdav.updateCalendarObject({
      calendarObject: { url: object.url, data: text, ...(object.etag ? { etag: object.etag } : {}) },
      headers: connection.headers,
      fetchOptions: { signal: connection.signal },
      fetch: connection.fetch,
    });
    return writeOutcome(response, object.url);
  } catch (error) {
    return err({ kind: 'failed', message: explain(error, object.url) });
  }
}

async function writeOutcome(
  response: Response,
  url: string,
): Promise<Result<{ url: string }, { kind: WriteFailure; message: string }>> {
  await response.text().catch(() => '');
  if (response.ok) return ok({ url });
  if (response.status === 412)
    return err({ kind: 'conflict', message: 'the event changed on the server since it was read (etag mismatch)' });
  if (response.status === 401)
    return err({ kind: 'failed', message: `${hostOf(url)} refused the user or password (401)` });
  if (response.status === 403)
    return err({ kind: 'failed', message: `${hostOf(url)} does not allow writing there (403)` });
  return err({ kind: 'failed', message: `${hostOf(url)} answered ${response.status} ${response.statusText}`.trim() });
}

function displayNameOf(calendar: DAVCalendar): string {
  const name = typeof calendar.displayName === 'string' ? calendar.displayName.trim() : '';
  if (name) return name;
  const segments = new URL(calendar.url).pathname.split('/').filter(Boolean);
  return decodeURIComponent(segments.at(-1) ?? 'calendar');
}

export function hostOf(url: string): string {
  try {
    return new URL(url).host;
  } catch {
    return 'the server';
  }
}

function explain(error: unknown, url: string): string {
  const message = error instanceof Error ? error.message : String(error);
  if (error instanceof Error && (error.name === 'AbortError' || error.name === 'TimeoutError'))
    return `${hostOf(url)} did not answer in time`;
  if (/401|invalid credentials/i.test(message)) return `${hostOf(url)} refused the user or password (401)`;
  if (/ECONNREFUSED|fetch failed|ENOTFOUND|EAI_AGAIN/i.test(message) || /fetch failed/i.test(message))
    return `${hostOf(url)} could not be reached`;
  return `${hostOf(url)}: ${message.slice(0, 300)}`;
}
