// `hearth calendar add|list|remove` and the calendar tools through the real CLI, a real Radicale server and the real
// keychain: the password goes from stdin into the keychain (never argv, SQLite or output), a wrong one stores nothing,
// the approval of calendar_create_event shows the event, and `remove` takes the password with it.
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { secretToolLookup } from '../support/keyring';
import { startRadicale, type RadicaleServer } from '../support/radicale';
import { describeWithFacility } from '../support/requirements';
import { createTempDirs } from '../support/temp-dir';
import { weeklyStandup } from '../tools/calendar/calendar-fixtures';
import { runCli } from './run-cli';

const temp = createTempDirs();
const password = `cal-canary-${Date.now()}-Zq8`;

describeWithFacility('keychain', 'hearth calendar over Radicale and the real keychain', () => {
  let radicale: RadicaleServer;
  let dataDir: string;
  const env = { TZ: 'Europe/Berlin' };
  beforeAll(async () => {
    radicale = await startRadicale('ada', password);
    await radicale.putEvent(await radicale.makeCalendar('home', 'Home'), 'standup', weeklyStandup);
    dataDir = temp.make('cli-calendar');
  });
  afterAll(async () => {
    await runCli(['calendar', 'remove', 'home', '--data-dir', dataDir]);
    await radicale?.stop();
    temp.cleanup();
  });

  it('adds, uses, lists and removes a CalDAV account; the password stays in the keychain', async () => {
    const wrong = await runCli(['calendar', 'add', 'home', radicale.url, '--user', 'ada', '--data-dir', dataDir], {
      input: 'not-the-password\n',
    });
    expect(wrong.code).toBe(1);
    expect(wrong.stderr).toContain('refused the user or password (401)');
    expect(wrong.stderr).not.toContain('not-the-password');
    expect(await secretToolLookup('Hearth', 'calendar:home')).toBeNull();

    const added = await runCli(['calendar', 'add', 'home', radicale.url, '--user', 'ada', '--data-dir', dataDir], {
      input: `${password}\n`,
    });
    expect(added.code, added.stderr).toBe(0);
    expect(added.stdout).toContain('Added home, a CalDAV account. Calendars: Home.');
    expect(await secretToolLookup('Hearth', 'calendar:home')).toBe(password);

    const listed = await runCli(['calendar', 'list', '--json', '--data-dir', dataDir]);
    expect(listed.lines()[0]).toMatchObject({
      type: 'calendar',
      accounts: [{ name: 'home', kind: 'caldav', url: radicale.url, user: 'ada', hasPassword: true }],
    });

    const events = await runCli(
      ['tool', 'calendar_list_events', '{"from":"2026-10-20","to":"2026-11-03"}', '--data-dir', dataDir],
      { env },
    );
    expect(events.code, events.stderr).toBe(0);
    expect(events.stdout).toContain('Thu 29 Oct 2026, 09:00 (Europe/Berlin) to 09:30: Standup');

    const create = await runCli(
      [
        'tool',
        'calendar_create_event',
        '{"title":"Piano lesson","start":"2026-10-27T17:00","recurrence":"FREQ=WEEKLY;COUNT=2","location":"Hall"}',
        '--yes',
        '--data-dir',
        dataDir,
      ],
      { env },
    );
    expect(create.code, create.stderr).toBe(0);
    const shown = create.stdout + create.stderr;
    for (const line of [
      'Title: Piano lesson',
      'Starts: Tue 27 Oct 2026, 17:00 (Europe/Berlin)',
      'Ends: Tue 27 Oct 2026, 18:00 (Europe/Berlin)',
      'Repeats: FREQ=WEEKLY;COUNT=2',
      'Location: Hall',
      'Calendar: home (its first calendar)',
    ])
      expect(shown).toContain(line);

    for (const run of [added, listed, events, create]) expect(run.stdout + run.stderr).not.toContain(password);
    const stored = fs.readFileSync(path.join(dataDir, 'hearth.db'));
    expect(stored.includes(Buffer.from(password))).toBe(false);

    const removed = await runCli(['calendar', 'remove', 'home', '--data-dir', dataDir]);
    expect(removed.code).toBe(0);
    expect(await secretToolLookup('Hearth', 'calendar:home')).toBeNull();
    const again = await runCli(['calendar', 'remove', 'home', '--data-dir', dataDir]);
    expect(again.code).toBe(1);
    expect(again.stderr).toContain('no calendar account is named "home"');
  });

  it('refuses a bad command line before anything opens', async () => {
    const usage = await runCli(['calendar', 'list', '--user', 'x', '--data-dir', dataDir]);
    expect(usage.code).toBe(2);
    expect(usage.stderr).toContain('--user works only with calendar add');
  });
});
