// E2E in real Chromium: an MCP server asks for input while its tool runs (elicitation) and the window shows one form
// built from its schema — titled with the server's name, its message labelled as its words, defaults filled in,
// required fields marked, errors naming the field — answered with Accept (the values reach the server) or Decline;
// the quick-ask window shows the same form inline.
import { join } from 'node:path';
import { beforeAll, expect, it } from 'vitest';
import { describeWithFacility } from '../support/requirements';
import { waitFor } from '../support/wait-for';
import { everythingServer } from '../tools/mcp/mcp-test-support';
import { sendMessage, waitForDialog, waitForReplyDone } from './support/chat-actions';
import { openHearthPage } from './support/hearth-page';
import { screenshotLightAndDark } from './support/light-and-dark';
import { useHearthSuite } from './support/hearth-suite';

const elicitServer = join(process.cwd(), 'test/tools/mcp/fixtures/elicit-server.mjs');

describeWithFacility('chromium', 'MCP elicitation as one form (e2e)', () => {
  const suite = useHearthSuite();

  beforeAll(async () => {
    for (const [name, args] of [
      ['ev', [everythingServer]],
      ['guestbook', [elicitServer]],
    ] as const) {
      const written = await suite.harness.runtime.setSetting(`mcp.servers.${name}`, {
        command: process.execPath,
        args: [...args],
      });
      expect(written).toMatchObject({ ok: true });
    }
    // Both servers are started once (their tools were never seen) and list their tools before the chats begin.
    await waitFor(() => suite.harness.runtime.mcp.servers().filter((server) => server.tools.length > 0).length === 2, {
      message: 'both servers to list their tools',
      timeout: 30_000,
      observe: () => suite.harness.runtime.mcp.servers(),
    });
  });

  const lastToolOutput = () =>
    String(
      suite.harness.llm.requests.at(-1)?.messages.findLast((message: { role: string }) => message.role === 'tool')
        ?.content,
    );

  it('fills in the server’s form: defaults shown, a missing required field named, the values reach the server', async () => {
    const { page } = suite.hearth;
    suite.harness.llm.script(
      { kind: 'tool_calls', calls: [{ name: 'ev__trigger-elicitation-request', arguments: {} }] },
      { kind: 'text', text: 'Thanks, noted.' },
    );
    await sendMessage(page, 'Ask me for my details');
    await (await waitForDialog(page)).getByRole('button', { name: 'Allow once' }).click();

    const form = page.getByRole('dialog', { name: 'ev asks' });
    await expect.poll(() => form.count(), { timeout: 20_000 }).toBe(1);
    expect(await form.locator('.elicitation-message').textContent()).toContain(
      'Please provide inputs for the following fields:',
    );
    // Defaults are filled in, the required field is marked and empty.
    expect(await form.getByRole('spinbutton', { name: 'Integer (optional)' }).inputValue()).toBe('42');
    expect(await form.getByRole('textbox', { name: 'String with default (optional)' }).inputValue()).toBe(
      'It was a dark and stormy night.',
    );
    expect(
      await form.getByRole('combobox', { name: 'Titled Single Select Enum (optional)', exact: true }).inputValue(),
    ).toBe('hero-1');
    const name = form.getByRole('textbox', { name: 'String', exact: true });
    expect(await name.getAttribute('aria-required')).toBe('true');
    await screenshotLightAndDark(page, 'elicitation-form');

    await form.getByRole('button', { name: 'Accept' }).click();
    await expect.poll(() => form.getByRole('alert').textContent()).toBe('String is required.');
    await screenshotLightAndDark(page, 'elicitation-form-error');

    await name.fill('Ada Lovelace');
    await form.getByRole('spinbutton', { name: 'Integer (optional)' }).fill('7');
    await form.getByRole('checkbox', { name: 'Boolean' }).check();
    await form.getByRole('combobox', { name: 'Titled Single Select Enum (optional)', exact: true }).selectOption({
      label: 'Wonder Woman',
    });
    await form.getByRole('button', { name: 'Accept' }).click();

    await waitForReplyDone(page);
    const output = lastToolOutput();
    expect(output).toContain('- Name: Ada Lovelace');
    expect(output).toContain('- Agreed to terms: true');
    expect(output).toContain('- Favorite Integer: 7');
    expect(output).toContain('hero-3');
  });

  it('Decline tells the server no; nothing is filled in', async () => {
    const { page } = suite.hearth;
    suite.harness.llm.script(
      { kind: 'tool_calls', calls: [{ name: 'guestbook__sign_guestbook', arguments: {} }] },
      { kind: 'text', text: 'Not signed.' },
    );
    await sendMessage(page, 'Sign the guestbook');
    await (await waitForDialog(page)).getByRole('button', { name: 'Allow once' }).click();
    const form = page.getByRole('dialog', { name: 'guestbook asks' });
    await expect.poll(() => form.count(), { timeout: 20_000 }).toBe(1);
    await form.getByRole('button', { name: 'Decline' }).click();
    await waitForReplyDone(page);
    expect(lastToolOutput()).toContain('Not signed: decline.');
  });

  it('the quick-ask window shows the same form inline', async () => {
    const quick = await openHearthPage(suite.browser, suite.harness, {
      hash: '#/quick',
      viewport: { width: 640, height: 560 },
    });
    try {
      suite.harness.llm.script(
        { kind: 'tool_calls', calls: [{ name: 'guestbook__sign_guestbook', arguments: {} }] },
        { kind: 'text', text: 'Signed.' },
      );
      const box = quick.page.getByRole('textbox', { name: 'Ask Hearth' });
      await box.fill('Sign the guestbook quickly');
      await box.press('Enter');
      await quick.page.getByRole('button', { name: 'Allow once' }).click({ timeout: 20_000 });
      const form = quick.page.getByRole('dialog', { name: 'guestbook asks' });
      await expect.poll(() => form.count(), { timeout: 20_000 }).toBe(1);
      await form.getByRole('textbox', { name: 'Your name' }).fill('Grace');
      await screenshotLightAndDark(quick.page, 'elicitation-form-quick-ask');
      await form.getByRole('button', { name: 'Accept' }).click();
      await expect.poll(() => lastToolOutput(), { timeout: 20_000 }).toContain('Signed by Grace with 3 stars.');
    } finally {
      await quick.close();
    }
  });
});
