// Names the script most of the person's words are written in (Hangul → Korean, kana → Japanese, Han → Chinese, …),
// so a compaction summary can be asked for in that language by name. Latin text names no language: the model judges.

const SCRIPTS: readonly [RegExp, string][] = [
  [/\p{Script=Hangul}/u, 'Korean'],
  [/[\p{Script=Hiragana}\p{Script=Katakana}]/u, 'Japanese'],
  [/\p{Script=Han}/u, 'Chinese'],
  [/\p{Script=Cyrillic}/u, 'Russian or another Cyrillic-script language'],
  [/\p{Script=Arabic}/u, 'Arabic or another Arabic-script language'],
  [/\p{Script=Hebrew}/u, 'Hebrew'],
  [/\p{Script=Greek}/u, 'Greek'],
  [/\p{Script=Thai}/u, 'Thai'],
  [/\p{Script=Devanagari}/u, 'Hindi or another Devanagari-script language'],
];

/** The language of `texts` when its script says it; undefined for Latin-script or empty text. */
export function languageOfTexts(texts: readonly string[]): string | undefined {
  const counts = new Map<string, number>();
  let latin = 0;
  for (const text of texts) {
    for (const char of text) {
      if (/\p{Script=Latin}/u.test(char)) latin += 1;
      const found = SCRIPTS.find(([pattern]) => pattern.test(char));
      if (found) counts.set(found[1], (counts.get(found[1]) ?? 0) + 1);
    }
  }
  // Japanese mixes kana with Han: any real share of kana makes Han text Japanese.
  const kana = counts.get('Japanese') ?? 0;
  if (kana > 0 && kana * 10 >= (counts.get('Chinese') ?? 0)) {
    counts.set('Japanese', kana + (counts.get('Chinese') ?? 0));
    counts.delete('Chinese');
  }
  const [best] = [...counts.entries()].sort((a, b) => b[1] - a[1]);
  // A CJK character carries about a word; a Latin letter a fifth of one.
  return best && best[1] * 3 >= latin / 5 ? best[0] : undefined;
}
