// The renderer's event reducer: deltas fold into messages, tool calls into cards with live output, approvals into a queue.
import { describe, expect, it } from 'vitest';
import type { AgentEvent, ApprovalRequest } from '../../electron/shared/agent-events';
import type { MessageView } from '../../electron/shared/contract';
import {
  dropExpired,
  foldApprovalEvents,
  mergePending,
  removeApproval,
} from '../../renderer/src/stores/approval-queue';
import { foldEvent, foldEvents } from '../../renderer/src/stores/conversation/fold-events';
import { viewFromMessages } from '../../renderer/src/stores/conversation/stored-view';
import { MAX_LIVE_OUTPUT } from '../../renderer/src/stores/conversation/tool-cards';
import { addUserItem } from '../../renderer/src/stores/conversation/user-item';
import { emptyConversationView } from '../../renderer/src/stores/conversation-types';

const runId = 'run-1';
const start: AgentEvent[] = [
  { type: 'agent_start', runId, conversationId: 'c1', at: 1 },
  { type: 'turn_start', runId, turn: 1 },
  { type: 'message_start', runId, messageId: 'm1' },
];
const text = (delta: string): AgentEvent => ({ type: 'text_delta', runId, messageId: 'm1', delta });
const request = (callId: string, extra: Partial<ApprovalRequest> = {}): ApprovalRequest => ({
  callId,
  tool: 'shell',
  label: 'Shell',
  risk: 'exec',
  args: { command: 'echo hi' },
  argsHash: 'a'.repeat(64),
  expiresAt: 10_000,
  ...extra,
});

describe('folding text', () => {
  it('concatenates text and reasoning deltas, then message_end sets the final text and status', () => {
    let view = foldEvents(emptyConversationView(), [...start, text('Hel'), text('lo **wor')]);
    view = foldEvent(view, { type: 'reasoning_delta', runId, messageId: 'm1', delta: 'thinking…' });
    expect(view.run).toEqual({ runId, status: 'running' });
    expect(view.items).toEqual([
      {
        kind: 'assistant',
        id: 'm1',
        text: 'Hello **wor',
        reasoning: 'thinking…',
        status: 'streaming',
        toolCallIds: [],
      },
    ]);
    view = foldEvent(view, {
      type: 'message_end',
      runId,
      messageId: 'm1',
      status: 'complete',
      text: 'Hello **world**',
      reasoning: 'thinking…',
      toolCalls: [],
    });
    expect(view.items[0]).toMatchObject({ text: 'Hello **world**', status: 'complete' });
  });

  it('does not mutate the previous view and keeps untouched items by reference', () => {
    const before = addUserItem(foldEvents(emptyConversationView(), start), 'u1', 'hi');
    const snapshot = structuredClone(before);
    const after = foldEvent(before, text('x'));
    expect(before).toEqual(snapshot);
    expect(after.items[1]).toBe(before.items[1]);
    expect(after.items[0]).not.toBe(before.items[0]);
    expect(foldEvents(before, [])).toBe(before);
  });

  it('keeps the run (the same object) through a batch of streamed text, and replaces it when it changes', () => {
    const running = foldEvents(emptyConversationView(), [...start, text('a')]);
    expect(running.run).toEqual({ runId, status: 'running' });
    const streamed = foldEvents(running, [text('b'), text('c')]);
    expect(streamed.run).toBe(running.run);
    const retrying = foldEvent(streamed, { type: 'retry', runId, attempt: 2, delayMs: 1_000, reason: 'rate limited' });
    expect(retrying.run).not.toBe(streamed.run);
    expect(streamed.run).toEqual({ runId, status: 'running' });
    expect(retrying.run?.retry).toContain('attempt 2');
  });

  it('marks a message still streaming when the run ends as incomplete, with the run error', () => {
    const view = foldEvents(emptyConversationView(), [
      ...start,
      text('partial'),
      { type: 'agent_end', runId, reason: 'error', error: { kind: 'network', message: 'connection reset' } },
    ]);
    expect(view.items[0]).toMatchObject({ status: 'incomplete', text: 'partial' });
    expect(view.run).toEqual({ runId, status: 'error', error: 'connection reset', errorKind: 'network' });
  });

  it('shows a provider retry until the turn ends', () => {
    let view = foldEvents(emptyConversationView(), [
      ...start,
      { type: 'retry', runId, attempt: 2, delayMs: 1500, reason: 'rate limited' },
    ]);
    expect(view.run?.retry).toBe('Retrying (attempt 2) in 2 s: rate limited');
    view = foldEvent(view, { type: 'turn_end', runId, turn: 1 });
    expect(view.run).toEqual({ runId, status: 'running' });
  });
});

