// The calendars behind the tools: which accounts and calendars a `calendar` argument names ("work", "work/Family",
// or a calendar's own name), their events in a range, and new or changed events written back over CalDAV.
// `.ics` subscriptions are read-only. Built by createCalendarTools from the accounts port (tools/calendar/index.ts).
import { err, ok, type Result } from '../../electron/shared/result';
import {
  basicAuthHeaders,
  createObject,
  discoverCalendars,
  objectsInRange,
  objectWithUid,
  updateObject,
  type DavCalendar,
  type DavConnection,
} from './caldav-client';
import type { CalendarAccount, CalendarAccountsPort } from './calendar-ports';
import { occurrencesInText, type EventOccurrence } from './ical-events';
import { newEventText, updatedEventText, type EventChanges, type EventDraft } from './ical-write';
import { readFeed } from './ics-feed';
import { loadIcal } from './lazy-calendar-modules';

export interface CalendarServiceDeps {
  accounts: CalendarAccountsPort;
  fetch?: typeof fetch;
  /** Per call to a server; 20 s unless a test needs it shorter. */
  timeoutMs?: number;
  now?: () => Date;
  newUid?: () => string;
}

/** One calendar: `work/Family` for a CalDAV calendar, the account's name for a subscription. */
interface Source {
  label: string;
  account: CalendarAccount;
  dav?: DavCalendar;
  connection?: DavConnection;
}

export type ListedEvent = EventOccurrence & { calendar: string };

export const noAccountsMessage =
  'No calendar is set up. The person can add one in Settings → Calendar or with `hearth calendar add NAME URL --user USER`.';

