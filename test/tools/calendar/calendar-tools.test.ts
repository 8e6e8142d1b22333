// The calendar tools against a real Radicale server (basic auth): a weekly event listed across a DST change (the local
// time stays, the UTC instant shifts), an event created and changed with the approval showing it, an etag conflict
// refused, a read-only .ics subscription served over local HTTP, and a wrong password reported without the password.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import {
  objectWithUid,
  updateObject,
  basicAuthHeaders,
  discoverCalendars,
} from '../../../tools/calendar/caldav-client';
import type { CalendarAccount } from '../../../tools/calendar/calendar-ports';
import { createCalendarTools } from '../../../tools/calendar/index';
import type { AnyTool, ApprovalFacts, ToolContext } from '../../../tools/tool';
import { startRadicale, type RadicaleServer } from '../../support/radicale';
import { feedText, weeklyStandup } from './calendar-fixtures';

let radicale: RadicaleServer;
let feedServer: http.Server;
let feedUrl = '';

beforeAll(async () => {
  radicale = await startRadicale();
  const work = await radicale.makeCalendar('work', 'Work');
  await radicale.putEvent(work, 'standup', weeklyStandup);
  feedServer = http.createServer((request, response) => {
    response.writeHead(request.url === '/holidays.ics' ? 200 : 404, { 'content-type': 'text/calendar' });
    response.end(request.url === '/holidays.ics' ? feedText : 'missing');
  });
  await new Promise<void>((resolve) => feedServer.listen(0, '127.0.0.1', resolve));
  feedUrl = `http://127.0.0.1:${(feedServer.address() as AddressInfo).port}/holidays.ics`;
});

afterAll(async () => {
  await radicale?.stop();
  await new Promise((resolve) => feedServer?.close(resolve));
});

/** The approval notes' English (the CLI prompt's); their codes are checked in test/tools/approval-note-codes.test.ts. */
const englishOf = (notes: ApprovalFacts['notes']) => (notes ?? []).map((note) => note.text);

function toolsFor(accounts: CalendarAccount[], timeZone = 'Europe/Berlin', password = radicale.password) {
  const tools = createCalendarTools({
    accounts: { accounts: () => accounts, password: async () => password },
    timeZone: () => timeZone,
  });
  return (name: string): AnyTool => tools.find((tool) => tool.name === name)!;
}

const ctx = (): ToolContext => ({
  callId: 'c1',
  signal: new AbortController().signal,
  onUpdate: () => {},
  workspace: '/tmp',
});
const caldav = (): CalendarAccount => ({ name: 'work', url: radicale.url, kind: 'caldav', user: radicale.user });