describe('folding tool calls', () => {
  const toolTurn: AgentEvent[] = [
    ...start,
    {
      type: 'message_end',
      runId,
      messageId: 'm1',
      status: 'complete',
      text: '',
      toolCalls: [{ id: 'call1', name: 'shell', arguments: '{"command":"ls"}' }],
    },
    {
      type: 'tool_call_start',
      runId,
      callId: 'call1',
      name: 'shell',
      label: 'Shell',
      risk: 'exec',
      args: { command: 'ls' },
    },
  ];

  it('creates a card per call, attached to its assistant message, with args, approval, live output and result', () => {
    let view = foldEvents(emptyConversationView(), toolTurn);
    expect(view.items[0]).toMatchObject({ toolCallIds: ['call1'] });
    expect(view.tools.call1).toMatchObject({
      name: 'shell',
      label: 'Shell',
      risk: 'exec',
      args: { command: 'ls' },
      status: 'running',
      output: '',
    });
    view = foldEvent(view, { type: 'approval_request', runId, callId: 'call1', request: request('call1') });
    expect(view.tools.call1?.status).toBe('awaiting_approval');
    view = foldEvents(view, [
      { type: 'approval_resolved', runId, callId: 'call1', decision: 'allow', by: 'user' },
      { type: 'tool_call_update', runId, callId: 'call1', chunk: 'a.txt\n' },
      { type: 'tool_call_update', runId, callId: 'call1', chunk: 'b.txt\n' },
    ]);
    expect(view.tools.call1).toMatchObject({
      status: 'running',
      output: 'a.txt\nb.txt\n',
      approval: { decision: 'allow', by: 'user' },
    });
    view = foldEvent(view, {
      type: 'tool_call_end',
      runId,
      callId: 'call1',
      name: 'shell',
      ok: true,
      content: 'a.txt\nb.txt\n',
      details: { exitCode: 0 },
      durationMs: 42,
    });
    expect(view.tools.call1).toMatchObject({
      status: 'done',
      content: 'a.txt\nb.txt\n',
      details: { exitCode: 0 },
      durationMs: 42,
    });
  });

  it('a denied call stays denied when its error result arrives', () => {
    const view = foldEvents(emptyConversationView(), [
      ...toolTurn,
      { type: 'approval_request', runId, callId: 'call1', request: request('call1') },
      { type: 'approval_resolved', runId, callId: 'call1', decision: 'deny', by: 'user', reason: 'no' },
      {
        type: 'tool_call_end',
        runId,
        callId: 'call1',
        name: 'shell',
        ok: false,
        content: 'The user denied this tool call.',
        errorType: 'denied',
        durationMs: 1,
      },
    ]);
    expect(view.tools.call1).toMatchObject({ status: 'denied', content: 'The user denied this tool call.' });
  });

  it('keeps only the tail of very long live output', () => {
    const chunk = 'x'.repeat(MAX_LIVE_OUTPUT / 2 + 10);
    const view = foldEvents(emptyConversationView(), [
      ...toolTurn,
      { type: 'tool_call_update', runId, callId: 'call1', chunk },
      { type: 'tool_call_update', runId, callId: 'call1', chunk: `${chunk}END` },
    ]);
    expect(view.tools.call1?.output.length).toBe(MAX_LIVE_OUTPUT);
    expect(view.tools.call1?.output.endsWith('END')).toBe(true);
  });

  it('marks calls that never finished when the run is aborted', () => {
    const view = foldEvents(emptyConversationView(), [...toolTurn, { type: 'agent_end', runId, reason: 'aborted' }]);
    expect(view.tools.call1).toMatchObject({ status: 'failed', errorType: 'aborted' });
    expect(view.run?.status).toBe('aborted');
  });

  it('attaches a call with no listed id (XML tool mode) to the last assistant message', () => {
    const view = foldEvents(emptyConversationView(), [
      ...start,
      { type: 'message_end', runId, messageId: 'm1', status: 'complete', text: 'checking', toolCalls: [] },
      { type: 'tool_call_start', runId, callId: 'x1', name: 'datetime', label: 'Date and time', args: {} },
    ]);
    expect(view.items[0]).toMatchObject({ toolCallIds: ['x1'] });
  });
});

