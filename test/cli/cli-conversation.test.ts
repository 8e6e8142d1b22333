// `ask --conversation ID` continues a conversation: real CLI processes over one data folder, the fake OpenAI-compatible
// server as the model. The final result line always carries conversationId; humans get it on stderr instead.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeLlmServer, type FakeLlmServer } from '../support/fake-llm-server';
import { createTempDirs } from '../support/temp-dir';
import { runCli } from './run-cli';

const temp = createTempDirs();
let server: FakeLlmServer;
let dataDir: string;

beforeAll(async () => {
  server = await startFakeLlmServer();
  dataDir = temp.make('cli-conversation');
});
afterAll(async () => {
  await server.close();
  temp.cleanup();
});

const ask = (prompt: string, ...extra: string[]) =>
  runCli(['ask', prompt, '--base-url', server.url, '--model', 'm', '--data-dir', dataDir, ...extra]);
const chatRequests = () => server.requests.filter((request) => request.path.endsWith('/chat/completions'));
type Message = { role: string; content: unknown };

describe('hearth cli: ask --conversation', () => {
  it('a second ask --conversation ID --json continues the first: the model sees the first exchange', async () => {
    server.reset();
    server.script({ kind: 'text', text: 'Noted: your cat is called Miso.' }, { kind: 'text', text: 'Miso.' });

    const first = await ask('My cat is called Miso.', '--json');
    expect(first.code, first.stderr).toBe(0);
    const firstResult = first.lines().at(-1)!;
    expect(firstResult).toMatchObject({ type: 'result', ok: true, text: 'Noted: your cat is called Miso.' });
    const conversationId = firstResult.conversationId;
    expect(conversationId).toEqual(expect.any(String));
    expect(conversationId).not.toBe('');

    const second = await ask("What is my cat's name?", '--conversation', String(conversationId), '--json');
    expect(second.code, second.stderr).toBe(0);
    expect(second.lines().at(-1)).toMatchObject({ type: 'result', ok: true, conversationId, text: 'Miso.' });

    expect(chatRequests()).toHaveLength(2);
    const messages = chatRequests()[1]!.messages as Message[];
    const dialogue = messages.filter((m) => m.role === 'user' || m.role === 'assistant');
    expect(dialogue).toEqual([
      expect.objectContaining({ role: 'user', content: expect.stringContaining('My cat is called Miso.') }),
      expect.objectContaining({
        role: 'assistant',
        content: expect.stringContaining('Noted: your cat is called Miso.'),
      }),
      expect.objectContaining({ role: 'user', content: expect.stringContaining("What is my cat's name?") }),
    ]);
  });

  it('without --json the answer alone is on stdout and "conversation: ID" on stderr, usable to continue', async () => {
    server.reset();
    server.script({ kind: 'text', text: 'Hello there.' }, { kind: 'text', text: 'Still here.' });

    const first = await ask('hi');
    expect(first.code, first.stderr).toBe(0);
    expect(first.stdout).toBe('Hello there.\n');
    const match = /^conversation: (\S+)$/m.exec(first.stderr);
    expect(match, first.stderr).not.toBeNull();
    const id = match![1]!;

    const second = await ask('still there?', '--conversation', id);
    expect(second.code, second.stderr).toBe(0);
    expect(second.stdout).toBe('Still here.\n');
    expect(second.stderr).toMatch(new RegExp(`^conversation: ${id}$`, 'm'));
    const messages = chatRequests()[1]!.messages as Message[];
    expect(messages.some((m) => m.role === 'assistant' && String(m.content).includes('Hello there.'))).toBe(true);
  });

  it('an unknown ID exits 2 before any model call: a clear stderr line, and with --json a result line naming it', async () => {
    server.reset();
    const plain = await ask('hello?', '--conversation', 'no-such-conversation');
    expect(plain.code).toBe(2);
    expect(plain.stdout).toBe('');
    expect(plain.stderr).toMatch(/no conversation with ID 'no-such-conversation'/);

    const json = await ask('hello?', '--conversation', 'no-such-conversation', '--json');
    expect(json.code).toBe(2);
    expect(json.lines()).toEqual([
      expect.objectContaining({
        type: 'result',
        ok: false,
        conversationId: 'no-such-conversation',
        error: expect.objectContaining({ kind: 'not_found' }),
      }),
    ]);
    expect(chatRequests()).toHaveLength(0);
  });

  it('--conversation is a usage error (exit 2) on other commands or when empty', async () => {
    for (const args of [
      ['tool', 'datetime', '{}', '--conversation', 'abc'],
      ['ask', 'x', '--conversation', ''],
      ['ask', 'x', '--conversation'],
    ]) {
      const run = await runCli(args);
      expect(run.code, args.join(' ')).toBe(2);
      expect(run.stdout).toBe('');
      expect(run.stderr.trim().split('\n')).toHaveLength(1);
    }
  });
});
