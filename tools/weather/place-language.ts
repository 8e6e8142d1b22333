// Which languages to ask the geocoder in. Open-Meteo's `language` both translates the names it returns and decides
// which names it searches: "서울" is found under `ko`, not under `en`. So a name's own script comes first (Hangul: ko;
// kana: ja; Han only: zh, then ja), then the person's locale language (as before), then English (Open-Meteo's
// fallback names), each only until one finds the place.

const HANGUL = /[\u1100-\u11FF\u3130-\u318F\uAC00-\uD7AF]/u;
const KANA = /[\u3040-\u30FF\uFF66-\uFF9F]/u;
const HAN = /\p{Script=Han}/u;

/** Plain 2–3 letter codes only, lower-case, in the order to try; never empty. */
export function geocodingLanguages(placeName: string, localeLanguage: string | undefined): string[] {
  const byScript = HANGUL.test(placeName)
    ? ['ko']
    : KANA.test(placeName)
      ? ['ja']
      : HAN.test(placeName)
        ? ['zh', 'ja']
        : [];
  return [...new Set([...byScript, localeLanguage ?? 'en', 'en'])];
}
