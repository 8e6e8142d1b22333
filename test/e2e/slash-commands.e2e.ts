// E2E in real Chromium: `/` at the start of the composer opens the palette (a listbox) with the built-in commands, the
// saved prompts managed in Settings → Prompts and the prompts of a running MCP server (server-everything); arrows,
// Enter and Esc drive it; a prompt's {{date}} is filled in, its free-text variables and an MCP prompt's arguments are
// asked for, and the result lands in the composer. /new, /model and /export reach what already exists.
import { beforeAll, expect, it } from 'vitest';
import { describeWithFacility } from '../support/requirements';
import { waitFor } from '../support/wait-for';
import { everythingServer } from '../tools/mcp/mcp-test-support';
import { sendMessage, waitForReplyDone } from './support/chat-actions';
import { screenshotLightAndDark } from './support/light-and-dark';
import { useHearthSuite } from './support/hearth-suite';

const today = () => {
  const now = new Date();
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
};

describeWithFacility('chromium', 'slash commands and saved prompts (e2e)', () => {
  const suite = useHearthSuite();

  beforeAll(async () => {
    const written = await suite.harness.runtime.setSetting('mcp.servers.ev', {
      command: process.execPath,
      args: [everythingServer],
    });
    expect(written).toMatchObject({ ok: true });
    await waitFor(
      () => suite.harness.runtime.mcp.servers().find((server) => server.name === 'ev')?.state === 'running',
      { message: 'the ev server to run', timeout: 30_000, observe: () => suite.harness.runtime.mcp.servers() },
    );
  });

  const composer = () => suite.hearth.page.getByRole('textbox', { name: 'Message' });
  const palette = () => suite.hearth.page.getByRole('listbox', { name: 'Commands and prompts' });
  const optionNames = () =>
    palette()
      .getByRole('option')
      .evaluateAll((options) => options.map((o) => o.querySelector('.slash-name')?.textContent));

  it('saved prompts are added, edited and refused with the field named in Settings → Prompts', async () => {
    const { page } = suite.hearth;
    await page.getByRole('link', { name: 'Settings' }).click();
    const section = page.getByRole('region', { name: 'Prompts' });
    await section.getByRole('button', { name: 'Add prompt' }).click();
    const form = section.getByRole('form', { name: 'New prompt' });
    await form.getByRole('textbox', { name: 'Name' }).fill('new');
    await form.getByRole('textbox', { name: 'Prompt text' }).fill('Standup for {{date}}: {{notes}}');
    await form.getByRole('button', { name: 'Save prompt' }).click();
    await expect.poll(() => form.getByRole('alert').textContent()).toBe('Name: /new is a built-in command');
    await form.getByRole('textbox', { name: 'Name' }).fill('standup');
    await form.getByRole('button', { name: 'Save prompt' }).click();
    await expect.poll(() => section.getByRole('button', { name: 'Edit /standup' }).count()).toBe(1);

    await section.getByRole('button', { name: 'Add prompt' }).click();
    const second = section.getByRole('form', { name: 'New prompt' });
    await second.getByRole('textbox', { name: 'Name' }).fill('haiku');
    await second.getByRole('textbox', { name: 'Prompt text' }).fill('Write a haiku about {{topic}}.');
    await second.getByRole('button', { name: 'Save prompt' }).click();
    await section.getByRole('button', { name: 'Edit /haiku' }).click();
    const editing = section.getByRole('form', { name: 'Edit /haiku' });
    await editing.getByRole('textbox', { name: 'Prompt text' }).fill('Write a short haiku about {{topic}}.');
    await editing.getByRole('button', { name: 'Save prompt' }).click();
    await expect
      .poll(() => suite.harness.runtime.settings().prompts.saved)
      .toEqual([
        { name: 'standup', text: 'Standup for {{date}}: {{notes}}' },
        { name: 'haiku', text: 'Write a short haiku about {{topic}}.' },
      ]);
    await section.scrollIntoViewIfNeeded();
    await screenshotLightAndDark(page, 'settings-prompts');
    await page.getByRole('button', { name: 'New chat' }).click();
  });

  it('/ opens the palette; typing narrows it; arrows and Enter pick a saved prompt, its variables asked for', async () => {
    const { page } = suite.hearth;
    await composer().fill('/');
    await expect
      .poll(() => optionNames(), { timeout: 10_000 })
      .toEqual(
        expect.arrayContaining(['/new', '/model', '/summarize', '/export', '/standup', '/haiku', '/ev:args-prompt']),
      );
    expect(await composer().getAttribute('aria-activedescendant')).toBeTruthy();
    await screenshotLightAndDark(page, 'slash-palette');

    await composer().press('Escape');
    await expect.poll(() => palette().count()).toBe(0);
    await composer().fill('/s');
    await expect.poll(async () => (await optionNames()).slice(0, 2)).toEqual(['/summarize', '/standup']);
    await composer().press('ArrowDown');
    expect(await palette().getByRole('option', { name: '/standup' }).getAttribute('aria-selected')).toBe('true');
    await composer().press('Enter');
    const fill = page.getByRole('dialog', { name: 'Fill in /standup' });
    await expect.poll(() => fill.count()).toBe(1);
    await fill.getByRole('textbox', { name: 'notes (optional)' }).fill('shipped the palette');
    await screenshotLightAndDark(page, 'slash-prompt-variables');
    await fill.getByRole('button', { name: 'Insert' }).click();
    await expect.poll(() => composer().inputValue()).toBe(`Standup for ${today()}: shipped the palette`);
    await expect.poll(() => page.evaluate("document.activeElement?.getAttribute('aria-label')")).toBe('Message');
  });

  it('an MCP server’s prompt asks for its arguments and inserts its text', async () => {
    const { page } = suite.hearth;
    await composer().fill('/ev:args');
    await expect.poll(() => optionNames()).toEqual(['/ev:args-prompt']);
    await composer().press('Enter');
    const fill = page.getByRole('dialog', { name: 'Fill in /ev:args-prompt' });
    await fill.getByRole('button', { name: 'Insert' }).click();
    await expect.poll(() => fill.getByRole('alert').textContent()).toBe('city is required.');
    await fill.getByRole('textbox', { name: 'city' }).fill('Lisbon');
    await fill.getByRole('button', { name: 'Insert' }).click();
    await expect.poll(() => composer().inputValue()).toBe("What's weather in Lisbon?");
  });

  it('/model focuses the model picker, /export opens the Export menu, /new starts a new chat', async () => {
    const { page } = suite.hearth;
    await composer().fill('/model');
    await composer().press('Enter');
    await expect.poll(() => page.evaluate("document.activeElement?.getAttribute('aria-label')")).toBe('Model');
    // And it stays there: the previous test's inserted prompt asked for the composer's focus on a later frame, which
    // must not take it back from a command picked meanwhile.
    const afterTwoFrames = 'new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)))';
    await page.evaluate(afterTwoFrames);
    expect(await page.evaluate("document.activeElement?.getAttribute('aria-label')")).toBe('Model');

    suite.harness.llm.script({ kind: 'text', text: 'Hello there.' });
    await sendMessage(page, 'Hi');
    await waitForReplyDone(page);
    await composer().fill('/export');
    await composer().press('Enter');
    await expect.poll(() => page.getByRole('menuitem').count()).toBeGreaterThan(0);
    await page.keyboard.press('Escape');

    await composer().fill('/new');
    await composer().press('Enter');
    await expect.poll(() => page.locator('.chat-header h1').textContent()).toBe('New chat');
    expect(await composer().inputValue()).toBe('');
  });
});
