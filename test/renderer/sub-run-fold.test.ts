// Issue 39: a sub-agent's events fold into the card of the `delegate` call that started it — its steps nested there,
// never in the answer, its end not the reply's end — and a deeper sub-agent's into the step card above it.
import { describe, expect, it } from 'vitest';
import type { AgentEvent } from '../../electron/shared/agent-events';
import { foldEvents } from '../../renderer/src/stores/conversation/fold-events';
import { emptyConversationView } from '../../renderer/src/stores/conversation-types';

const runId = 'run-1';
const sub = { runId: 'sub-1', parentRunId: runId, parentCallId: 'd1' };
const deeper = { runId: 'sub-2', parentRunId: 'sub-1', parentCallId: 'd2' };

const events: AgentEvent[] = [
  { type: 'agent_start', runId, conversationId: 'c1', at: 1 },
  { type: 'message_start', runId, messageId: 'm1' },
  { type: 'tool_call_start', runId, callId: 'd1', name: 'delegate', label: 'Sub-agent', args: { task: 'T' } },
  { type: 'agent_start', ...sub, conversationId: 'c1', at: 2 },
  { type: 'message_start', ...sub, messageId: 'sm1' },
  { type: 'text_delta', ...sub, messageId: 'sm1', delta: 'looking' },
  { type: 'tool_call_start', ...sub, callId: 's1', name: 'datetime', label: 'Date and time', args: {} },
  { type: 'tool_call_end', ...sub, callId: 's1', name: 'datetime', ok: true, content: 'now', durationMs: 1 },
  { type: 'tool_call_start', ...sub, callId: 'd2', name: 'delegate', label: 'Sub-agent', args: { task: 'U' } },
  { type: 'agent_start', ...deeper, conversationId: 'c1', at: 3 },
  { type: 'tool_call_start', ...deeper, callId: 's2', name: 'datetime', label: 'Date and time', args: {} },
  { type: 'agent_end', ...deeper, reason: 'done', finalText: 'deep' },
  { type: 'agent_end', ...sub, reason: 'done', finalText: 'found it' },
];

describe('folding a sub-agent run', () => {
  it('nests its steps under the delegate card and leaves the answer and the reply alone', () => {
    const view = foldEvents(emptyConversationView(), events);
    const answer = view.items.find((item) => item.kind === 'assistant');
    expect(answer?.kind === 'assistant' && answer.toolCallIds).toEqual(['d1']);
    expect(answer?.kind === 'assistant' && answer.text).toBe('');
    expect(view.run).toMatchObject({ runId, status: 'running' });
    expect(view.tools.d1!.subRun).toEqual({ runId: 'sub-1', steps: ['s1', 'd2'], text: 'looking', running: false });
    expect(view.tools.s1).toMatchObject({ status: 'done', content: 'now', nestedIn: 'd1' });
    expect(view.tools.d2!.subRun).toMatchObject({ runId: 'sub-2', steps: ['s2'], running: false });
    expect(view.tools.s2).toMatchObject({ nestedIn: 'd2', status: 'running' });
  });
});
