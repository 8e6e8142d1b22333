// A small BM25 index over tools' names and descriptions (pure): tokenizes names (snake_case, `server__tool`, camelCase)
// and description words, drops stopwords, applies a light suffix stemmer, and scores tools against weighted query terms.

export interface SearchableTool {
  name: string;
  description: string;
}

export interface ToolScore {
  name: string;
  score: number;
}

/** Query terms with a weight each (e.g. the newest user message counts double). */
export type WeightedTerms = ReadonlyMap<string, number>;

const STOPWORDS = new Set(
  (
    'a about above after again all also am an and any are as at be because been before being below between both but by can ' +
    'could did do does doing done down during each few for from further get got had has have having he her here hers him his ' +
    'how i if in into is it its itself just me more most my no nor not now of off on once only or other our ours out over own ' +
    'please same she should so some such than that the their theirs them then there these they this those through to too ' +
    'under until up us use used using very was we were what when where which while who whom why will with would you your ' +
    'yours yes ok okay thanks thank hi hello hey want need like let lets tell know give make one two new also may might must ' +
    'shall sure e g eg ie etc via per'
  ).split(/\s+/),
);

/** Name tokens count this many times as much as description words. */
const NAME_WEIGHT = 3;
const K1 = 1.2;
const B = 0.75;

/** Light, symmetric suffix stemmer: tides→tide, reminders→remind, searching→search, files→file. */
export function stem(word: string): string {
  if (word.length <= 3) return word;
  let base = word;
  if (base.endsWith('ies') && base.length > 4) base = `${base.slice(0, -3)}y`;
  else if (/(?:ch|sh|x|ss)es$/.test(base)) base = base.slice(0, -2);
  else if (base.endsWith('s') && !/(?:ss|us|is)$/.test(base)) base = base.slice(0, -1);
  if (base.endsWith('ing') && base.length > 5) return base.slice(0, -3);
  if (base.endsWith('ed') && base.length > 4) return base.slice(0, -2);
  if (base.endsWith('er') && base.length > 5) return base.slice(0, -2);
  return base;
}

/** Lowercased, stemmed words of free text or a tool name, stopwords and one-letter tokens dropped. */
export function tokenize(text: string): string[] {
  return words(text).map(stem);
}

/** Lowercased words (camelCase split), stopwords and one-letter words dropped. */
function words(text: string): string[] {
  return text
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length >= 2 && !STOPWORDS.has(word));
}

interface IndexedTool {
  name: string;
  terms: Map<string, number>;
  length: number;
}

export interface ToolSearchIndex {
  /** Tools with a positive score, best first (ties keep the tools' order). */
  score(query: WeightedTerms, options?: { prefix?: boolean }): ToolScore[];
}

export function buildToolSearchIndex(tools: readonly SearchableTool[]): ToolSearchIndex {
  const indexed: IndexedTool[] = tools.map((tool) => {
    const terms = new Map<string, number>();
    const add = (token: string, weight: number): void => void terms.set(token, (terms.get(token) ?? 0) + weight);
    for (const token of tokenize(tool.name)) add(token, NAME_WEIGHT);
    for (const token of tokenize(tool.description)) add(token, 1);
    let length = 0;
    for (const count of terms.values()) length += count;
    return { name: tool.name, terms, length };
  });
  const averageLength = indexed.reduce((sum, tool) => sum + tool.length, 0) / Math.max(1, indexed.length) || 1;
  const documentFrequency = new Map<string, number>();
  for (const tool of indexed)
    for (const term of tool.terms.keys()) documentFrequency.set(term, (documentFrequency.get(term) ?? 0) + 1);
  const idf = (term: string): number => {
    const n = documentFrequency.get(term) ?? 0;
    return Math.log(1 + (indexed.length - n + 0.5) / (n + 0.5));
  };

  const termScore = (tool: IndexedTool, term: string, frequency: number): number =>
    (idf(term) * frequency * (K1 + 1)) / (frequency + K1 * (1 - B + (B * tool.length) / averageLength));

  return {
    score(query, options = {}) {
      const results: ToolScore[] = [];
      for (const tool of indexed) {
        let score = 0;
        for (const [term, weight] of query) {
          const frequency = tool.terms.get(term);
          if (frequency !== undefined) {
            score += weight * termScore(tool, term, frequency);
          } else if (options.prefix && term.length >= 3) {
            // A keyword search may name a word partially ("calend" → calendar): half credit for the best prefix hit.
            let best = 0;
            for (const [docTerm, docFrequency] of tool.terms) {
              if (docTerm.startsWith(term)) best = Math.max(best, termScore(tool, docTerm, docFrequency));
            }
            score += (weight * best) / 2;
          }
        }
        if (score > 0) results.push({ name: tool.name, score });
      }
      return results.sort((a, b) => b.score - a.score);
    },
  };
}

/**
 * Query terms of free text: its tokens, plus each pair of adjacent words joined ("sun set" → sunset, "pass word" →
 * password), since tool names and descriptions often write as one word what people write as two.
 */
export function queryTokens(text: string): string[] {
  const plain = words(text);
  const joined = plain.slice(1).map((word, i) => stem(`${plain[i]}${word}`));
  return [...plain.map(stem), ...joined];
}

/** Weighted query terms from text blocks: each block's terms get its weight; a term in several blocks keeps the highest. */
export function weightedTerms(blocks: readonly { text: string; weight: number }[]): Map<string, number> {
  const terms = new Map<string, number>();
  for (const block of blocks) {
    for (const token of queryTokens(block.text)) terms.set(token, Math.max(terms.get(token) ?? 0, block.weight));
  }
  return terms;
}
