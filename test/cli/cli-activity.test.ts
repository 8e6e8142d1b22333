// `hearth activity`: real CLI processes over one data folder, the fake model making tool calls through `ask`; --json
// prints one object per call, --conversation keeps one conversation's, the table says why, a broken log line is noted.
import { appendFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeLlmServer, type FakeLlmServer } from '../support/fake-llm-server';
import { createTempDirs } from '../support/temp-dir';
import { runCli } from './run-cli';

const temp = createTempDirs();
let server: FakeLlmServer;
let dataDir: string;
let workspace: string;

beforeAll(async () => {
  server = await startFakeLlmServer();
  dataDir = temp.make('cli-activity');
  workspace = temp.make('cli-activity-workspace');
  writeFileSync(join(workspace, 'notes.txt'), 'plant garlic in October');
});
afterAll(async () => {
  await server.close();
  temp.cleanup();
});

const cli = (...args: string[]) => runCli([...args, '--data-dir', dataDir]);

async function askWithRead(path: string): Promise<string> {
  server.script(
    { kind: 'tool_calls', calls: [{ id: `read-${path}`, name: 'read_file', arguments: { path } }] },
    { kind: 'text', text: 'Read it.' },
  );
  const asked = await cli(
    'ask',
    `read ${path}`,
    '--base-url',
    server.url,
    '--model',
    'fake-model',
    '--workspace',
    workspace,
    '--json',
  );
  expect(asked.code, asked.stderr).toBe(0);
  return String(asked.lines().at(-1)!.conversationId);
}

describe('hearth activity', () => {
  it('--json: one object per call, newest first; --conversation: only its calls; the table and figures', async () => {
    const garden = await askWithRead('notes.txt');
    const missing = await askWithRead('missing.txt');

    const all = await cli('activity', '--json');
    expect(all.code, all.stderr).toBe(0);
    expect(all.lines()).toEqual([
      expect.objectContaining({ callId: 'read-missing.txt', tool: 'read_file', conversationId: missing, ok: false }),
      expect.objectContaining({ callId: 'read-notes.txt', tool: 'read_file', conversationId: garden, ok: true }),
    ]);
    expect(all.lines()[1]).toMatchObject({ decision: 'allow', by: 'policy', args: { path: 'notes.txt' } });

    const one = await cli('activity', '--conversation', garden, '--json');
    expect(one.code, one.stderr).toBe(0);
    expect(one.lines().map((line) => line.callId)).toEqual(['read-notes.txt']);

    appendFileSync(join(dataDir, 'audit.jsonl'), '{"cut short\n');
    const plain = await cli('activity');
    expect(plain.code, plain.stderr).toBe(0);
    const lines = plain.stdout.split('\n');
    expect(lines[0]).toMatch(/^TIME \(UTC\)\s+TOOL\s+DECISION\s+OUTCOME\s+ARGUMENTS$/);
    expect(lines[1]).toMatch(/read_file\s+allowed \(mode\)\s+\S+.*\{"path":"missing.txt"\}$/);
    expect(plain.stdout).toMatch(/Per tool, over the newest 2 calls:\n.*\n {2}read_file\s+2\s+0\s+50%\s+\d+ ms\n/);
    expect(plain.stderr).toContain('skipped an unreadable line of audit.jsonl');
  }, 180_000);

  it('refuses an unknown conversation (exit 2) and --conversation with other commands', async () => {
    const unknown = await cli('activity', '--conversation', 'nope');
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toContain("no conversation with ID 'nope'");
    const misused = await cli('project', 'list', '--conversation', 'x');
    expect(misused.code).toBe(2);
    expect(misused.stderr).toContain('--conversation works only with ask and activity');
  }, 60_000);
});
