// Tool cards of a conversation view: a new card for a call, its arguments parsed, and the cap on the live output it
// keeps. Shared by the view built from stored messages and the tool-call events folded onto it.
import type { ToolCardView } from '../conversation-types';

export type LabelOf = (toolName: string) => string;

/** Live output kept per tool card; older output is dropped from the front. */
export const MAX_LIVE_OUTPUT = 200_000;

export function parseArgs(raw: string): unknown {
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return raw;
  }
}

export function newCard(callId: string, name: string, args: unknown, labelOf: LabelOf): ToolCardView {
  return { callId, name, label: labelOf(name), args, status: 'pending', output: '' };
}
