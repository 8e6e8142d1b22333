// E2E in real Chromium against the real runtime: Settings → Calendar adds a CalDAV account on a real Radicale server.
// "Test calendar connection" lists its calendars without storing anything, a wrong password is refused with why, "Add calendar"
// stores the account (no password in settings, the page or any frame it received; the password in the real keychain),
// and Remove takes it away with its password. Screenshots light and dark. Then the approval dialog of
// calendar_create_event shows the event as it will be saved, and Allow once saves it on the server.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { secretToolLookup } from '../support/keyring';
import { startRadicale, type RadicaleServer } from '../support/radicale';
import { describeWithFacility } from '../support/requirements';
import { openNewChat, sendMessage, waitForDialog, waitForReplyDone } from './support/chat-actions';
import { useHearthSuite } from './support/hearth-suite';

describeWithFacility('keychain', 'settings: calendar (e2e, Radicale and the real keychain)', () => {
  const suite = useHearthSuite({ page: { hash: '#/settings' } });
  let radicale: RadicaleServer;
  const password = `cal-e2e-${Date.now()}-pw`;
  beforeAll(async () => {
    radicale = await startRadicale('ada', password);
    await radicale.makeCalendar('family', 'Family');
  });
  afterAll(async () => {
    await suite.harness?.runtime.calendar.remove('family');
    await radicale?.stop();
  });

  it('tests, adds and removes a CalDAV account; the password goes only to the keychain', async () => {
    const { page } = suite.hearth;
    const section = page.getByRole('region', { name: 'Calendar' });
    await page.getByRole('button', { name: 'Calendar', exact: true }).click();
    await expect.poll(() => section.getByText('No calendar added yet.').count()).toBe(1);
    const form = section.getByRole('form', { name: 'Add a calendar' });
    await form.getByRole('textbox', { name: 'Name' }).fill('family');
    await form.getByRole('textbox', { name: 'Server or subscription address' }).fill(radicale.url);
    await form.getByRole('textbox', { name: 'User' }).fill('ada');
    const passwordField = form.getByLabel('Password');

    await passwordField.fill('wrong-password');
    await form.getByRole('button', { name: 'Test calendar connection' }).click();
    const refused = form.getByRole('alert');
    await expect.poll(() => refused.textContent()).toContain('refused the user or password (401)');

    await passwordField.fill(password);
    await form.getByRole('button', { name: 'Test calendar connection' }).click();
    const status = form.getByRole('status');
    await expect.poll(() => status.textContent()).toBe('The connection works. Calendars: Family.');
    expect(suite.harness.runtime.settings().calendar.accounts).toEqual([]);

    await form.getByRole('button', { name: 'Add calendar' }).click();
    const list = section.getByRole('list', { name: 'Calendar accounts' });
    await expect.poll(() => list.getByRole('listitem').count()).toBe(1);
    expect(await list.textContent()).toContain('User ada · password in the system keychain');
    await expect.poll(() => section.getByRole('status').first().textContent()).toContain('Added family.');
    expect(await passwordField.inputValue()).toBe('');
    expect(suite.harness.runtime.settings().calendar.accounts).toEqual([
      { name: 'family', url: radicale.url, kind: 'caldav', user: 'ada' },
    ]);
    expect(await secretToolLookup('Hearth', 'calendar:family')).toBe(password);
    expect(await page.content()).not.toContain(password);
    expect(suite.hearth.framesReceived.filter((frame) => frame.includes(password))).toEqual([]);

    await section.scrollIntoViewIfNeeded();
    await suite.hearth.screenshot('settings-calendar-light.png');
    await page.locator('.segment', { hasText: 'Dark' }).click();
    await expect.poll(() => page.evaluate('document.documentElement.dataset.theme')).toBe('dark');
    await section.scrollIntoViewIfNeeded();
    await suite.hearth.screenshot('settings-calendar-dark.png');
    await page.locator('.segment', { hasText: 'System' }).click();

    await section.getByRole('button', { name: 'Remove the calendar family' }).click();
    await section.getByRole('group', { name: 'Confirm removal' }).getByRole('button', { name: 'Remove' }).click();
    await expect.poll(() => section.getByText('No calendar added yet.').count()).toBe(1);
    expect(suite.harness.runtime.settings().calendar.accounts).toEqual([]);
    expect(await secretToolLookup('Hearth', 'calendar:family')).toBeNull();
  });

  it('the approval dialog shows the event as it will be saved; allowed, it is on the server', async () => {
    const { page } = suite.hearth;
    const { url, user } = radicale;
    const added = await suite.harness.runtime.calendar.add({ name: 'family', url, user, password });
    expect(added.ok).toBe(true);
    const event = {
      title: 'Piano lesson',
      start: '2026-10-27T17:00',
      recurrence: 'FREQ=WEEKLY;COUNT=2',
      location: 'Music school',
    };
    suite.harness.llm.script(
      { kind: 'tool_calls', calls: [{ name: 'calendar_create_event', arguments: event }] },
      { kind: 'text', text: 'Saved the piano lessons.' },
    );
    await page.evaluate(`location.hash = '#/'`);
    await openNewChat(page);
    await sendMessage(page, 'Put the piano lessons in my calendar');
    const dialog = await waitForDialog(page);
    const notes = await dialog.locator('.approval-notes li').allTextContents();
    expect(notes).toEqual([
      'Title: Piano lesson',
      // Worded by the window (Intl in its language) from the coded note's instant and zone.
      expect.stringMatching(/^Starts: .*Oct 27, 2026.*(5:00 PM|17:00) \(/),
      expect.stringMatching(/^Ends: .*Oct 27, 2026.*(6:00 PM|18:00) \(/),
      'Repeats: FREQ=WEEKLY;COUNT=2',
      'Location: Music school',
      'Calendar: family (its first calendar)',
    ]);
    await suite.hearth.screenshot('approval-calendar-event.png');
    await dialog.getByRole('button', { name: 'Allow once' }).click();
    await waitForReplyDone(page);
    const listed = await fetch(`${url}${user}/family/`, {
      method: 'REPORT',
      headers: { authorization: radicale.authorization, depth: '1', 'content-type': 'application/xml' },
      body:
        '<c:calendar-query xmlns:d="DAV:" xmlns:c="urn:ietf:params:xml:ns:caldav"><d:prop><c:calendar-data/></d:prop>' +
        '<c:filter><c:comp-filter name="VCALENDAR"/></c:filter></c:calendar-query>',
    });
    const stored = await listed.text();
    expect(stored).toContain('SUMMARY:Piano lesson');
    expect(stored).toContain('RRULE:FREQ=WEEKLY;COUNT=2');
  });
});
