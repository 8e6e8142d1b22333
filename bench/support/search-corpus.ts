// Synthetic chat messages for the search bench: two thirds English-like (memory-corpus.ts's Zipf vocabulary), one
// third Chinese, Japanese or Korean — Zipf-ranked CJK words written without spaces (zh, ja) or with a particle (ko).
// Deterministic: the same seed gives the same messages, and the queries are pieces of words that occur.
import { createCorpusGenerator, vocabularyWord } from './memory-corpus';
import { seededRandom } from './stats';

const CJK_VOCABULARY = 20_000;
const HAN_POOL = 3_000; // the common Han characters a text draws from
const HANGUL_POOL = 2_000;
const KANA = 'のをにはがでとてしたすますいるれらかくけこさせそなにぬねまみむめもやゆよりろわん';
const KOREAN_PARTICLES = ['를', '을', '는', '은', '가', '이', '에서', '와', '도'];

type Script = 'zh' | 'ja' | 'ko';

/** The CJK word of a Zipf rank: 2–3 characters picked by the rank, so common words share common characters. */
export function cjkWord(rank: number, script: Script): string {
  const length = 2 + (rank % 2);
  let word = '';
  for (let i = 0; i < length; i += 1) {
    const pick = (rank * (i + 7) * 2_654_435_761) >>> 0;
    word +=
      script === 'ko'
        ? String.fromCodePoint(0xac00 + ((pick % HANGUL_POOL) * 5 + i))
        : String.fromCodePoint(0x4e00 + (pick % HAN_POOL) * 3);
  }
  return word;
}

export interface MessageCorpus {
  /** The next message and its script ('en' for the English-like two thirds). */
  next: () => { text: string; script: Script | 'en' };
}

export function createMessageCorpus(seed: number): MessageCorpus {
  const random = seededRandom(seed);
  const english = createCorpusGenerator(seed + 1);
  const logV = Math.log(CJK_VOCABULARY + 1);
  const rank = (): number => Math.min(CJK_VOCABULARY, Math.floor(Math.exp(random() * logV)));
  const scripts: Script[] = ['zh', 'ja', 'ko'];
  return {
    next() {
      if (random() >= 1 / 3) return { text: english.next(), script: 'en' };
      const script = scripts[Math.floor(random() * 3)] as Script;
      const words = Array.from({ length: 8 + Math.floor(random() * 14) }, () => cjkWord(rank(), script));
      if (script === 'ko') {
        const particle = (): string => KOREAN_PARTICLES[Math.floor(random() * KOREAN_PARTICLES.length)] as string;
        return { text: `${words.map((word) => word + particle()).join(' ')}.`, script };
      }
      if (script === 'ja') {
        const kana = (): string => KANA[Math.floor(random() * KANA.length)] as string;
        return { text: `${words.map((word) => word + kana()).join('')}。`, script };
      }
      return { text: `${words.join('')}。`, script };
    },
  };
}

/** Queries of words that occur: CJK pieces of `length` characters of mid-rank words; English mid and rare words. */
export function searchQueries(kind: 'cjk-1' | 'cjk-2' | 'cjk-3' | 'english', count: number, seed: number): string[] {
  const random = seededRandom(seed);
  const between = (low: number, high: number): number => low + Math.floor(random() * (high - low));
  return Array.from({ length: count }, (_, i) => {
    if (kind === 'english') return vocabularyWord(i % 2 === 0 ? between(100, 400) : between(2_000, 20_000));
    const length = Number(kind.slice(-1));
    const script = (['zh', 'ja', 'ko'] as const)[i % 3] as Script;
    let word = cjkWord(between(100, 2_000), script);
    while ([...word].length < length) word = cjkWord(between(100, 2_000), script);
    return [...word].slice(0, length).join('');
  });
}
