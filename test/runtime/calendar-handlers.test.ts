// calendar:* channels over a real runtime and its invoke handlers, with a real Radicale server and a local .ics feed:
// a CalDAV account and a subscription are told apart by reading them, a duplicate name or bad input is refused with
// nothing stored, the list never carries a password, and remove takes the password with it.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createPendingApprovals } from '../../electron/agent/approvals/pending-approvals';
import { createHearthRuntime, type HearthRuntime } from '../../electron/runtime/create-runtime';
import { createInvokeHandlers } from '../../electron/runtime/handlers/index';
import { createSessionSecretStore } from '../../electron/secrets/session-secret-store';
import { callerId } from '../../electron/shared/caller-id';
import { createInvokeDispatcher } from '../../electron/shared/invoke-dispatch';
import { dataOf } from '../support/invoke-result';
import { startRadicale, type RadicaleServer } from '../support/radicale';
import { createTempDirs } from '../support/temp-dir';
import { feedText } from '../tools/calendar/calendar-fixtures';

const temp = createTempDirs();
let radicale: RadicaleServer;
let feed: http.Server;
let feedUrl = '';
let runtime: HearthRuntime;

beforeAll(async () => {
  radicale = await startRadicale();
  await radicale.makeCalendar('work', 'Work');
  feed = http.createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/calendar' });
    response.end(feedText);
  });
  await new Promise<void>((resolve) => feed.listen(0, '127.0.0.1', resolve));
  // A subscription address that does not end in .ics: told apart by what it answers.
  feedUrl = `http://127.0.0.1:${(feed.address() as AddressInfo).port}/feeds/holidays`;
  const dataDir = temp.make('calendar-handlers');
  runtime = await createHearthRuntime({
    dataDir,
    env: { PATH: process.env.PATH, HOME: dataDir },
    platform: process.platform,
    secretStore: createSessionSecretStore(),
  });
});
afterAll(async () => {
  await runtime?.close();
  await radicale?.stop();
  await new Promise((resolve) => feed?.close(resolve));
  temp.cleanup();
});

it('tests, adds, lists and removes accounts; passwords only in the keychain', async () => {
  const dispatch = createInvokeDispatcher(
    createInvokeHandlers({ runtime, approvals: createPendingApprovals(), version: 'test' }),
  );
  const invoke = (channel: string, payload: unknown = {}) => dispatch(channel, payload, { id: callerId.window(1) });
  const work = { name: 'work', url: radicale.url, user: radicale.user, password: radicale.password };

  expect(dataOf(await invoke('calendar:test', work))).toEqual({ kind: 'caldav', calendars: ['Work'] });
  expect(dataOf(await invoke('calendar:list'))).toEqual([]);
  const wrong = await invoke('calendar:add', { ...work, password: 'nope-123' });
  expect(wrong).toMatchObject({ ok: false, error: { kind: 'refused' } });
  expect(JSON.stringify(wrong)).not.toContain('nope-123');
  expect(await runtime.secretStore.has('calendar:work')).toBe(false);

  expect(dataOf(await invoke('calendar:add', work))).toEqual({ kind: 'caldav', calendars: ['Work'] });
  expect(dataOf(await invoke('calendar:add', { name: 'holidays', url: feedUrl }))).toEqual({
    kind: 'ics',
    calendars: ['holidays'],
  });
  const again = await invoke('calendar:add', { ...work, name: 'WORK' });
  expect(again).toMatchObject({ ok: false, error: { kind: 'refused', message: expect.stringContaining('already') } });
  const badName = await invoke('calendar:add', { name: 'my calendar!', url: radicale.url });
  expect(badName).toMatchObject({ ok: false, error: { kind: 'refused' } });
  const withCredentials = await invoke('calendar:add', { name: 'x', url: `http://ada:pw@127.0.0.1:1/` });
  expect(withCredentials).toMatchObject({ ok: false, error: { message: expect.stringContaining('out of the URL') } });

  const listed = dataOf(await invoke('calendar:list'));
  expect(listed).toEqual([
    { name: 'work', url: radicale.url, kind: 'caldav', user: radicale.user, hasPassword: true },
    { name: 'holidays', url: feedUrl, kind: 'ics', hasPassword: false },
  ]);
  expect(JSON.stringify(runtime.settings())).not.toContain(radicale.password);
  expect(await runtime.secretStore.get('calendar:work')).toBe(radicale.password);

  expect(dataOf(await invoke('calendar:remove', { name: 'work' }))).toBeNull();
  expect(await runtime.secretStore.has('calendar:work')).toBe(false);
  expect(await invoke('calendar:remove', { name: 'work' })).toMatchObject({ ok: false, error: { kind: 'not_found' } });
  expect(runtime.settings().calendar.accounts.map((account) => account.name)).toEqual(['holidays']);
});