export function createCalendarService(deps: CalendarServiceDeps) {
  const timeoutMs = deps.timeoutMs ?? 20_000;
  const bounded = (signal: AbortSignal): AbortSignal => AbortSignal.any([signal, AbortSignal.timeout(timeoutMs)]);

  async function sourcesOf(account: CalendarAccount, signal: AbortSignal): Promise<Result<{ sources: Source[] }>> {
    if (account.kind === 'ics') return ok({ sources: [{ label: account.name, account }] });
    const password = account.user ? await deps.accounts.password(account.name) : undefined;
    const connection: DavConnection = {
      serverUrl: account.url,
      headers: basicAuthHeaders(account.user, password),
      signal: bounded(signal),
      ...(deps.fetch ? { fetch: deps.fetch } : {}),
    };
    const found = await discoverCalendars(connection);
    if (!found.ok) return err(`${account.name}: ${found.error}`);
    const sources = found.calendars.map((dav) => ({
      label: `${account.name}/${dav.displayName}`,
      account,
      dav,
      connection,
    }));
    return ok({ sources });
  }

  /** The calendars `wanted` names (all when absent); a failing account is a problem, not the end of the list. */
  async function choose(
    wanted: string | undefined,
    signal: AbortSignal,
  ): Promise<Result<{ sources: Source[]; problems: string[] }>> {
    const accounts = deps.accounts.accounts();
    if (accounts.length === 0) return err(noAccountsMessage);
    const name = wanted?.trim() ?? '';
    const [accountPart, ...rest] = name.split('/');
    const calendarPart = rest.join('/').trim().toLowerCase();
    const byAccount = accounts.filter((account) => account.name.toLowerCase() === accountPart!.trim().toLowerCase());
    const consulted = name && byAccount.length > 0 ? byAccount : accounts;
    const problems: string[] = [];
    const all: Source[] = [];
    for (const account of consulted) {
      const found = await sourcesOf(account, signal);
      if (found.ok) all.push(...found.sources);
      else problems.push(found.error);
    }
    if (!name || (byAccount.length > 0 && !calendarPart)) return ok({ sources: all, problems });
    const target = byAccount.length > 0 ? calendarPart : name.toLowerCase();
    const matching = all.filter(
      (source) => (source.dav?.displayName.toLowerCase() ?? '') === target || source.label.toLowerCase() === target,
    );
    if (matching.length > 0) return ok({ sources: matching, problems });
    const known = all.map((source) => source.label).join(', ') || 'none could be read';
    return err(
      `No calendar is named "${name}". Calendars: ${known}.${problems.length ? ` ${problems.join(' ')}` : ''}`,
    );
  }

  async function textsOf(source: Source, range: { from: number; to: number }, signal: AbortSignal) {
    if (!source.dav || !source.connection) {
      const password = source.account.user ? await deps.accounts.password(source.account.name) : undefined;
      const feed = await readFeed(
        source.account.url,
        basicAuthHeaders(source.account.user, password),
        bounded(signal),
        deps.fetch,
      );
      return feed.ok ? ok({ texts: [feed.text] }) : err(`${source.label}: ${feed.error}`);
    }
    const found = await objectsInRange(source.connection, source.dav, range);
    return found.ok
      ? ok({ texts: found.objects.map((object) => object.data) })
      : err(`${source.label}: ${found.error}`);
  }

  async function writable(wanted: string | undefined, signal: AbortSignal): Promise<Result<{ sources: Source[] }>> {
    const chosen = await choose(wanted, signal);
    if (!chosen.ok) return chosen;
    const sources = chosen.sources.filter((source) => source.dav);
    if (sources.length > 0) return ok({ sources });
    const feeds = chosen.sources.map((source) => source.label);
    if (feeds.length > 0)
      return err(
        `${feeds.join(', ')} ${feeds.length === 1 ? 'is a' : 'are'} read-only .ics subscription: events cannot be created or changed there. Name a CalDAV calendar instead.`,
      );
    return err(chosen.problems.join(' ') || 'No CalDAV calendar could be read.');
  }

  return {
    async listEvents(
      query: { from: number; to: number; calendar?: string; personZone: string },
      signal: AbortSignal,
    ): Promise<Result<{ events: ListedEvent[]; problems: string[]; calendars: string[] }>> {
      const chosen = await choose(query.calendar, signal);
      if (!chosen.ok) return chosen;
      const ical = await loadIcal();
      const problems = [...chosen.problems];
      const events: ListedEvent[] = [];
      for (const source of chosen.sources) {
        const texts = await textsOf(source, query, signal);
        if (!texts.ok) {
          problems.push(texts.error);
          continue;
        }
        for (const text of texts.texts) {
          const read = occurrencesInText(ical, text, query);
          if (read.ok) events.push(...read.events.map((event) => ({ ...event, calendar: source.label })));
          else problems.push(`${source.label}: ${read.error}`);
        }
      }
      events.sort((a, b) => a.startInstant - b.startInstant);
      return ok({ events, problems, calendars: chosen.sources.map((source) => source.label) });
    },

    async createEvent(
      wanted: string | undefined,
      draft: EventDraft,
      signal: AbortSignal,
    ): Promise<Result<{ uid: string; calendar: string }>> {
      // No calendar named: the first CalDAV account's first calendar, as the approval said (never another account's).
      const firstDav = deps.accounts.accounts().find((account) => account.kind === 'caldav')?.name;
      const found = await writable(wanted?.trim() || firstDav, signal);
      if (!found.ok) return found;
      const source = found.sources[0]!;
      const ical = await loadIcal();
      const uid = deps.newUid?.() ?? `${crypto.randomUUID()}@hearth`;
      const text = newEventText(ical, draft, uid, deps.now?.() ?? new Date());
      const filename = `${uid.replace(/[^A-Za-z0-9._-]/g, '_')}.ics`;
      const written = await createObject(source.connection!, source.dav!, filename, text);
      if (!written.ok) return err(`${source.label}: ${written.error.message}`);
      return ok({ uid, calendar: source.label });
    },

    async updateEvent(
      wanted: string | undefined,
      uid: string,
      changes: EventChanges,
      signal: AbortSignal,
    ): Promise<Result<{ calendar: string }, { kind: 'conflict' | 'not_found' | 'failed'; message: string }>> {
      const found = await writable(wanted, signal);
      if (!found.ok) return err({ kind: 'failed', message: found.error });
      const ical = await loadIcal();
      for (const source of found.sources) {
        const objects = await objectWithUid(source.connection!, source.dav!, uid);
        if (!objects.ok) return err({ kind: 'failed', message: `${source.label}: ${objects.error}` });
        const object = objects.objects[0];
        if (!object) continue;
        const text = updatedEventText(ical, object.data, uid, changes, deps.now?.() ?? new Date());
        if (!text.ok) return err({ kind: 'failed', message: `${source.label}: ${text.error}` });
        const written = await updateObject(source.connection!, object, text.text);
        if (written.ok) return ok({ calendar: source.label });
        return err({ kind: written.error.kind, message: `${source.label}: ${written.error.message}` });
      }
      const where = found.sources.map((source) => source.label).join(', ');
      return err({ kind: 'not_found', message: `No event with id "${uid}" is in ${where}.` });
    },

    /** Checks an account before it is stored: its calendars' names, or why it cannot be read. */
    async testAccount(
      account: CalendarAccount,
      password: string | undefined,
      signal: AbortSignal,
    ): Promise<Result<{ calendars: string[] }>> {
      const headers = basicAuthHeaders(account.user, password);
      if (account.kind === 'ics') {
        const feed = await readFeed(account.url, headers, bounded(signal), deps.fetch);
        return feed.ok ? ok({ calendars: [account.name] }) : feed;
      }
      const connection = {
        serverUrl: account.url,
        headers,
        signal: bounded(signal),
        ...(deps.fetch ? { fetch: deps.fetch } : {}),
      };
      const found = await discoverCalendars(connection);
      return found.ok ? ok({ calendars: found.calendars.map((dav) => dav.displayName) }) : found;
    },
  };
}

export type CalendarService = ReturnType<typeof createCalendarService>;
