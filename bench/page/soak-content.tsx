// The renderer soak's answers: a ~2,000-character markdown answer per index (heading, paragraph, list, code, table),
// different text each time, and the agent events one answer makes, with a datetime tool call every third answer.
import type { AgentEvent } from '../../electron/shared/agent-events';

export const SOAK_ANSWER_CHARS = 2_000;
export const SOAK_CHUNK = 4;

/** The phrase the answer ends with: the harness waits until a painted frame shows it. */
export const soakAnswerEnd = (index: number): string => `End of answer ${index}.`;

export function soakQuestion(index: number): string {
  return `Soak question ${index}: please explain step ${index} with code and a table.`;
}

export function soakAnswer(index: number): string {
  const parts = [`## Answer ${index}: how step ${index} works`, ''];
  for (let i = 0; parts.join('\n').length < SOAK_ANSWER_CHARS - 400; i += 1) {
    const n = index * 10 + i;
    parts.push(
      `Step ${n} reads the **input list**, keeps \`value_${n}\` and [links the docs](https://example.com/step/${n}); ` +
        'it wraps over a few lines in the chat view, the way real model answers do.',
      '',
      `- keeps the order of item ${n}`,
      `- adds \`${n}\` at the end`,
      '',
      '```ts',
      `export const step${n} = (xs: number[]) => xs.map((x) => x * ${(n % 7) + 2});`,
      '```',
      '',
      '| Name | Value |',
      '|---|---|',
      `| step ${n} | ${n * 3} |`,
      '',
    );
  }
  const body = parts.join('\n');
  const end = soakAnswerEnd(index);
  const filler = ' More detail follows in the same paragraph so the answer reaches its length.';
  let closing = '';
  while (body.length + closing.length + end.length + 2 < SOAK_ANSWER_CHARS) closing += filler;
  return `${body}${closing.trim()} ${end}`;
}

export interface SoakIds {
  runId: string;
  conversationId: string;
  /** The answer's final message (after the tool call when there is one). */
  messageId: string;
}

/** The events of one answer, in the order the runtime emits them; text_delta events carry 4 characters each. */
export function soakEvents(index: number, ids: SoakIds): AgentEvent[] {
  const { runId, conversationId, messageId } = ids;
  const text = soakAnswer(index);
  const events: AgentEvent[] = [{ type: 'agent_start', runId, conversationId, at: Date.now() }];
  let turn = 1;
  if (index % 3 === 0) {
    const callMessage = `${messageId}-call`;
    const callId = `call-${index}`;
    const toolCalls = [{ id: callId, name: 'datetime', arguments: '{}' }];
    events.push(
      { type: 'turn_start', runId, turn },
      { type: 'message_start', runId, messageId: callMessage },
      {
        type: 'message_end',
        runId,
        messageId: callMessage,
        status: 'complete',
        text: '',
        toolCalls,
        finishReason: 'tool_calls',
      },
      { type: 'tool_call_start', runId, callId, name: 'datetime', label: 'Date and time', risk: 'read', args: {} },
      {
        type: 'tool_call_end',
        runId,
        callId,
        name: 'datetime',
        ok: true,
        content: `2026-11-24T12:${String(index % 60).padStart(2, '0')}:00.000Z (Tuesday)`,
        durationMs: 1,
        approval: { decision: 'allow', by: 'policy', asked: false },
      },
      { type: 'turn_end', runId, turn },
    );
    turn += 1;
  }
  events.push({ type: 'turn_start', runId, turn }, { type: 'message_start', runId, messageId });
  for (let at = 0; at < text.length; at += SOAK_CHUNK)
    events.push({ type: 'text_delta', runId, messageId, delta: text.slice(at, at + SOAK_CHUNK) });
  events.push(
    { type: 'message_end', runId, messageId, status: 'complete', text, toolCalls: [], finishReason: 'stop' },
    { type: 'turn_end', runId, turn },
    { type: 'agent_end', runId, reason: 'done', finalText: text },
  );
  return events;
}
