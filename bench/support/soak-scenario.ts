// The long-session soak's model, answered by the fake server in its own process: a "soak-turn N" question gets a
// 2,000-character answer in 4-character chunks, every third one after a datetime tool call; "Summarize…" requests
// (compaction) get a short summary. Keyed on the newest user message, so it works in any conversation.
import type { ScriptStep } from '../../test/support/fake-llm-server';
import { answerText } from './bench-scenario';

export const SOAK_ANSWER_CHARS = 2_000;
const PATTERN = /^soak-turn (\d+)/;

export function soakQuestion(turn: number): string {
  return `soak-turn ${turn}: please go on with the long session.`;
}

type Message = { role?: string; content?: unknown };

export function soakAnswer(messages: readonly Message[]): ScriptStep | undefined {
  const lastUser = messages.findLast((message) => message.role === 'user');
  const text = typeof lastUser?.content === 'string' ? lastUser.content : '';
  if (text.startsWith('Summarize')) return { kind: 'text', text: 'SOAK SUMMARY: the user asked for long answers.' };
  const match = PATTERN.exec(text);
  if (!match) return undefined;
  const turn = Number(match[1]);
  const answeredTool = messages.at(-1)?.role === 'tool';
  if (turn % 3 === 0 && !answeredTool) return { kind: 'tool_calls', calls: [{ name: 'datetime', arguments: {} }] };
  return { kind: 'text', text: answerText(SOAK_ANSWER_CHARS), chunkSize: 4 };
}
