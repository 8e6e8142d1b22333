// Turns free text (a model's recall query or a user's message) into a safe FTS5 MATCH expression for memories.
// Words only (letters and digits), stopwords dropped, each word double-quoted, so no input can change the syntax.
// CJK runs are left out here: cjk-query.ts turns them into a query for the CJK index.
import type { MemoryMatchMode } from '../shared/memory-types';
import { withoutCjk } from './cjk-query';

/**
 * How the words combine:
 * - 'any' (recall): OR. A message like "when is my dentist appointment" should still find "Dentist: Dr Rossi";
 *   bm25 ranks memories that contain more (and rarer) words first.
 * - 'all' (forget by query): AND. Deleting must be narrow: every word has to appear.
 */
export type { MemoryMatchMode } from '../shared/memory-types';

export interface MemoryQuery {
  /** The MATCH expression, e.g. `"dentist" OR "appointment"`. */
  match: string;
  /** The words used, lower-cased, in order of first appearance. */
  terms: string[];
}

/** Longer messages are cut to their first words: more terms only slow bm25 down without helping the top 3. */
export const MAX_MEMORY_QUERY_TERMS = 12;

/**
 * Very common English words. They match most memories, add nothing to ranking and make bm25 slow
 * (measured: 1 ms → 16–37 ms p95 over 100k rows). A query of only stopwords finds nothing, on purpose.
 */
const STOPWORDS = new Set(
  (
    'a about above after again against all am an and any are as at be because been before being below between both but by ' +
    'can could did do does doing done down during each few for from further get got had has have having he her here hers ' +
    'herself him himself his how i if in into is it its itself just let me more most my myself no nor not now of off on ' +
    'once only or other our ours ourselves out over own please same she should so some such than that the their theirs ' +
    'them themselves then there these they this those through to too under until up very was we were what when where ' +
    'which while who whom why will with would you your yours yourself yourselves tell know remember recall something ' +
    'anything thing things also ok okay yes hi hello hey thanks thank'
  ).split(' '),
);

/** Runs of letters or digits; apostrophes, dots and hyphens split words, as FTS's unicode61 tokenizer does. */
const WORD = /[\p{L}\p{N}]+/gu;

export function toMemoryQuery(text: string, mode: MemoryMatchMode = 'any'): MemoryQuery | undefined {
  const seen = new Set<string>();
  const terms: string[] = [];
  for (const [word] of withoutCjk(text).toLowerCase().matchAll(WORD)) {
    if (terms.length >= MAX_MEMORY_QUERY_TERMS) break;
    if (isNoise(word) || seen.has(word)) continue;
    seen.add(word);
    terms.push(word);
  }
  if (terms.length === 0) return undefined;
  // Quoting makes every term a plain string: AND/OR/NOT/NEAR, *, ^, :, -, ( ) inside it are just text.
  const quoted = terms.map((term) => `"${term}"`);
  return { match: quoted.join(mode === 'any' ? ' OR ' : ' AND '), terms };
}

function isNoise(word: string): boolean {
  if (STOPWORDS.has(word)) return true;
  // Single letters ("s" from "what's") are noise; single digits and CJK characters are not.
  return word.length === 1 && /[a-z]/.test(word);
}
