// The user's instructions (`assistant.instructions`) and the workspace's instructions file (HEARTH.md, else AGENTS.md)
// reach the system message of real runs through the runtime and the fake model: foreground and scheduled job runs,
// HEARTH.md winning over AGENTS.md, a huge file capped with a note, an unreadable one skipped with a log line.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Prompter } from '../../electron/agent/approvals/prompter';
import type { HearthRuntime } from '../../electron/runtime/create-runtime';
import { PROJECT_INSTRUCTIONS_MAX_BYTES, readProjectInstructions } from '../../electron/runtime/workspace-instructions';
import { useRuntimeFixture } from '../support/runtime-fixture';

const fixture = useRuntimeFixture();
const prompter: Prompter = { ask: async (request) => ({ decision: 'deny', argsHash: request.argsHash }) };

async function openWithWorkspace(logs: string[] = []): Promise<{ runtime: HearthRuntime; workspace: string }> {
  const runtime = await fixture.open({ log: (line) => logs.push(line) });
  const workspace = fixture.folder('workspace');
  const saved = await runtime.setSetting('workspace', workspace);
  if (!saved.ok) throw new Error(saved.error);
  return { runtime, workspace: runtime.workspace() };
}

/** Sends one message in the foreground and returns the system message the model received. */
async function systemMessageOf(runtime: HearthRuntime): Promise<string> {
  fixture.server.script({ kind: 'text', text: 'ok' });
  const started = runtime.session.send({ text: 'hello', prompter });
  if (!started.ok) throw new Error(started.error);
  expect((await started.run.done).reason).toBe('done');
  const first = fixture.server.requests.at(-1)?.messages[0];
  expect(first?.role).toBe('system');
  return String(first?.content);
}

describe('instructions in the system prompt', () => {
  it('carries the setting and AGENTS.md, labelled as the user’s own instructions', async () => {
    const { runtime, workspace } = await openWithWorkspace();
    expect(await runtime.setSetting('assistant.instructions', 'Call me Ada. Answer in haiku.')).toMatchObject({
      ok: true,
    });
    writeFileSync(join(workspace, 'AGENTS.md'), '# Build\nRun `make check` before saying it works.\n');
    const system = await systemMessageOf(runtime);
    expect(system).toContain('# About the user and how to answer');
    expect(system).toContain('Call me Ada. Answer in haiku.');
    expect(system).toContain('# Project instructions');
    expect(system).toContain(`read from ${join(workspace, 'AGENTS.md')}`);
    expect(system).toContain('it is not a tool result');
    expect(system).toContain('Run `make check` before saying it works.');
    expect(system).not.toContain('only its beginning is included');
  });

  it('has neither section when the setting is empty and the workspace has no file', async () => {
    const { runtime } = await openWithWorkspace();
    const system = await systemMessageOf(runtime);
    expect(system).not.toContain('# About the user');
    expect(system).not.toContain('# Project instructions');
  });

  it('prefers HEARTH.md over AGENTS.md, and reads the file fresh for each run', async () => {
    const { runtime, workspace } = await openWithWorkspace();
    writeFileSync(join(workspace, 'AGENTS.md'), 'agents-file-text');
    writeFileSync(join(workspace, 'HEARTH.md'), 'hearth-file-text');
    let system = await systemMessageOf(runtime);
    expect(system).toContain('hearth-file-text');
    expect(system).not.toContain('agents-file-text');
    writeFileSync(join(workspace, 'HEARTH.md'), 'hearth-file-edited');
    system = await systemMessageOf(runtime);
    expect(system).toContain('hearth-file-edited');
  });

  it('reaches a scheduled (background) job run', async () => {
    const { runtime, workspace } = await openWithWorkspace();
    await runtime.setSetting('assistant.instructions', 'Units: metric.');
    writeFileSync(join(workspace, 'AGENTS.md'), 'Project rule: never touch vendor/.');
    const job = runtime.jobs.create({
      name: 'Report',
      schedule: { kind: 'cron', expression: '0 * * * *' },
      timezone: 'UTC',
      action: { kind: 'agent', prompt: 'Write the report', tools: [] },
    });
    fixture.server.script({ kind: 'text', text: 'report done' });
    const result = await runtime.scheduler.runNow(job.id);
    if (!result.ok) throw new Error(result.error);
    expect(result.run).toMatchObject({ status: 'ok', output: 'report done' });
    const system = String(fixture.server.requests.at(-1)?.messages[0]?.content);
    expect(system).toContain('# Background run');
    expect(system).toContain('Units: metric.');
    expect(system).toContain('Project rule: never touch vendor/.');
  });

  it('caps a huge file and says so', async () => {
    const { runtime, workspace } = await openWithWorkspace();
    const line = 'Follow the style guide é.\n';
    writeFileSync(join(workspace, 'AGENTS.md'), 'FIRST-LINE\n' + line.repeat(10_000) + 'LAST-LINE\n');
    const system = await systemMessageOf(runtime);
    expect(system).toContain('FIRST-LINE');
    expect(system).not.toContain('LAST-LINE');
    expect(system).toContain('only its beginning is included');
    expect(system).not.toContain('\uFFFD');
    expect(Buffer.byteLength(system)).toBeLessThan(PROJECT_INSTRUCTIONS_MAX_BYTES + 8_000);
  });

  it('skips an unreadable HEARTH.md with a log line and falls back to AGENTS.md', async () => {
    const logs: string[] = [];
    const { runtime, workspace } = await openWithWorkspace(logs);
    mkdirSync(join(workspace, 'HEARTH.md')); // a folder: cannot be read as a file
    writeFileSync(join(workspace, 'AGENTS.md'), 'agents-fallback');
    const system = await systemMessageOf(runtime);
    expect(system).toContain('agents-fallback');
    expect(logs.some((entry) => entry.includes('HEARTH.md') && entry.includes('ignored'))).toBe(true);
  });

  it('rejects an instructions setting over the length limit, keeping the saved one', async () => {
    const { runtime } = await openWithWorkspace();
    await runtime.setSetting('assistant.instructions', 'short and kept');
    const result = await runtime.setSetting('assistant.instructions', 'x'.repeat(8_001));
    expect(result.ok).toBe(false);
    expect(runtime.settings().assistant.instructions).toBe('short and kept');
  });
});

describe('readProjectInstructions', () => {
  it('returns nothing for a workspace without a file, or a missing workspace, without logging', () => {
    const logs: string[] = [];
    expect(readProjectInstructions(fixture.folder('empty'), { log: (l) => logs.push(l) })).toBeUndefined();
    expect(readProjectInstructions('/nonexistent/hearth-ws', { log: (l) => logs.push(l) })).toBeUndefined();
    expect(logs).toEqual([]);
  });

  it('cuts at the byte cap without a broken character', () => {
    const folder = fixture.folder('cap');
    writeFileSync(join(folder, 'AGENTS.md'), 'ab' + 'é'.repeat(10));
    const read = readProjectInstructions(folder, { maxBytes: 5 });
    expect(read).toMatchObject({ text: 'abé', truncated: true });
  });
});
