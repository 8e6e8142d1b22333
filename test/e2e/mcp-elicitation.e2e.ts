// E2E in real Chromium: an MCP server asks for input while its tool runs (elicitation). The chat shows the request as
// questions — the server's message labelled as its words, then its fields one by one, a default offered as a button —
// and the server receives the answers; the model sees the tool's result.
import { join } from 'node:path';
import { beforeAll, expect, it } from 'vitest';
import { describeWithFacility } from '../support/requirements';
import { sendMessage, waitForDialog, waitForReplyDone } from './support/chat-actions';
import { artifactsDir } from './support/hearth-page';
import { useHearthSuite } from './support/hearth-suite';

const elicitServer = join(process.cwd(), 'test/tools/mcp/fixtures/elicit-server.mjs');

describeWithFacility('chromium', 'MCP elicitation in the chat (e2e)', () => {
  const suite = useHearthSuite();

  beforeAll(async () => {
    const written = await suite.harness.runtime.setSetting('mcp.servers.guestbook', {
      command: process.execPath,
      args: [elicitServer],
    });
    expect(written).toMatchObject({ ok: true });
  });

  it('answers the server’s questions in the dialog; the answers reach the server', async () => {
    const { page } = suite.hearth;
    // The server is started once (its tools were never seen) and lists its tool before the chat begins.
    await expect
      .poll(() => suite.harness.runtime.mcp.servers().find((server) => server.name === 'guestbook')?.tools.length, {
        timeout: 20_000,
      })
      .toBe(1);
    suite.harness.llm.script(
      { kind: 'tool_calls', calls: [{ name: 'guestbook__sign_guestbook', arguments: {} }] },
      { kind: 'text', text: 'The guestbook is signed.' },
    );
    await sendMessage(page, 'Sign the guestbook for me');

    // The call asks for approval first (MCP tools default to risk exec).
    const approval = await waitForDialog(page);
    await approval.getByRole('button', { name: 'Allow once' }).click();

    const opening = await waitForDialog(page);
    await expect
      .poll(() => opening.locator('.question-text').textContent(), { timeout: 20_000 })
      .toBe(
        'MCP server "guestbook" asks for input. Its message (the server\'s words, not Hearth\'s): Who is signing the guestbook?',
      );
    await suite.hearth.screenshot('mcp-elicitation-opening.png');
    await opening.getByRole('button', { name: 'Answer', exact: true }).click();

    const name = await waitForDialog(page);
    await expect.poll(() => name.locator('.question-text').textContent()).toBe('guestbook — Your name');
    await name.getByRole('textbox', { name: 'Your answer' }).fill('Ada');
    await name.getByRole('button', { name: 'Send answer' }).click();

    const stars = await waitForDialog(page);
    await expect
      .poll(() => stars.locator('.question-text').textContent())
      .toBe('guestbook — Stars (optional) (default: 3)');
    await suite.hearth.screenshot('mcp-elicitation-field.png');
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.screenshot({ path: join(artifactsDir, 'mcp-elicitation-field-dark.png') });
    await page.emulateMedia({ colorScheme: 'light' });
    await stars.getByRole('button', { name: '3', exact: true }).click();

    await waitForReplyDone(page);
    const toolMessage = suite.harness.llm.requests
      .at(-1)
      ?.messages.findLast((message: { role: string }) => message.role === 'tool');
    expect(String(toolMessage?.content)).toContain('Signed by Ada with 3 stars.');
  });
});
