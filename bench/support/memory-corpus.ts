// Synthetic memories for the recall bench: sentence-like text from a seeded PRNG, words drawn from a Zipf-shaped
// vocabulary (few very common words, a long tail of rare ones) mixed with English stopwords, so queries of every
// frequency class exist. Deterministic: the same seed gives the same corpus on every machine.
import { seededRandom } from './stats';

export const VOCABULARY_SIZE = 50_000;
const SYLLABLES = [
  'ka',
  'lo',
  'mi',
  'ne',
  'ru',
  'to',
  'vi',
  'sa',
  'de',
  'po',
  'gu',
  'fe',
  'zi',
  'ba',
  'ho',
  'ly',
  'ch',
  'wa',
  'qu',
  'xe',
];
const STOPWORDS = [
  'the',
  'a',
  'of',
  'and',
  'to',
  'in',
  'is',
  'my',
  'for',
  'on',
  'at',
  'with',
  'that',
  'it',
  'was',
  'about',
  'when',
  'what',
  'her',
  'his',
];

/** The word of the given Zipf rank (1 = most common): a unique syllable string, shorter for common words. */
export function vocabularyWord(rank: number): string {
  let rest = rank;
  let word = '';
  do {
    word += SYLLABLES[rest % SYLLABLES.length];
    rest = Math.floor(rest / SYLLABLES.length);
  } while (rest > 0);
  // A fixed suffix keeps synthetic words from being prefixes/stems of each other under the porter stemmer.
  return `${word}r`;
}

export interface CorpusGenerator {
  /** The next memory's text (12–27 words). */
  next: () => string;
}

/** Zipf(s≈1) ranks by inversion of the continuous CDF ln(r)/ln(V): O(1) per word. */
export function createCorpusGenerator(seed: number): CorpusGenerator {
  const random = seededRandom(seed);
  const logV = Math.log(VOCABULARY_SIZE + 1);
  const rank = (): number => Math.min(VOCABULARY_SIZE, Math.floor(Math.exp(random() * logV)));
  return {
    next() {
      const length = 12 + Math.floor(random() * 16);
      const words: string[] = [];
      for (let i = 0; i < length; i += 1) {
        words.push(
          random() < 0.4 ? (STOPWORDS[Math.floor(random() * STOPWORDS.length)] as string) : vocabularyWord(rank()),
        );
      }
      const first = words[0] as string;
      words[0] = first.charAt(0).toUpperCase() + first.slice(1);
      return `${words.join(' ')}.`;
    },
  };
}

export type QueryClass = 'rare' | 'mid' | 'stopword-laden';

/** Queries per class: rare = two tail words; mid = two words of ranks 100–400; stopword-laden = a chatty question. */
export function recallQueries(queryClass: QueryClass, count: number, seed: number): string[] {
  const random = seededRandom(seed);
  const between = (low: number, high: number): string => vocabularyWord(low + Math.floor(random() * (high - low)));
  const out: string[] = [];
  for (let i = 0; i < count; i += 1) {
    if (queryClass === 'rare') out.push(`${between(20_000, VOCABULARY_SIZE)} ${between(20_000, VOCABULARY_SIZE)}`);
    else if (queryClass === 'mid') out.push(`${between(100, 400)} ${between(100, 400)}`);
    else
      out.push(
        `what do you remember about my ${between(5, 30)} and the ${between(100, 400)} of ${between(2_000, 10_000)}?`,
      );
  }
  return out;
}