describe('viewFromMessages', () => {
  const message = (fields: Partial<MessageView> & Pick<MessageView, 'id' | 'role'>): MessageView => ({
    seq: 1,
    content: '',
    status: 'complete',
    createdAt: 0,
    ...fields,
  });

  it('rebuilds user and assistant items and tool cards with their stored results', () => {
    const view = viewFromMessages([
      message({ id: 'u', role: 'user', content: 'list files' }),
      message({
        id: 'a1',
        role: 'assistant',
        toolCalls: [
          { id: 'c1', name: 'list_dir', arguments: '{"path":"."}' },
          { id: 'c2', name: 'shell', arguments: 'not json' },
        ],
      }),
      message({
        id: 't1',
        role: 'tool',
        toolCallId: 'c1',
        toolName: 'list_dir',
        content: 'a.txt',
        details: { details: { entries: 1 }, durationMs: 5 },
      }),
      message({
        id: 't2',
        role: 'tool',
        toolCallId: 'c2',
        toolName: 'shell',
        content: 'denied',
        status: 'error',
        details: { errorType: 'denied', durationMs: 0 },
      }),
      message({ id: 'a2', role: 'assistant', content: 'Here', status: 'incomplete', reasoning: 'hmm' }),
    ]);
    expect(view.items).toEqual([
      { kind: 'user', id: 'u', text: 'list files' },
      { kind: 'assistant', id: 'a1', text: '', reasoning: '', status: 'complete', toolCallIds: ['c1', 'c2'] },
      { kind: 'assistant', id: 'a2', text: 'Here', reasoning: 'hmm', status: 'incomplete', toolCallIds: [] },
    ]);
    expect(view.tools.c1).toMatchObject({
      label: 'List dir',
      args: { path: '.' },
      status: 'done',
      content: 'a.txt',
      details: { entries: 1 },
      durationMs: 5,
    });
    expect(view.tools.c2).toMatchObject({ args: 'not json', status: 'denied', errorType: 'denied' });
  });
});

describe('approval queue', () => {
  it('queues requests in order, without duplicates, and removes them when resolved, finished or their run ends', () => {
    let queue = foldApprovalEvents(
      [],
      [
        { type: 'approval_request', runId, callId: 'a', request: request('a') },
        { type: 'approval_request', runId: 'run-2', callId: 'b', request: request('b') },
        { type: 'approval_request', runId, callId: 'a', request: request('a') },
        { type: 'approval_request', runId, callId: 'c', request: request('c') },
      ],
    );
    expect(queue.map((q) => q.request.callId)).toEqual(['a', 'b', 'c']);
    queue = foldApprovalEvents(queue, [
      { type: 'approval_resolved', runId, callId: 'a', decision: 'deny', by: 'timeout' },
    ]);
    expect(queue.map((q) => q.request.callId)).toEqual(['b', 'c']);
    queue = foldApprovalEvents(queue, [{ type: 'agent_end', runId, reason: 'aborted' }]);
    expect(queue.map((q) => q.request.callId)).toEqual(['b']);
    expect(foldApprovalEvents(queue, [text('x')])).toBe(queue);
    expect(removeApproval(queue, 'b')).toEqual([]);
  });

  it('merges requests already pending at startup and drops expired ones', () => {
    const queue = mergePending(
      [{ runId, request: request('a', { expiresAt: 50 }) }],
      [request('a'), request('b', { expiresAt: 500 })],
    );
    expect(queue.map((q) => q.request.callId)).toEqual(['a', 'b']);
    expect(dropExpired(queue, 100).map((q) => q.request.callId)).toEqual(['b']);
  });
});
