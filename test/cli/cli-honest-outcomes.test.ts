// Issue 39, honest outcomes: with no terminal, the model is told nobody could be asked (never that the person declined),
// and `--json`'s tool_call_end carries errorType `no_one_to_ask`. Real CLI child processes, the fake model server.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeLlmServer, type FakeLlmServer } from '../support/fake-llm-server';
import { createTempDirs } from '../support/temp-dir';
import { runCli } from './run-cli';

const temp = createTempDirs();
let server: FakeLlmServer;
let dataDir: string;

beforeAll(async () => {
  server = await startFakeLlmServer();
  dataDir = temp.make('cli-outcomes');
});
afterAll(async () => {
  await server.close();
  temp.cleanup();
});

async function askWithoutTerminal(call: { name: string; arguments: Record<string, unknown> }) {
  server.reset();
  server.script({ kind: 'tool_calls', calls: [call] }, { kind: 'text', text: 'Understood.' });
  const run = await runCli(['ask', 'go', '--base-url', server.url, '--model', 'm', '--json', '--data-dir', dataDir]);
  expect(run.code).toBe(0);
  const toolEnd = run.lines().find((event) => event.type === 'tool_call_end');
  const toolMessage = server.requests[1]!.messages.find((message: { role: string }) => message.role === 'tool');
  return { toolEnd, modelRead: String(toolMessage.content) };
}

describe('honest outcomes without a terminal', () => {
  it('ask_user: the model reads that nobody could be asked, not that the person declined', async () => {
    const { toolEnd, modelRead } = await askWithoutTerminal({
      name: 'ask_user',
      arguments: { question: 'Which file?' },
    });
    expect(toolEnd).toMatchObject({ name: 'ask_user', ok: false, errorType: 'no_one_to_ask' });
    expect(modelRead).toMatch(/Nobody could be asked/);
    expect(modelRead).not.toMatch(/declined/i);
  });

  it('an approval: a shell call with no terminal and no --yes is not a denial by the person', async () => {
    const { toolEnd, modelRead } = await askWithoutTerminal({ name: 'shell', arguments: { command: 'echo hi' } });
    expect(toolEnd).toMatchObject({ name: 'shell', ok: false, errorType: 'no_one_to_ask' });
    expect(modelRead).toMatch(/Nobody could be asked to approve this call/);
    expect(modelRead).toMatch(/--yes/);
    expect(modelRead).not.toMatch(/user denied|declined/i);
  });
});
