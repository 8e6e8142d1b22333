// Guesses the language of a text for the voice that reads it: by script (Hangul, kana, Han, Cyrillic, Arabic), and
// for Latin script by its commonest small words (English, Spanish, German, French). Pure: the renderer may use it too.

export const spokenLanguages = ['en', 'ko', 'ja', 'zh', 'es', 'de', 'fr', 'ru', 'ar'] as const;
export type SpokenLanguage = (typeof spokenLanguages)[number];

const count = (text: string, pattern: RegExp): number => text.match(pattern)?.length ?? 0;

const latinWords: Record<'en' | 'es' | 'de' | 'fr', string[]> = {
  en: ['the', 'and', 'is', 'are', 'of', 'to', 'you', 'it', 'this', 'that', 'with', 'for'],
  es: ['el', 'la', 'los', 'las', 'que', 'es', 'y', 'de', 'en', 'un', 'una', 'por', 'para', 'con'],
  de: ['der', 'die', 'das', 'und', 'ist', 'nicht', 'ein', 'eine', 'mit', 'ich', 'sie', 'zu', 'auf'],
  fr: ['le', 'la', 'les', 'et', 'est', 'un', 'une', 'des', 'du', 'que', 'pour', 'avec', 'vous', 'pas'],
};

/** The language of `text` (English when nothing points elsewhere). */
export function detectTextLanguage(text: string): SpokenLanguage {
  const hangul = count(text, /[\uac00-\ud7af\u1100-\u11ff\u3130-\u318f]/g);
  const kana = count(text, /[\u3040-\u30ff]/g);
  const han = count(text, /[\u4e00-\u9fff]/g);
  const cyrillic = count(text, /[\u0400-\u04ff]/g);
  const arabic = count(text, /[\u0600-\u06ff]/g);
  const latin = count(text, /[A-Za-z\u00c0-\u024f]/g);
  const top = Math.max(hangul, kana + han, cyrillic, arabic, latin);
  if (top === 0) return 'en';
  if (top === hangul) return 'ko';
  if (top === kana + han) return kana > 0 ? 'ja' : 'zh';
  if (top === cyrillic) return 'ru';
  if (top === arabic) return 'ar';
  const words = text.toLowerCase().match(/[a-z\u00c0-\u024f]+/g) ?? [];
  let best: keyof typeof latinWords = 'en';
  let bestScore = 0;
  for (const [language, common] of Object.entries(latinWords) as [keyof typeof latinWords, string[]][]) {
    const score = words.filter((word) => common.includes(word)).length;
    if (score > bestScore) [best, bestScore] = [language, score];
  }
  return best;
}
