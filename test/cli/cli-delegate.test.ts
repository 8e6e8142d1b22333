// Issue 39: in `--json`, a sub-agent's events carry `parentRunId` (the run that delegated) — the real CLI, the fake model.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeLlmServer, type FakeLlmServer } from '../support/fake-llm-server';
import { createTempDirs } from '../support/temp-dir';
import { PARENT, delegateCall, scriptAgents } from '../runtime/delegate-harness';
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

describe('hearth ask --json with a delegate', () => {
  it('prints the sub-run’s events with parentRunId, and its answer only as the delegate result', async () => {
    scriptAgents(server, {
      [PARENT]: [{ kind: 'tool_calls', calls: [delegateCall('Say the date.', ['datetime'])] }],
      'Say the date.': [
        { kind: 'tool_calls', calls: [{ name: 'datetime', arguments: { timezone: 'UTC' } }] },
        { kind: 'text', text: 'Today.' },
      ],
    });
    const dataDir = temp.make('cli-delegate');
    const run = await runCli(['ask', 'go', '--base-url', server.url, '--model', 'm', '--json', '--data-dir', dataDir]);
    expect(run.code).toBe(0);
    const events = run.lines();
    const parent = events.find((event) => event.type === 'agent_start' && event.parentRunId === undefined)!;
    const sub = events.filter((event) => event.parentRunId !== undefined);
    expect(sub.map((event) => event.type)).toEqual(
      expect.arrayContaining(['agent_start', 'tool_call_start', 'tool_call_end', 'agent_end']),
    );
    expect(new Set(sub.map((event) => event.parentRunId))).toEqual(new Set([parent.runId]));
    expect(sub.find((event) => event.type === 'tool_call_end')).toMatchObject({ name: 'datetime', ok: true });
    expect(events.find((e) => e.type === 'tool_call_end' && e.name === 'delegate')).toMatchObject({
      ok: true,
      content: 'Today.',
    });
    expect(events.at(-1)).toMatchObject({ type: 'result', ok: true });
  });
});
