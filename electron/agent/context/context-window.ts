// Token estimates and the last-resort fit of a history into a budget (context-budget.ts decides the numbers).
// Compaction (compaction.ts) keeps requests under the budget with a visible summary; trimHistory only acts when that
// could not (e.g. the newest turn alone is too long): it elides old tool outputs, then drops whole old turns.
import type { HistoryMessage } from './history';
import { IMAGE_TOKEN_ESTIMATE } from './attachment-parts';

export const ELIDED_TOOL_OUTPUT = '[Older tool output removed to fit the context window.]';
const MESSAGE_OVERHEAD_TOKENS = 4;

/** Rough token count: ~4 ASCII characters per token, ~1 token per other character (CJK, emoji). */
export function estimateTokens(text: string): number {
  let ascii = 0;
  let other = 0;
  for (const char of text) {
    if (char.charCodeAt(0) < 128) ascii += 1;
    else other += 1;
  }
  return Math.ceil(ascii / 4) + other;
}

export function estimateMessageTokens(message: HistoryMessage): number {
  const calls = (message.toolCalls ?? []).reduce(
    (sum, call) => sum + estimateTokens(call.name) + estimateTokens(call.arguments) + 3,
    0,
  );
  const attached = (message.attachments ?? []).reduce(
    (sum, file) => sum + (file.kind === 'image' ? IMAGE_TOKEN_ESTIMATE : estimateTokens(file.text)),
    (message.images?.length ?? 0) * IMAGE_TOKEN_ESTIMATE,
  );
  return MESSAGE_OVERHEAD_TOKENS + estimateTokens(message.content) + calls + attached;
}

export function estimateHistoryTokens(history: readonly HistoryMessage[]): number {
  return history.reduce((sum, message) => sum + estimateMessageTokens(message), 0);
}

export interface TrimResult {
  messages: HistoryMessage[];
  /** Tool outputs replaced by the elision marker. */
  elided: number;
  /** Messages dropped with their turns. */
  dropped: number;
  tokens: number;
}

/**
 * Trims `history` to `budgetTokens`. Never mutates the input. The newest turn (from the last user message on) is
 * always kept; only its older tool outputs may be elided (never those of its newest assistant message).
 */
export function trimHistory(history: readonly HistoryMessage[], budgetTokens: number): TrimResult {
  const messages = history.map((message) => ({ ...message }));
  let tokens = estimateHistoryTokens(messages);
  let elided = 0;
  let dropped = 0;
  if (tokens <= budgetTokens) return { messages, elided, dropped, tokens };

  const protectedFrom = newestGroupStart(messages);
  for (let i = 0; i < protectedFrom && tokens > budgetTokens; i += 1) {
    const message = messages[i]!;
    if (message.role !== 'tool' || message.content === ELIDED_TOOL_OUTPUT) continue;
    const before = estimateMessageTokens(message);
    message.content = ELIDED_TOOL_OUTPUT;
    const after = estimateMessageTokens(message);
    if (after < before) {
      tokens -= before - after;
      elided += 1;
    }
  }

  let turns = splitTurns(messages);
  while (tokens > budgetTokens && turns.length > 1) {
    const oldest = turns.shift()!;
    tokens -= estimateHistoryTokens(oldest);
    dropped += oldest.length;
  }
  turns = dropLeadingNonUser(turns, (count, cost) => {
    dropped += count;
    tokens -= cost;
  });
  return { messages: turns.flat(), elided, dropped, tokens };
}

export const SHORTENED_TOOL_OUTPUT_NOTE =
  '[… the rest of this older tool output was shortened to fit the context window]';
const SHORTENED_TOOL_OUTPUT_CHARS = 400;

/**
 * Shortens old tool outputs (oldest first, never those of the newest assistant message) to their first few hundred
 * characters until the history fits `budgetTokens`. Never mutates the input; returns the tokens it ends with.
 */
export function shortenOldToolOutputs(
  history: readonly HistoryMessage[],
  budgetTokens: number,
): { messages: HistoryMessage[]; tokens: number; shortened: number } {
  const messages = history.map((message) => ({ ...message }));
  let tokens = estimateHistoryTokens(messages);
  let shortened = 0;
  const protectedFrom = newestGroupStart(messages);
  for (let i = 0; i < protectedFrom && tokens > budgetTokens; i += 1) {
    const message = messages[i]!;
    if (message.role !== 'tool' || message.content.length <= SHORTENED_TOOL_OUTPUT_CHARS * 2) continue;
    const before = estimateMessageTokens(message);
    message.content = `${message.content.slice(0, SHORTENED_TOOL_OUTPUT_CHARS)}\n${SHORTENED_TOOL_OUTPUT_NOTE}`;
    tokens -= before - estimateMessageTokens(message);
    shortened += 1;
  }
  return { messages, tokens, shortened };
}

/** Index of the newest assistant message that has tool calls (its results stay intact), else the history length. */
function newestGroupStart(messages: readonly HistoryMessage[]): number {
  for (let i = messages.length - 1; i >= 0; i -= 1) {
    const message = messages[i]!;
    if (message.role === 'user') return messages.length;
    if (message.role === 'assistant' && (message.toolCalls?.length ?? 0) > 0) return i;
  }
  return messages.length;
}

/** Turns start at each user message; anything before the first user message forms its own leading turn. */
function splitTurns(messages: HistoryMessage[]): HistoryMessage[][] {
  const turns: HistoryMessage[][] = [];
  for (const message of messages) {
    if (message.role === 'user' || turns.length === 0) turns.push([message]);
    else turns[turns.length - 1]!.push(message);
  }
  return turns;
}

/** After dropping, the history should open with a user message: a leading turn without one is dropped too. */
function dropLeadingNonUser(
  turns: HistoryMessage[][],
  onDrop: (count: number, cost: number) => void,
): HistoryMessage[][] {
  const first = turns[0];
  if (turns.length > 1 && first && first[0]?.role !== 'user') {
    onDrop(first.length, estimateHistoryTokens(first));
    return turns.slice(1);
  }
  return turns;
}
