// `continue ID` and `compact ID` through real CLI processes over one data folder and the fake model: a cut-off answer is
// continued (the result line says it is no longer truncated, the next request sees one answer), "Summarize now" prints
// the summary and folds the earlier messages, and refusals and unknown IDs exit 1 and 2 without a model call.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeLlmServer, type FakeLlmServer } from '../support/fake-llm-server';
import { createTempDirs } from '../support/temp-dir';
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

const cli = (dataDir: string, ...args: string[]) =>
  runCli([...args, '--base-url', server.url, '--model', 'm', '--data-dir', dataDir]);
const completions = () => server.requests.filter((request) => request.path.endsWith('/chat/completions'));
type Message = { role: string; content: unknown };

describe('hearth cli: continue and compact', { timeout: 120_000 }, () => {
  it('continues an answer cut off at the model’s limit', async () => {
    server.reset();
    const dataDir = temp.make('continue');
    server.script({ kind: 'text', text: 'Step one, step', finishReason: 'length' });
    const asked = await cli(dataDir, 'ask', 'steps?', '--json');
    const result = asked.lines().at(-1)!;
    expect(result).toMatchObject({ truncated: true });
    const id = String(result.conversationId);

    server.script({ kind: 'text', text: ' two.' });
    const continued = await cli(dataDir, 'continue', id, '--json');
    expect(continued.code, continued.stderr).toBe(0);
    expect(continued.lines().at(-1)).toMatchObject({
      type: 'result',
      ok: true,
      conversationId: id,
      text: ' two.',
      truncated: false,
    });
    const sent = completions().at(-1)!.messages as Message[];
    expect(sent.at(-2)).toEqual({ role: 'assistant', content: 'Step one, step' });
    expect(String(sent.at(-1)?.content)).toMatch(/^Your previous answer was cut off/);

    const again = await cli(dataDir, 'continue', id, '--json');
    expect(again.code).toBe(1);
    expect(again.lines().at(-1)).toMatchObject({ ok: false, error: { kind: 'refused' } });
    expect(completions()).toHaveLength(2);
  });

  it('compact prints the summary, and later requests carry it', async () => {
    server.reset();
    const dataDir = temp.make('compact');
    server.script({ kind: 'text', text: 'Blue.' }, { kind: 'text', text: 'Green.' });
    const first = await cli(dataDir, 'ask', 'FIRST: favourite colour?', '--json');
    const id = String(first.lines().at(-1)!.conversationId);
    await cli(dataDir, 'ask', 'SECOND: and now?', '--conversation', id, '--json');

    server.script({ kind: 'text', text: 'The user first liked blue.' });
    const compacted = await cli(dataDir, 'compact', id);
    expect(compacted.code, compacted.stderr).toBe(0);
    expect(compacted.stdout).toBe('The user first liked blue.\n');
    expect(compacted.stderr).toContain('2 earlier messages summarized');
    expect(String((completions().at(-1)!.messages as Message[]).at(-1)?.content)).toMatch(/^Summarize/);

    const nothing = await cli(dataDir, 'compact', id, '--json');
    expect(nothing.code).toBe(1);
    expect(nothing.lines().at(-1)).toMatchObject({
      ok: false,
      error: { kind: 'refused', message: 'There is nothing to summarize yet.' },
    });

    server.script({ kind: 'text', text: 'Red.' });
    await cli(dataDir, 'ask', 'THIRD', '--conversation', id, '--json');
    const sent = JSON.stringify(completions().at(-1)!.messages);
    expect(sent).toContain('The user first liked blue.');
    expect(sent).not.toContain('FIRST: favourite colour?');
    expect(sent).toContain('SECOND: and now?');
  });

  it('an unknown conversation exits 2 with a result line naming it', async () => {
    server.reset();
    const run = await cli(temp.make('unknown'), 'compact', 'no-such-id', '--json');
    expect(run.code).toBe(2);
    expect(run.lines().at(-1)).toMatchObject({ ok: false, error: { kind: 'not_found' } });
    expect(completions()).toHaveLength(0);
  });
});
