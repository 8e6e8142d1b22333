// Tool calls through the real loop and fake server: bad JSON, schema violations, unknown tools and thrown errors become
// ok:false results the model reads next; results are capped with a marker; approvals come one at a time in model
// order; read-only calls overlap while results still go back in model order; denials reach the model.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startFakeLlmServer, type FakeLlmServer } from '../support/fake-llm-server';
import { messageEnd, ofType, runLoop } from './loop-harness';
import {
  askingGate,
  bigOutputTool,
  createCallLog,
  denyAllGate,
  echoTool,
  shoutTool,
  slowReadTool,
  throwingTool,
} from './loop-tools';

let server: FakeLlmServer;
beforeAll(async () => {
  server = await startFakeLlmServer();
});
afterAll(async () => {
  await server.close();
});
beforeEach(() => server.reset());

const toolMessagesOf = (requestIndex: number): { tool_call_id: string; content: string }[] =>
  server.requests[requestIndex]!.messages.filter((m: { role: string }) => m.role === 'tool');

describe('tool failures are data', () => {
  it('turns bad JSON, schema violations, unknown tools and thrown errors into ok:false results the model sees next', async () => {
    const log = createCallLog();
    server.script(
      {
        kind: 'tool_calls',
        calls: [
          { id: 'c_json', name: 'echo', arguments: '{"text": "unterminated' },
          { id: 'c_schema', name: 'echo', arguments: { text: 42 } },
          { id: 'c_unknown', name: 'teleport', arguments: { where: 'moon' } },
          { id: 'c_throw', name: 'explode', arguments: {} },
          { id: 'c_good', name: 'echo', arguments: { text: 'still works' } },
        ],
      },
      { kind: 'text', text: 'I see the errors.' },
    );
    const { outcome, events } = await runLoop(server, { tools: [echoTool(log), throwingTool()] });
    expect(outcome).toMatchObject({ reason: 'done', finalText: 'I see the errors.' });
    expect(log.calls.map((c) => c.args)).toEqual([{ text: 'still works' }]);

    const ends = new Map(ofType(events, 'tool_call_end').map((e) => [e.callId, e]));
    expect(ends.get('c_json')).toMatchObject({ ok: false, errorType: 'invalid_json' });
    expect(ends.get('c_schema')).toMatchObject({ ok: false, errorType: 'invalid_args' });
    expect(ends.get('c_unknown')).toMatchObject({ ok: false, errorType: 'unknown_tool' });
    expect(ends.get('c_throw')).toMatchObject({ ok: false, errorType: 'exception' });
    expect(ends.get('c_good')).toMatchObject({ ok: true });
    // Invalid calls never reach the gate or the tool: no approval events at all here.
    expect(ofType(events, 'approval_resolved')).toHaveLength(0);
    expect(ofType(events, 'tool_call_start').find((e) => e.callId === 'c_json')?.args).toBe('{"text": "unterminated');

    const results = toolMessagesOf(1);
    expect(results.map((m) => m.tool_call_id)).toEqual(['c_json', 'c_schema', 'c_unknown', 'c_throw', 'c_good']);
    expect(results[0]!.content).toMatch(/^The arguments for echo are not valid JSON/);
    expect(results[1]!.content).toMatch(/^The arguments for echo do not match its parameters/);
    expect(results[1]!.content).toMatch(/text/);
    expect(results[2]!.content).toBe('Unknown tool "teleport". Available tools: echo, explode.');
    expect(results[3]!.content).toBe('The explode tool failed: kaboom inside the tool');
    expect(results[4]!.content).toBe('echo: still works');
  });

  it('caps a large result for the model with a marker, keeping head and tail; the UI gets the full text in details', async () => {
    server.script(
      { kind: 'tool_calls', calls: [{ id: 'c_big', name: 'big', arguments: {} }] },
      { kind: 'text', text: 'ok' },
    );
    const { events } = await runLoop(server, {
      tools: [bigOutputTool(100_000)],
      limits: { maxTurns: 5, toolResultMaxBytes: 2_048, contextTokens: 32_000 },
    });
    const sent = toolMessagesOf(1)[0]!.content;
    expect(Buffer.byteLength(sent, 'utf8')).toBeLessThanOrEqual(2_048);
    expect(sent).toMatch(/output truncated: 100000 bytes in total/);
    expect(sent.startsWith('HEAD-MARK')).toBe(true);
    expect(sent.endsWith('TAIL-MARK')).toBe(true);
    const end = ofType(events, 'tool_call_end')[0]!;
    expect(end.content).toBe(sent);
    expect((end.details as { fullContent: string }).fullContent).toHaveLength(100_000);
  });
});

