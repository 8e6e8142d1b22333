// The XML fallback: parsing <tool_call> blocks (several, fenced, in prose, broken) and full XML-mode runs against the
// fake server — no `tools` parameter, results back as a user message, no tool role on the wire.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { formatXmlToolResults, parseXmlToolCalls } from '../../electron/agent/model/xml-dispatch';
import { startFakeLlmServer, type FakeLlmServer } from '../support/fake-llm-server';
import { messageEnd, ofType, runLoop } from './loop-harness';
import { createCallLog, echoTool, shoutTool } from './loop-tools';

const ids = (i: number): string => `x${i}`;

describe('parseXmlToolCalls', () => {
  it('reads several blocks in order, inside prose and code fences', () => {
    const text = [
      'Sure, I will do two things.',
      '<tool_call>{"name": "echo", "arguments": {"text": "one"}}</tool_call>',
      'And then:',
      '```json',
      '<tool_call>',
      '{"name": "shout", "arguments": {"text": "two"}}',
      '</tool_call>',
      '```',
      '<tool_call>```json\n{"name": "echo", "arguments": {"text": "three"}}\n```</tool_call> done.',
    ].join('\n');
    expect(parseXmlToolCalls(text, ids)).toEqual([
      { id: 'x0', name: 'echo', arguments: '{"text":"one"}' },
      { id: 'x1', name: 'shout', arguments: '{"text":"two"}' },
      { id: 'x2', name: 'echo', arguments: '{"text":"three"}' },
    ]);
  });

  it('accepts string arguments, a "parameters" key, a missing closing tag at the end, and no arguments', () => {
    const text =
      '<tool_call>{"name":"a","arguments":"{\\"k\\":1}"}</tool_call>' +
      '<tool_call>{"name":"b","parameters":{"k":2}}</tool_call>' +
      '<tool_call>{"name":"c"}</tool_call>' +
      '<TOOL_CALL>{"name":"d","arguments":{"k":4}}';
    expect(parseXmlToolCalls(text, ids)).toEqual([
      { id: 'x0', name: 'a', arguments: '{"k":1}' },
      { id: 'x1', name: 'b', arguments: '{"k":2}' },
      { id: 'x2', name: 'c', arguments: '{}' },
      { id: 'x3', name: 'd', arguments: '{"k":4}' },
    ]);
  });

  it('keeps a broken block as a call with its raw arguments (so the model is told), and skips tag mentions without JSON', () => {
    const text =
      'The `<tool_call>` tag is how I call tools.</tool_call> Now: <tool_call>{"name": "echo", "arguments": {"text": "oops"</tool_call>';
    expect(parseXmlToolCalls(text, ids)).toEqual([{ id: 'x0', name: 'echo', arguments: '{"text": "oops"' }]);
  });

  it('finds nothing in plain text', () => {
    expect(parseXmlToolCalls('Just an answer, no tools needed.', ids)).toEqual([]);
  });

  it('formats results as <tool_result> blocks in order', () => {
    expect(
      formatXmlToolResults([
        { callId: 'x0', name: 'echo', content: 'fine', ok: true },
        { callId: 'x1', name: 'shout', content: 'denied', ok: false },
      ]),
    ).toBe(
      '<tool_result name="echo" call_id="x0" ok="true">\nfine\n</tool_result>\n\n<tool_result name="shout" call_id="x1" ok="false">\ndenied\n</tool_result>',
    );
  });
});

describe('XML mode through the loop', () => {
  let server: FakeLlmServer;
  beforeAll(async () => {
    server = await startFakeLlmServer();
  });
  afterAll(async () => {
    await server.close();
  });
  beforeEach(() => server.reset());

  it('runs several calls from prose and fences and sends results back as one user message', async () => {
    const log = createCallLog();
    const reply = [
      'I will echo and shout.',
      '<tool_call>{"name": "echo", "arguments": {"text": "hello"}}</tool_call>',
      '```xml',
      '<tool_call>{"name": "shout", "arguments": {"text": "loud"}}</tool_call>',
      '```',
      '<tool_call>{"name": "echo", "arguments": {"text": 7}}</tool_call>',
    ].join('\n');
    server.script({ kind: 'text', text: reply, chunkSize: 9 }, { kind: 'text', text: 'All done.' });
    const { outcome, events } = await runLoop(server, { toolMode: 'xml', tools: [echoTool(log), shoutTool(log)] });
    expect(outcome).toMatchObject({ reason: 'done', finalText: 'All done.', turns: 2 });
    expect(log.calls.map((c) => [c.tool, c.args])).toEqual([
      ['echo', { text: 'hello' }],
      ['shout', { text: 'loud' }],
    ]);
    const first = messageEnd(events, 0);
    expect(first.text).toBe(reply);
    expect(first.toolCalls.map((c) => c.name)).toEqual(['echo', 'shout', 'echo']);
    expect(ofType(events, 'tool_call_end').map((e) => e.ok)).toEqual([true, true, false]);

    expect(server.requests[0]!.tools).toEqual([]);
    expect(server.requests[0]!.body.tools).toBeUndefined();
    const second = server.requests[1]!.messages;
    expect(second.map((m: { role: string }) => m.role)).toEqual(['system', 'user', 'assistant', 'user']);
    expect(second[2]).toEqual({ role: 'assistant', content: reply });
    const results: string = second[3].content;
    const [c0, c1, c2] = first.toolCalls;
    expect(results).toContain(`<tool_result name="echo" call_id="${c0!.id}" ok="true">\necho: hello\n</tool_result>`);
    expect(results).toContain(`<tool_result name="shout" call_id="${c1!.id}" ok="true">\nLOUD\n</tool_result>`);
    expect(results).toMatch(
      new RegExp(`<tool_result name="echo" call_id="${c2!.id}" ok="false">\\nThe arguments for echo do not match`),
    );
    expect(results.indexOf(c0!.id)).toBeLessThan(results.indexOf(c1!.id));
    expect(results.indexOf(c1!.id)).toBeLessThan(results.indexOf(c2!.id));
  });

  it('treats a reply without blocks as the answer', async () => {
    server.script({ kind: 'text', text: 'No tools needed: 4.' });
    const { outcome } = await runLoop(server, { toolMode: 'xml' });
    expect(outcome).toMatchObject({ reason: 'done', finalText: 'No tools needed: 4.' });
  });

  it('tells the model when a block is not valid JSON', async () => {
    server.script(
      { kind: 'text', text: '<tool_call>{"name": "echo", "arguments": {"text": </tool_call>' },
      { kind: 'text', text: 'Sorry.' },
    );
    const { outcome, events } = await runLoop(server, { toolMode: 'xml' });
    expect(outcome.reason).toBe('done');
    expect(ofType(events, 'tool_call_end')[0]).toMatchObject({ ok: false, errorType: 'invalid_json' });
    expect(server.requests[1]!.messages[3].content).toMatch(/ok="false">\nThe arguments for echo are not valid JSON/);
  });
});
