// Claude's extended thinking through the CLI (issue 38): `provider.anthropic.thinkingBudget` asks for thinking with
// that budget, and the thinking block of an answer that called a tool goes back first in that answer, signature
// unchanged, with the tool result; no budget asks for none. The key comes from `key set anthropic` (the keychain).
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { startFakeLlmServer, type FakeLlmServer } from '../support/fake-llm-server';
import { describeWithFacility } from '../support/requirements';
import { createTempDirs } from '../support/temp-dir';
import { runCli } from './run-cli';

const temp = createTempDirs();
const key = `sk-ant-think-canary-${Date.now()}-Q7p2Lm`;
/** What the fake server's thinking frames sign with (test/support/fake-anthropic-steps.ts). */
const FAKE_SIGNATURE = 'ZmFrZS1zaWduYXR1cmU=';

type Block = Record<string, unknown>;
type Turn = { role: string; content: Block[] };

describeWithFacility('keychain', 'hearth with Claude thinking', () => {
  let server: FakeLlmServer;
  let dataDir: string;
  const cli = (args: string[], input?: string) =>
    runCli([...args, '--data-dir', dataDir], input === undefined ? {} : { input });
  beforeAll(async () => {
    server = await startFakeLlmServer();
    dataDir = temp.make('cli-anthropic-thinking');
    expect((await cli(['config', 'set', 'provider.active', 'anthropic'])).code).toBe(0);
    expect((await cli(['key', 'set', 'anthropic'], `${key}\n`)).code).toBe(0);
  });
  beforeEach(() => server.reset());
  afterAll(async () => {
    await cli(['key', 'delete', 'anthropic']);
    await server.close();
    temp.cleanup();
  });

  const toolThenAnswer = () =>
    server.script(
      {
        kind: 'tool_calls',
        reasoning: 'The person wants the day; the datetime tool knows it.',
        calls: [{ id: 'toolu_think_1', name: 'datetime', arguments: { timezone: 'Asia/Seoul' } }],
      },
      { kind: 'text', reasoning: 'It says Saturday.', text: 'It is Saturday in Seoul.' },
    );

  it('asks for thinking with the budget and sends the thinking block back before the tool_use', async () => {
    expect((await cli(['config', 'set', 'provider.anthropic.thinkingBudget', '2048'])).code).toBe(0);
    toolThenAnswer();
    const run = await cli(['ask', 'what day is it?', '--base-url', server.url, '--json']);
    expect(run.code, run.stderr).toBe(0);
    const events = run.lines();
    expect(events.at(-1)).toMatchObject({ type: 'result', ok: true, text: 'It is Saturday in Seoul.' });
    expect(events.find((e) => e.type === 'tool_call_end')).toMatchObject({ name: 'datetime', ok: true });

    const [first, second] = server.requests;
    for (const request of [first!, second!]) {
      expect(request.body.thinking).toEqual({ type: 'enabled', budget_tokens: 2048 });
      expect(request.body.max_tokens).toBeGreaterThan(2048);
    }
    const [, assistant, results] = second!.messages as Turn[];
    expect(assistant!.role).toBe('assistant');
    expect(assistant!.content[0]).toEqual({
      type: 'thinking',
      thinking: 'The person wants the day; the datetime tool knows it.',
      signature: FAKE_SIGNATURE,
    });
    expect(assistant!.content[1]).toMatchObject({ type: 'tool_use', id: 'toolu_think_1', name: 'datetime' });
    expect(results!.content[0]).toMatchObject({ type: 'tool_result', tool_use_id: 'toolu_think_1' });
  });

  it('a budget of 0 asks for no thinking and sends no thinking block back', async () => {
    expect((await cli(['config', 'set', 'provider.anthropic.thinkingBudget', '0'])).code).toBe(0);
    toolThenAnswer();
    const run = await cli(['ask', 'what day is it?', '--base-url', server.url, '--json']);
    expect(run.code, run.stderr).toBe(0);
    for (const request of server.requests) expect(request.body.thinking).toBeUndefined();
    const [, assistant] = server.requests[1]!.messages as Turn[];
    expect(assistant!.content.map((block) => block.type)).toEqual(['tool_use']);
  });
});
