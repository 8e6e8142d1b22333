// Stored messages → OpenAI chat messages, native and XML: tool calls keep exactly one result each, orphans are dropped,
// consecutive user turns are merged, error placeholders are skipped, and XML mode never uses the tool role.
import { describe, expect, it } from 'vitest';
import { MISSING_RESULT_CONTENT, toModelMessages, type HistoryMessage } from '../../electron/agent/context/history';

const call = (id: string, text = id) => ({ id, name: 'echo', arguments: JSON.stringify({ text }) });

describe('toModelMessages (native)', () => {
  it('maps roles, puts the system prompt first and sends tool results right after their calls, in call order', () => {
    const history: HistoryMessage[] = [
      { role: 'user', content: 'hi' },
      { role: 'assistant', content: 'Working.', reasoning: 'private thoughts', toolCalls: [call('a'), call('b')] },
      { role: 'tool', content: 'result b', toolCallId: 'b', toolName: 'echo' },
      { role: 'tool', content: 'result a', toolCallId: 'a', toolName: 'echo' },
      { role: 'assistant', content: 'Done.' },
    ];
    expect(toModelMessages(history, { toolMode: 'native', systemPrompt: 'SYS' })).toEqual([
      { role: 'system', content: 'SYS' },
      { role: 'user', content: 'hi' },
      {
        role: 'assistant',
        content: 'Working.',
        tool_calls: [
          { id: 'a', type: 'function', function: { name: 'echo', arguments: '{"text":"a"}' } },
          { id: 'b', type: 'function', function: { name: 'echo', arguments: '{"text":"b"}' } },
        ],
      },
      { role: 'tool', tool_call_id: 'a', content: 'result a' },
      { role: 'tool', tool_call_id: 'b', content: 'result b' },
      { role: 'assistant', content: 'Done.' },
    ]);
  });

  it('fills a missing result, drops orphan tool messages, skips empty error placeholders and stored system notes', () => {
    const history: HistoryMessage[] = [
      { role: 'system', content: 'old notice' },
      { role: 'tool', content: 'orphan', toolCallId: 'zzz' },
      { role: 'user', content: 'one' },
      { role: 'assistant', content: '', status: 'error' },
      { role: 'user', content: 'two' },
      { role: 'assistant', content: '', toolCalls: [call('c')], status: 'complete' },
      { role: 'user', content: 'three' },
    ];
    expect(toModelMessages(history, { toolMode: 'native' })).toEqual([
      { role: 'user', content: 'one\n\ntwo' },
      {
        role: 'assistant',
        content: null,
        tool_calls: [{ id: 'c', type: 'function', function: { name: 'echo', arguments: '{"text":"c"}' } }],
      },
      { role: 'tool', tool_call_id: 'c', content: MISSING_RESULT_CONTENT },
      { role: 'user', content: 'three' },
    ]);
  });

  it('replays an incomplete answer as what the model said', () => {
    const history: HistoryMessage[] = [
      { role: 'user', content: 'tell me' },
      { role: 'assistant', content: 'Once upon a', status: 'incomplete' },
      { role: 'user', content: 'go on' },
    ];
    expect(toModelMessages(history, { toolMode: 'native' })[1]).toEqual({ role: 'assistant', content: 'Once upon a' });
  });
});

describe('toModelMessages (xml)', () => {
  it('renders calls as <tool_call> blocks when the text lacks them and returns results as one user message', () => {
    const history: HistoryMessage[] = [
      { role: 'user', content: 'hi' },
      { role: 'assistant', content: 'Let me check.', toolCalls: [call('a', 'x'), call('b', 'y')] },
      { role: 'tool', content: 'got x', toolCallId: 'a', toolName: 'echo', status: 'complete' },
      { role: 'tool', content: 'bad y', toolCallId: 'b', toolName: 'echo', status: 'error' },
      { role: 'user', content: 'thanks' },
    ];
    const wire = toModelMessages(history, { toolMode: 'xml', systemPrompt: 'SYS' });
    expect(wire.map((m) => m.role)).toEqual(['system', 'user', 'assistant', 'user']);
    expect(wire[2]).toEqual({
      role: 'assistant',
      content:
        'Let me check.\n<tool_call>{"name":"echo","arguments":{"text":"x"}}</tool_call>\n<tool_call>{"name":"echo","arguments":{"text":"y"}}</tool_call>',
    });
    expect(wire[3]).toEqual({
      role: 'user',
      content:
        '<tool_result name="echo" call_id="a" ok="true">\ngot x\n</tool_result>\n\n<tool_result name="echo" call_id="b" ok="false">\nbad y\n</tool_result>\n\nthanks',
    });
  });

  it('keeps text that already holds the blocks as the model wrote it', () => {
    const text = 'Sure <tool_call>{"name": "echo", "arguments": {"text": "x"}}</tool_call>';
    const history: HistoryMessage[] = [
      { role: 'user', content: 'hi' },
      { role: 'assistant', content: text, toolCalls: [call('a', 'x')] },
      { role: 'tool', content: 'got x', toolCallId: 'a' },
    ];
    expect(toModelMessages(history, { toolMode: 'xml' })[1]).toEqual({ role: 'assistant', content: text });
  });
});
