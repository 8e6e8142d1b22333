// What a person typed, split for the two search indexes: the CJK runs become a MATCH expression for the CJK indexes
// of schema-v9.ts, the rest (withoutCjk) goes to the unicode61 indexes through fts-query.ts and memory-query.ts.
// Plus the snippet of a row found through its CJK grams (that index keeps no text for FTS5's snippet()).
import type { SnippetPart } from '../shared/conversation-types';
import { characterPairs, cjkRunMatch, cjkRuns, withoutKoreanParticle } from './cjk-grams';

/** The text with its CJK runs taken out (as spaces), for the unicode61 word queries. */
export { withoutCjk } from './cjk-grams';

export interface CjkQuery {
  /** The MATCH expression for messages_cjk / memories_cjk. */
  match: string;
  /** The runs searched for (Korean particles removed), for the snippet. */
  runs: string[];
}

const MAX_RUNS = 16;
/** A long sentence in 'any' mode is cut to its first pieces, as memory-query.ts cuts long messages. */
const MAX_ANY_PIECES = 24;

/**
 * 'all': every run must appear (each as the phrase of its pieces). 'any': rows sharing any character pair of the
 * runs, so a question written as one unbroken sentence still finds a memory; bm25 ranks rows sharing more first.
 */
export function toCjkQuery(text: string, mode: 'all' | 'any'): CjkQuery | undefined {
  const runs = [...new Set(cjkRuns(text).map(withoutKoreanParticle))].slice(0, MAX_RUNS);
  if (runs.length === 0) return undefined;
  if (mode === 'all') return { match: runs.map(cjkRunMatch).join(' AND '), runs };
  const pieces = new Set<string>();
  for (const run of runs) {
    const pairs = characterPairs(run);
    if (pairs.length === 0) pieces.add(cjkRunMatch(run));
    for (const pair of pairs) pieces.add(cjkRunMatch(pair));
  }
  return { match: [...pieces].slice(0, MAX_ANY_PIECES).join(' OR '), runs };
}

const SNIPPET_CONTEXT = 24;

/** A short excerpt around the first place one of the runs (or, in 'any' mode, a piece of one) occurs, marked. */
export function cjkSnippet(content: string, runs: readonly string[]): SnippetPart[] {
  const text = content.normalize('NFC');
  const found = firstOccurrence(text, runs);
  if (!found) return text === '' ? [] : [{ text: openingExcerpt(text), match: false }];
  const start = Math.max(0, found.at - SNIPPET_CONTEXT);
  const end = Math.min(text.length, found.at + found.length + SNIPPET_CONTEXT);
  const parts: SnippetPart[] = [];
  const before = `${start > 0 ? '…' : ''}${text.slice(start, found.at)}`;
  const after = `${text.slice(found.at + found.length, end)}${end < text.length ? '…' : ''}`;
  if (before) parts.push({ text: before, match: false });
  parts.push({ text: text.slice(found.at, found.at + found.length), match: true });
  if (after) parts.push({ text: after, match: false });
  return parts;
}

function firstOccurrence(text: string, runs: readonly string[]): { at: number; length: number } | undefined {
  let best: { at: number; length: number } | undefined;
  const consider = (needle: string): void => {
    const at = text.indexOf(needle);
    if (at !== -1 && (!best || at < best.at)) best = { at, length: needle.length };
  };
  runs.forEach(consider);
  if (best) return best;
  for (const run of runs) characterPairs(run).forEach(consider);
  return best;
}

function openingExcerpt(text: string): string {
  const end = Math.min(text.length, SNIPPET_CONTEXT * 2);
  return `${text.slice(0, end)}${end < text.length ? '…' : ''}`;
}