describe('approvals', () => {
  it('sends a denial to the model and never runs the tool', async () => {
    const log = createCallLog();
    server.script(
      { kind: 'tool_calls', calls: [{ id: 'c_w', name: 'shout', arguments: { text: 'hi' } }] },
      { kind: 'text', text: 'Understood.' },
    );
    const { outcome, events } = await runLoop(server, { tools: [shoutTool(log)], gate: denyAllGate() });
    expect(outcome.reason).toBe('done');
    expect(log.calls).toHaveLength(0);
    expect(ofType(events, 'approval_resolved')[0]).toMatchObject({ callId: 'c_w', decision: 'deny', by: 'user' });
    expect(ofType(events, 'tool_call_end')[0]).toMatchObject({
      ok: false,
      errorType: 'denied',
      content: 'The user denied this tool call.',
    });
    expect(toolMessagesOf(1)[0]!.content).toBe('The user denied this tool call.');
  });

  it('asks approvals one at a time in model order and passes the user reason on', async () => {
    const log = createCallLog();
    const gate = askingGate((_tool, args) => ((args as { text: string }).text === 'two' ? 'deny' : 'allow'), 30);
    server.script(
      {
        kind: 'tool_calls',
        calls: [
          { id: 'w1', name: 'shout', arguments: { text: 'one' } },
          { id: 'w2', name: 'shout', arguments: { text: 'two' } },
          { id: 'w3', name: 'shout', arguments: { text: 'three' } },
        ],
      },
      { kind: 'text', text: 'done' },
    );
    const { events } = await runLoop(server, { tools: [shoutTool(log)], gate });
    expect(gate.maxConcurrent).toBe(1);
    expect(ofType(events, 'approval_request').map((e) => e.callId)).toEqual(['w1', 'w2', 'w3']);
    expect(ofType(events, 'approval_resolved').map((e) => [e.callId, e.decision])).toEqual([
      ['w1', 'allow'],
      ['w2', 'deny'],
      ['w3', 'allow'],
    ]);
    expect(log.calls.map((c) => c.args)).toEqual([{ text: 'one' }, { text: 'three' }]);
    expect(toolMessagesOf(1).map((m) => m.content)).toEqual([
      'ONE',
      'The user denied this tool call. Reason: not today',
      'THREE',
    ]);
    // Per call: start, request, resolved, end — in that order.
    const w2 = events.filter((e) => 'callId' in e && e.callId === 'w2').map((e) => e.type);
    expect(w2).toEqual(['tool_call_start', 'approval_request', 'approval_resolved', 'tool_call_end']);
  });
});

describe('concurrency', () => {
  it('overlaps read-only calls, runs a write call alone after them, and returns results in model order', async () => {
    const log = createCallLog();
    server.script(
      {
        kind: 'tool_calls',
        calls: [
          { id: 'r1', name: 'slow_read', arguments: { id: 'a', ms: 300 } },
          { id: 'r2', name: 'slow_read', arguments: { id: 'b', ms: 150 } },
          { id: 'r3', name: 'slow_read', arguments: { id: 'c', ms: 10 } },
          { id: 'w1', name: 'shout', arguments: { text: 'after reads' } },
        ],
      },
      { kind: 'text', text: 'done' },
    );
    const { events } = await runLoop(server, { tools: [slowReadTool(log), shoutTool(log)] });
    const [a, b, c, w] = log.calls;
    // The reads overlapped: each later read started before the first one finished.
    expect(b!.start).toBeLessThan(a!.end!);
    expect(c!.start).toBeLessThan(a!.end!);
    // The write started only after every read had finished.
    expect(w!.start).toBeGreaterThanOrEqual(Math.max(a!.end!, b!.end!, c!.end!));
    // Completion order differs from model order (r3 finished first) …
    const endOrder = ofType(events, 'tool_call_end').map((e) => e.callId);
    expect(endOrder.indexOf('r3')).toBeLessThan(endOrder.indexOf('r1'));
    // … but the model reads the results in its own order.
    expect(toolMessagesOf(1).map((m) => [m.tool_call_id, m.content])).toEqual([
      ['r1', 'read a'],
      ['r2', 'read b'],
      ['r3', 'read c'],
      ['w1', 'AFTER READS'],
    ]);
    expect(messageEnd(events, 1).text).toBe('done');
  });
});
