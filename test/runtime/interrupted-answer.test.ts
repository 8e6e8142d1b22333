// Interrupted answers through a real CLI process, SQLite and the real runtime: `hearth ask` is SIGKILLed while the fake
// model streams slowly; the data folder opened again holds the text so far, marked incomplete + interrupted, and both
// Continue (a hidden resume instruction after the kept text) and Retry (regenerate: a new complete answer) work.
import { spawn } from 'node:child_process';
import { join, resolve } from 'node:path';
import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { RESUME_INSTRUCTION } from '../../electron/agent/chat/chat-operations';
import type { Prompter } from '../../electron/agent/approvals/prompter';
import { isInterrupted } from '../../electron/shared/message-details';
import { useRuntimeFixture } from '../support/runtime-fixture';
import { waitFor } from '../support/wait-for';

const fixture = useRuntimeFixture();
const prompter: Prompter = { ask: async (request) => ({ decision: 'deny', argsHash: request.argsHash }) };
const ANSWER = 'Hearth keeps every word it has written so far, even when the process dies. '.repeat(20);
type Message = { role: string; content: unknown };

/** Starts `hearth ask` on `dataDir`, waits until SQLite holds some of the streaming answer, SIGKILLs it. */
async function killMidAnswer(dataDir: string): Promise<string> {
  fixture.server.script({ kind: 'text', text: ANSWER, chunkSize: 8, delayMs: 20 });
  const cli = resolve(__dirname, '../../scripts/cli.mjs');
  const args = ['ask', 'Tell me', '--json', '--base-url', fixture.server.url, '--model', 'm', '--data-dir', dataDir];
  const child = spawn(process.execPath, [cli, ...args], { stdio: ['ignore', 'pipe', 'pipe'] });
  const exited = new Promise((done) => child.on('exit', done));
  const partial = () => {
    const db = new Database(join(dataDir, 'hearth.db'), { readonly: true, fileMustExist: true });
    try {
      return db.prepare("SELECT content FROM messages WHERE role = 'assistant'").pluck().get() as string | undefined;
    } finally {
      db.close();
    }
  };
  await waitFor(
    () => {
      try {
        return (partial()?.length ?? 0) > 40;
      } catch {
        return false; // the database is not created yet
      }
    },
    { message: 'the partial answer in SQLite', timeout: 30_000 },
  );
  child.kill('SIGKILL');
  await exited;
  const kept = partial()!;
  expect(kept.length).toBeLessThan(ANSWER.length);
  return kept;
}

describe('interrupted answers', { timeout: 120_000 }, () => {
  it('keeps the text so far, marks it interrupted, and Continue resumes after it', async () => {
    const dataDir = fixture.folder('interrupted-continue');
    const kept = await killMidAnswer(dataDir);

    const runtime = await fixture.open({ dataDir });
    const [conversation] = runtime.conversations.list();
    const last = runtime.conversations.listMessages(conversation!.id).at(-1)!;
    expect(last).toMatchObject({ role: 'assistant', status: 'incomplete' });
    expect(ANSWER.startsWith(last.content)).toBe(true);
    expect(last.content.length).toBeGreaterThanOrEqual(kept.length);
    expect(isInterrupted(last.details)).toBe(true);

    fixture.server.script({ kind: 'text', text: 'The rest.' });
    const continued = runtime.session.continue({ conversationId: conversation!.id, prompter });
    if (!continued.ok) throw new Error(continued.error);
    expect((await continued.run.done).reason).toBe('done');
    const sent = fixture.server.requests.filter((r) => r.path.endsWith('/chat/completions')).at(-1)!;
    expect((sent.messages as Message[]).slice(-3)).toEqual([
      { role: 'user', content: 'Tell me' },
      { role: 'assistant', content: last.content },
      { role: 'user', content: RESUME_INSTRUCTION },
    ]);
    const stored = runtime.conversations.listMessages(conversation!.id);
    expect(stored.at(-1)).toMatchObject({ role: 'assistant', content: 'The rest.', status: 'complete' });
    expect(stored.some((message) => message.role === 'assistant' && message.status === 'complete')).toBe(true);
  });

  it('Retry writes a new complete answer in place of the interrupted one', async () => {
    const dataDir = fixture.folder('interrupted-retry');
    await killMidAnswer(dataDir);

    const runtime = await fixture.open({ dataDir });
    const [conversation] = runtime.conversations.list();
    fixture.server.script({ kind: 'text', text: 'A whole answer.' });
    const retried = runtime.session.regenerate({ conversationId: conversation!.id, prompter });
    if (!retried.ok) throw new Error(retried.error);
    expect((await retried.run.done).reason).toBe('done');
    const shown = runtime.conversations.listMessages(conversation!.id);
    expect(shown.map((message) => [message.role, message.content, message.status])).toEqual([
      ['user', 'Tell me', 'complete'],
      ['assistant', 'A whole answer.', 'complete'],
    ]);
  });
});
