// Issue 39, pending questions survive: the real CLI (a child process) is SIGKILLed while an approval or an ask_user
// question waits; a later `hearth pending` lists it from SQLite and `pending allow|deny|answer` resumes its run.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startCli } from '../process-lifetime/cli-process';
import { startFakeLlmServer, type FakeLlmServer } from '../support/fake-llm-server';
import { createTempDirs } from '../support/temp-dir';
import { waitFor } from '../support/wait-for';
import { runCli } from './run-cli';

const temp = createTempDirs();
let server: FakeLlmServer;

beforeAll(async () => {
  server = await startFakeLlmServer();
});
afterAll(async () => {
  await server.close();
  temp.cleanup();
});

interface Listed {
  id: string;
  conversationId: string;
  kind: string;
  tool: string;
  question?: { text: string };
}

/** A chat CLI that asks, killed (SIGKILL) once its question shows; what `pending --json` then lists. */
async function killWhileWaiting(
  call: { name: string; arguments: Record<string, unknown> },
  shows: string,
  before?: (dataDir: string) => Promise<void>,
) {
  const dataDir = temp.make('cli-pending');
  await before?.(dataDir);
  const workspace = temp.make('cli-pending-ws');
  const common = ['--base-url', server.url, '--model', 'm', '--data-dir', dataDir, '--workspace', workspace];
  server.reset();
  server.script({ kind: 'tool_calls', calls: [call] }, { kind: 'text', text: 'All done.' });
  const cli = startCli(['chat', ...common]);
  cli.write('please go\n');
  await waitFor(() => cli.output().includes(shows), { message: shows, observe: cli.output });
  process.kill(cli.pid, 'SIGKILL');
  await cli.exited;
  const listed = await runCli(['pending', '--json', '--data-dir', dataDir]);
  expect(listed.code).toBe(0);
  const pending = listed.lines()[0] as unknown as Listed[];
  return { dataDir, workspace, common, pending };
}

function lastToolMessage(): string {
  const messages = server.requests.at(-1)!.messages as { role: string; content: unknown }[];
  return String(messages.findLast((message) => message.role === 'tool')?.content);
}

describe('hearth pending', () => {
  it('an approval waiting when the CLI was killed: listed, allowed, and the run completes', async () => {
    const call = { name: 'write_file', arguments: { path: 'note.txt', content: 'kept across a kill' } };
    const { common, pending, workspace } = await killWhileWaiting(call, 'Allow?');
    expect(pending).toHaveLength(1);
    expect(pending[0]).toMatchObject({ kind: 'approval', tool: 'write_file' });
    const resumed = await runCli(['pending', 'allow', pending[0]!.id, '--json', ...common]);
    expect(resumed.stderr).not.toMatch(/hearth:/);
    expect(resumed.code).toBe(0);
    const events = resumed.lines();
    expect(events.find((event) => event.type === 'tool_call_end')).toMatchObject({ name: 'write_file', ok: true });
    expect(events.at(-1)).toMatchObject({ type: 'result', ok: true, text: 'All done.' });
    expect(readFileSync(join(workspace, 'note.txt'), 'utf8')).toBe('kept across a kill');
    expect(server.requests).toHaveLength(2);
    const again = await runCli(['pending', '--json', ...common]);
    expect(again.lines()[0]).toEqual([]);
  });

  it('an ask_user question: answered after the kill, the model reads the answer', async () => {
    const call = { name: 'ask_user', arguments: { question: 'Which colour?' } };
    const { common, pending } = await killWhileWaiting(call, 'Which colour?');
    expect(pending[0]).toMatchObject({ kind: 'question', tool: 'ask_user', question: { text: 'Which colour?' } });
    const resumed = await runCli(['pending', 'answer', pending[0]!.id, 'teal', ...common]);
    expect(resumed.code).toBe(0);
    expect(resumed.stdout).toContain('All done.');
    expect(lastToolMessage()).toContain('teal');
  });

  it('a denied one: the call is not run, the model is told, and the run ends cleanly', async () => {
    const call = { name: 'write_file', arguments: { path: 'denied.txt', content: 'no' } };
    const { common, pending, workspace } = await killWhileWaiting(call, 'Allow?');
    const resumed = await runCli(['pending', 'deny', pending[0]!.id, '--json', ...common]);
    expect(resumed.code).toBe(0);
    const end = resumed.lines().find((event) => event.type === 'tool_call_end');
    expect(end).toMatchObject({ ok: false, errorType: 'denied' });
    expect(existsSync(join(workspace, 'denied.txt'))).toBe(false);
    expect(lastToolMessage()).toMatch(/said no|denied/i);
  });

  it('an expired one ends its run as timed_out, without calling the model again', async () => {
    const call = { name: 'write_file', arguments: { path: 'late.txt', content: 'late' } };
    const { dataDir, common, pending, workspace } = await killWhileWaiting(call, 'Allow?');
    const db = new Database(join(dataDir, 'hearth.db'));
    db.prepare('UPDATE pending_questions SET expires_at = 0').run();
    db.close();
    const resumed = await runCli(['pending', 'allow', pending[0]!.id, '--json', ...common]);
    expect(resumed.code).toBe(1);
    const events = resumed.lines();
    expect(events.find((event) => event.type === 'tool_call_end')).toMatchObject({ ok: false, errorType: 'timed_out' });
    expect(events.at(-1)).toMatchObject({ type: 'result', ok: false, error: { kind: 'timed_out' } });
    expect(existsSync(join(workspace, 'late.txt'))).toBe(false);
    expect(server.requests).toHaveLength(1);
  });

  it('going on with the conversation instead dismisses what waited there', async () => {
    const call = { name: 'write_file', arguments: { path: 'skipped.txt', content: 'no' } };
    const { common, pending, workspace } = await killWhileWaiting(call, 'Allow?');
    server.script({ kind: 'text', text: 'Fine, something else then.' });
    const asked = await runCli(['ask', 'never mind that', '--conversation', pending[0]!.conversationId, ...common]);
    expect(asked.code).toBe(0);
    expect((await runCli(['pending', '--json', ...common])).lines()[0]).toEqual([]);
    const late = await runCli(['pending', 'allow', pending[0]!.id, ...common]);
    expect(late.code).toBe(2);
    expect(existsSync(join(workspace, 'skipped.txt'))).toBe(false);
  });

  it('never stores a secret in the table (a key in the keychain, written into the arguments)', async () => {
    const secret = 'pending-test-key-Zq8TnW3vXy7LmPa2';
    const call = { name: 'write_file', arguments: { path: 'key.txt', content: `OPENAI_API_KEY=${secret}` } };
    const { dataDir, pending } = await killWhileWaiting(call, 'Allow?', async (folder) => {
      const set = await runCli(['key', 'set', 'openai', '--data-dir', folder], { input: `${secret}\n` });
      expect(set.code).toBe(0);
    });
    expect(pending).toHaveLength(1);
    // The test keychain is shared by the whole run: a stored OpenAI key would skip later tests' first-run setup.
    expect((await runCli(['key', 'delete', 'openai', '--data-dir', dataDir])).code).toBe(0);
    const db = new Database(join(dataDir, 'hearth.db'), { readonly: true });
    const rows = JSON.stringify(db.prepare('SELECT * FROM pending_questions').all());
    db.close();
    expect(rows).toContain('key.txt');
    expect(rows).not.toContain(secret);
  });
});
