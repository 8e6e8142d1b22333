// The context budget, decided here only: how much of a model's context window a request's history may take before
// compaction (about 80%), what stays free for the answer, how long a summary and an attached document may be, the
// last-resort trim's budget, and how many tools a small window carries. compaction.ts, the loop's model turn and the
// session's run preparation ask this module.
import { estimateTokens } from './context-window';

/** Compaction starts when a request would pass this share of the context window. */
export const COMPACTION_SHARE = 0.8;
/** The last-resort trim never leaves the history less than this (a window too small still sends the newest turn). */
const MIN_HISTORY_BUDGET = 256;
/** Below this many tokens for the history, folding cannot make room (the last-resort trim applies instead). */
const MIN_FOLD_LIMIT = 300;

/** Tokens kept free for the answer: a quarter of the window, at most 4096. */
export function answerReserve(contextTokens: number): number {
  return Math.min(4096, Math.floor(contextTokens / 4));
}

/** Tokens a request carries besides its history: the system prompt and the tool definitions. */
export function requestOverheadTokens(systemPrompt: string, toolDefinitions: readonly unknown[]): number {
  return (
    estimateTokens(systemPrompt) + (toolDefinitions.length > 0 ? estimateTokens(JSON.stringify(toolDefinitions)) : 0)
  );
}

/** Tokens the history of a request may use before compaction starts (never more than the answer's reserve allows). */
export function compactionLimit(contextTokens: number, fixedTokens: number): number {
  const share = Math.floor(contextTokens * COMPACTION_SHARE);
  return Math.max(0, Math.min(share, contextTokens - answerReserve(contextTokens)) - fixedTokens);
}

/** The last-resort trim's budget for one model call: the window less the answer's reserve and the fixed part. */
export function historyBudget(
  contextTokens: number,
  systemPrompt: string,
  toolDefinitions: readonly unknown[],
): number {
  const fixed = requestOverheadTokens(systemPrompt, toolDefinitions);
  return Math.max(MIN_HISTORY_BUDGET, contextTokens - answerReserve(contextTokens) - fixed);
}

/** After the server refused a request as too long: half of what was sent (or of the budget, if less). */
export function retryHistoryBudget(budget: number, sentTokens: number): number {
  return Math.floor(Math.min(budget, sentTokens) / 2);
}

/** How long a summary may be, in tokens: 15% of the window, 120–1,200. */
export function summaryTokens(contextTokens: number): number {
  return Math.max(120, Math.min(1_200, Math.floor(contextTokens * 0.15)));
}

/** Transcript tokens one summary request may carry: 75% of the window less the prompt, the summary so far and the answer. */
export function summaryChunkTokens(contextTokens: number, promptTokens: number, summary: number): number {
  return Math.max(200, Math.floor(contextTokens * 0.75) - promptTokens - summary * 2);
}

/**
 * An automatic fold for a history limit: undefined when the limit is too small for folding to help; else the summary's
 * allowance and the tokens of newest messages kept unfolded (half the limit less the summary).
 */
export function foldBudget(
  contextTokens: number,
  limit: number,
): { summaryTokens: number; keepTokens: number } | undefined {
  if (limit < MIN_FOLD_LIMIT) return undefined;
  const allowance = Math.min(summaryTokens(contextTokens), Math.floor(limit / 3));
  return { summaryTokens: allowance, keepTokens: Math.max(0, Math.floor(limit / 2) - allowance) };
}

/** How many characters of an attached document a request carries: about half the window (~4 characters a token). */
export function maxDocumentChars(contextTokens: number): number {
  return Math.max(2_000, contextTokens * 2);
}

/** Below this window a request carries only a few tools, with short descriptions (issue 38: small windows). */
export const SMALL_WINDOW_TOKENS = 16_000;

/**
 * How many tool schemas (find_tools included) a request may carry in a small window — about one per 800 tokens, at
 * least 3 — or undefined for a window big enough for the usual selection.
 */
export function smallWindowToolCap(contextTokens: number): number | undefined {
  if (contextTokens >= SMALL_WINDOW_TOKENS) return undefined;
  return Math.max(3, Math.floor(contextTokens / 800));
}