describe('calendar tools on Radicale', () => {
  test('a weekly 09:00 Europe/Berlin event stays at 09:00 across the end of summer time; its UTC time moves', async () => {
    const list = toolsFor([caldav()])('calendar_list_events');
    expect(list.risk).toBe('read');
    const result = await list.execute({ from: '2026-10-20', to: '2026-11-03' }, ctx());
    expect(result.ok, result.content).toBe(true);
    expect(result.content).toContain('2 event(s)');
    expect(result.content).toContain('Thu 22 Oct 2026, 09:00 (Europe/Berlin) to 09:30: Standup');
    expect(result.content).toContain('Thu 29 Oct 2026, 09:00 (Europe/Berlin) to 09:30: Standup');
    expect(result.content).not.toContain('15 Oct');
    expect(result.content).toContain('id standup-1');
    expect(result.content).toContain('repeats: FREQ=WEEKLY;COUNT=4');
    expect(result.content).toContain('untrusted');
    expect(result.source).toMatchObject({ kind: 'calendar', label: 'work/Work' });

    const inUtc = await toolsFor(
      [caldav()],
      'UTC',
    )('calendar_list_events').execute({ from: '2026-10-20', to: '2026-11-03', calendar: 'work/Work' }, ctx());
    expect(inUtc.content).toContain('Thu 22 Oct 2026, 07:00 (UTC) to 07:30');
    expect(inUtc.content).toContain('Thu 29 Oct 2026, 08:00 (UTC) to 08:30');
    expect(inUtc.content).toContain('[Thu 29 Oct 2026, 09:00 (Europe/Berlin)]');
  });

  test('creating an event: the approval shows it as it will be saved, and it lists afterwards', async () => {
    const tool = toolsFor([caldav()])('calendar_create_event');
    expect(tool.risk).toBe('write');
    const args = tool.parameters.parse({
      title: 'Dentist',
      start: '2026-10-24T16:00',
      end: '2026-10-24T16:45',
      location: 'Main St 4',
      recurrence: 'FREQ=MONTHLY;COUNT=2',
    });
    const facts = tool.describeCall!(args, { workspace: '/tmp' });
    expect(englishOf(facts.notes)).toEqual([
      'Title: Dentist',
      'Starts: Sat 24 Oct 2026, 16:00 (Europe/Berlin)',
      'Ends: Sat 24 Oct 2026, 16:45 (Europe/Berlin)',
      'Repeats: FREQ=MONTHLY;COUNT=2',
      'Location: Main St 4',
      'Calendar: work (its first calendar)',
    ]);
    const created = await tool.execute(args, ctx());
    expect(created.ok, created.content).toBe(true);
    const id = (created.details as { id: string }).id;
    const listed = await toolsFor([caldav()])('calendar_list_events').execute(
      { from: '2026-10-01', to: '2026-12-31' },
      ctx(),
    );
    expect(listed.content).toContain(
      `Sat 24 Oct 2026, 16:00 (Europe/Berlin) to 16:45: Dentist · calendar work/Work · id ${id}`,
    );
    expect(listed.content).toContain('Tue 24 Nov 2026, 16:00 (Europe/Berlin) to 16:45: Dentist');

    const update = toolsFor([caldav()])('calendar_update_event');
    const changeArgs = update.parameters.parse({
      id,
      title: 'Dentist (moved)',
      start: '2026-10-26T08:30',
      recurrence: '',
    });
    expect(englishOf(update.describeCall!(changeArgs, { workspace: '/tmp' }).notes)).toEqual([
      `Changes to event ${id} (fields not listed stay as they are):`,
      'Title: Dentist (moved)',
      'Starts: Mon 26 Oct 2026, 08:30 (Europe/Berlin)',
      'Repeats: no (a single event)',
      'Calendar: the one that holds it',
    ]);
    const changed = await update.execute(changeArgs, ctx());
    expect(changed.ok, changed.content).toBe(true);
    const after = await toolsFor([caldav()])('calendar_list_events').execute(
      { from: '2026-10-01', to: '2026-12-31' },
      ctx(),
    );
    expect(after.content).toContain('Mon 26 Oct 2026, 08:30 (Europe/Berlin) to 09:15: Dentist (moved)');
    expect(after.content).not.toContain('24 Nov 2026');
  });

  test('an update against a stale etag is a conflict; nothing is overwritten', async () => {
    const connection = {
      serverUrl: radicale.url,
      headers: basicAuthHeaders(radicale.user, radicale.password),
      signal: new AbortController().signal,
    };
    const found = await discoverCalendars(connection);
    if (!found.ok) throw new Error(found.error);
    const calendar = found.calendars[0]!;
    const read = await objectWithUid(connection, calendar, 'standup-1');
    if (!read.ok) throw new Error(read.error);
    const stale = read.objects[0]!;
    expect(stale.etag).toBeTruthy();
    // Another client changes the event in between.
    await radicale.putEvent(
      calendar.url,
      'standup',
      weeklyStandup.replace('SUMMARY:Standup', 'SUMMARY:Standup (team)'),
    );
    const written = await updateObject(connection, stale, stale.data.replace('SUMMARY:Standup', 'SUMMARY:Mine'));
    expect(written).toEqual({ ok: false, error: expect.objectContaining({ kind: 'conflict' }) });
    const listed = await toolsFor([caldav()])('calendar_list_events').execute(
      { from: '2026-10-20', to: '2026-10-23' },
      ctx(),
    );
    expect(listed.content).toContain('Standup (team)');
    expect(listed.content).not.toContain('Mine');
  });

  test('a read-only .ics subscription lists its events; creating or changing there is refused', async () => {
    const feed: CalendarAccount = { name: 'holidays', url: feedUrl, kind: 'ics' };
    const pick = toolsFor([feed]);
    const listed = await pick('calendar_list_events').execute({ from: '2026-10-30', to: '2026-11-01' }, ctx());
    expect(listed.ok, listed.content).toBe(true);
    expect(listed.content).toContain('Sat 31 Oct 2026 (all day): Reformation Day · calendar holidays');
    expect(listed.source).toMatchObject({ kind: 'calendar', label: 'holidays' });
    const created = await pick('calendar_create_event').execute({ title: 'x', start: '2026-10-30T10:00' }, ctx());
    expect(created.ok).toBe(false);
    expect(created.content).toContain('holidays is a read-only .ics subscription');
  });

  test('a wrong password is reported as refused, without the password', async () => {
    const result = await toolsFor(
      [caldav()],
      'Europe/Berlin',
      'not-it',
    )('calendar_list_events').execute({ from: '2026-10-20', to: '2026-10-27' }, ctx());
    expect(result.ok).toBe(false);
    expect(result.content).toContain('refused the user or password (401)');
    expect(result.content).not.toContain('not-it');
  });

  test('bad dates and ranges fail with what could not be read', async () => {
    const list = toolsFor([caldav()])('calendar_list_events');
    const bad = await list.execute({ from: 'next week', to: '2026-10-27' }, ctx());
    expect(bad).toMatchObject({ ok: false, errorType: 'invalid_args' });
    expect(bad.content).toContain('"next week" is not an ISO date');
    const none = await toolsFor([])('calendar_list_events').execute({ from: '2026-10-20', to: '2026-10-27' }, ctx());
    expect(none.content).toContain('hearth calendar add');
  });
});
