// Chinese, Japanese and Korean text for the CJK search indexes (schema-v9.ts): each run of CJK characters becomes its
// characters and its overlapping two-character pieces, so a word of any length is found inside a sentence.
// Pure: shared by the index filler (cjk-index.ts) and the query builders (fts-query.ts, memory-query.ts).

/** Han, kana (with ー) and Hangul, as code-point ranges; schema-v9.ts builds its GLOB from the same list. */
export const CJK_CODE_POINT_RANGES: readonly (readonly [number, number])[] = [
  [0x1100, 0x11ff],
  [0x3040, 0x30ff],
  [0x3130, 0x318f],
  [0x3400, 0x4dbf],
  [0x4e00, 0x9fff],
  [0xac00, 0xd7af],
  [0xf900, 0xfaff],
  [0xff66, 0xff9f],
  [0x20000, 0x3ffff],
];
const CJK_RANGES = CJK_CODE_POINT_RANGES.map(([from, to]) => `\\u{${from.toString(16)}}-\\u{${to.toString(16)}}`).join(
  '',
);
const CJK_RUN = new RegExp(`[${CJK_RANGES}]+`, 'gu');
const HAS_CJK = new RegExp(`[${CJK_RANGES}]`, 'u');

/** A token that is never a gram: it keeps two runs from forming a phrase across the text between them. */
const RUN_BREAK = '0';

export interface CjkGrams {
  /** Every CJK character, space-separated: the index column for one-character queries. */
  uni: string;
  /** Every two adjacent CJK characters of a run, in order: the column for longer queries (as a phrase). */
  bi: string;
}

export function hasCjk(text: string): boolean {
  return HAS_CJK.test(text);
}

/** The CJK runs of a text, NFC-normalised, in order. */
export function cjkRuns(text: string): string[] {
  return [...text.normalize('NFC').matchAll(CJK_RUN)].map(([run]) => run);
}

/** The text (NFC) with each CJK run replaced by a space. */
export function withoutCjk(text: string): string {
  return text.normalize('NFC').replace(CJK_RUN, ' ');
}

export function cjkGrams(text: string): CjkGrams {
  const uni: string[] = [];
  const bi: string[] = [];
  for (const run of cjkRuns(text)) {
    const chars = [...run];
    uni.push(...chars);
    if (chars.length < 2) continue;
    if (bi.length > 0) bi.push(RUN_BREAK);
    bi.push(...characterPairs(run));
  }
  return { uni: uni.join(' '), bi: bi.join(' ') };
}

/**
 * The MATCH expression that finds one CJK run inside the indexed text: a character by itself, longer runs as the
 * phrase of their pieces ("乌龙茶" → bi : "乌龙 龙茶"). Grams hold no quote, so the phrase needs no escaping.
 */
export function cjkRunMatch(run: string): string {
  const pieces = characterPairs(run);
  return pieces.length === 0 ? `uni : "${run}"` : `bi : "${pieces.join(' ')}"`;
}

/** Every two adjacent characters (code points) of a run, in order: "乌龙茶" → ["乌龙", "龙茶"]. */
export function characterPairs(run: string): string[] {
  const chars = [...run];
  return chars.slice(1).map((char, i) => `${chars[i] ?? ''}${char}`);
}

/** Korean particles a noun carries (보리차를 → 보리차), longest first; only stripped from a word of two or more syllables. */
const KOREAN_PARTICLES = [
  '에게서',
  '으로서',
  '으로써',
  '에서',
  '에게',
  '께서',
  '으로',
  '까지',
  '부터',
  '처럼',
  '보다',
  '하고',
  '이랑',
  '이나',
  '이다',
  '은',
  '는',
  '이',
  '가',
  '을',
  '를',
  '의',
  '에',
  '와',
  '과',
  '도',
  '로',
  '만',
  '랑',
  '나',
];
const HANGUL_WORD = /^[\uAC00-\uD7AF]+$/u;

/** A Korean word without its particle ("보리차를" → "보리차"); any other word as it is. */
export function withoutKoreanParticle(word: string): string {
  if (!HANGUL_WORD.test(word)) return word;
  for (const particle of KOREAN_PARTICLES) {
    if (word.length - particle.length >= 2 && word.endsWith(particle)) return word.slice(0, -particle.length);
  }
  return word;
}
