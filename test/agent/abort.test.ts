// Abort through the caller's AbortSignal: during a streaming answer and during a long tool call (a real process tree),
// the run ends `aborted` within 1 s, partial text is kept as incomplete, and the tool's processes are gone.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startFakeLlmServer, type FakeLlmServer } from '../support/fake-llm-server';
import { messageEnd, ofType, runLoop } from './loop-harness';
import { askingGate, createCallLog, isProcessAlive, processTreeTool, slowReadTool } from './loop-tools';

let server: FakeLlmServer;
beforeAll(async () => {
  server = await startFakeLlmServer();
});
afterAll(async () => {
  await server.close();
});
beforeEach(() => server.reset());

// The Done-when states a behavioural bound: abort ends the run within 1 s. These tests measure exactly that
// interval (abort() → runAgentLoop resolved). The work being cut short would otherwise take 10–30 s, so the bound
// separates "stopped" from "ran to completion" with a wide margin even on a loaded machine.
const ABORT_BOUND_MS = 1000;

describe('abort', () => {
  it('stops a streaming answer within 1 s and keeps the partial text', async () => {
    const controller = new AbortController();
    let abortedAt = 0;
    let deltas = 0;
    server.script({ kind: 'text', text: 'word '.repeat(200), chunkSize: 5, delayMs: 50 });
    const { outcome, events } = await runLoop(server, {
      signal: controller.signal,
      onEvent: (event) => {
        // Abort mid-stream, once some text has arrived (the third piece), right after the event is handled.
        if (event.type === 'text_delta' && ++deltas === 3) {
          queueMicrotask(() => {
            abortedAt = Date.now();
            controller.abort();
          });
        }
      },
    });
    const elapsed = Date.now() - abortedAt;
    expect(outcome.reason).toBe('aborted');
    expect(elapsed).toBeLessThan(ABORT_BOUND_MS);
    const end = messageEnd(events);
    expect(end.status).toBe('incomplete');
    expect(end.text.length).toBeGreaterThan(0);
    expect(end.text.length).toBeLessThan(1000);
    expect('word '.repeat(200).startsWith(end.text)).toBe(true);
    expect(ofType(events, 'agent_end')[0]).toMatchObject({ reason: 'aborted' });
    expect(outcome.messages[0]).toMatchObject({ role: 'assistant', status: 'incomplete', content: end.text });
  });

  it('stops a long tool call within 1 s and kills its whole process tree', async () => {
    const controller = new AbortController();
    const probe = { pids: [] as number[] };
    let abortedAt = 0;
    const tool = processTreeTool(probe, () => {
      setTimeout(() => {
        abortedAt = Date.now();
        controller.abort();
      }, 50);
    });
    server.script(
      {
        kind: 'tool_calls',
        calls: [
          { id: 'job', name: 'long_job', arguments: {} },
          { id: 'later', name: 'long_job', arguments: {} },
        ],
      },
      { kind: 'text', text: 'never' },
    );
    const { outcome, events } = await runLoop(server, { tools: [tool], signal: controller.signal });
    const elapsed = Date.now() - abortedAt;
    expect(outcome.reason).toBe('aborted');
    expect(elapsed).toBeLessThan(ABORT_BOUND_MS);
    expect(probe.pids).toHaveLength(2);
    for (const pid of probe.pids) expect(isProcessAlive(pid), `pid ${pid} still alive`).toBe(false);
    expect(ofType(events, 'tool_call_update')[0]).toMatchObject({ callId: 'job', chunk: 'started' });
    const ends = ofType(events, 'tool_call_end');
    expect(ends.map((e) => [e.callId, e.ok, e.errorType])).toEqual([
      ['job', false, 'aborted'],
      ['later', false, 'aborted'],
    ]);
    expect(server.requests).toHaveLength(1);
    expect(outcome.messages.map((m) => m.role)).toEqual(['assistant', 'tool', 'tool']);
  });

  it('stops while concurrent read calls run and while an approval is pending', async () => {
    const controller = new AbortController();
    const log = createCallLog();
    let abortedAt = 0;
    const gate = askingGate(() => 'allow', 10_000);
    server.script(
      {
        kind: 'tool_calls',
        calls: [
          { id: 'r1', name: 'slow_read', arguments: { id: 'a', ms: 20_000 } },
          { id: 'r2', name: 'slow_read', arguments: { id: 'b', ms: 20_000 } },
          { id: 'w', name: 'long_job', arguments: {} },
        ],
      },
      { kind: 'text', text: 'never' },
    );
    const { outcome, events } = await runLoop(server, {
      tools: [slowReadTool(log), processTreeTool({ pids: [] }, () => undefined)],
      gate,
      signal: controller.signal,
      onEvent: (event) => {
        if (event.type === 'approval_request') {
          setTimeout(() => {
            abortedAt = Date.now();
            controller.abort();
          }, 50);
        }
      },
    });
    expect(outcome.reason).toBe('aborted');
    expect(Date.now() - abortedAt).toBeLessThan(ABORT_BOUND_MS);
    expect(log.calls).toHaveLength(2);
    expect(
      ofType(events, 'tool_call_end')
        .map((e) => e.callId)
        .sort(),
    ).toEqual(['r1', 'r2', 'w']);
    expect(ofType(events, 'approval_resolved')[0]).toMatchObject({ callId: 'w', decision: 'deny' });
  });

  it('does not call the model at all when the signal is already aborted', async () => {
    const controller = new AbortController();
    controller.abort();
    server.script({ kind: 'text', text: 'never' });
    const { outcome, events } = await runLoop(server, { signal: controller.signal });
    expect(outcome.reason).toBe('aborted');
    expect(server.requests).toHaveLength(0);
    expect(events.map((e) => e.type)).toEqual(['agent_start', 'agent_end']);
  });
});
