// The UI's languages (setting `ui.language`: "system" or one of their codes) and how the system's preferred languages
// pick one; read by the renderer's catalog (renderer/src/i18n/) and by main's tray and notifications.

/** Each language by its own name, as the picker lists it. */
export const uiLanguages = [
  { code: 'en', name: 'English' },
  { code: 'ko', name: '한국어' },
  { code: 'zh-CN', name: '简体中文' },
  { code: 'zh-TW', name: '繁體中文' },
  { code: 'ja', name: '日本語' },
  { code: 'es', name: 'Español' },
  { code: 'de', name: 'Deutsch' },
  { code: 'fr', name: 'Français' },
] as const;

export type UiLanguageCode = (typeof uiLanguages)[number]['code'];
export const uiLanguageCodes = uiLanguages.map((language) => language.code) as [UiLanguageCode, ...UiLanguageCode[]];

/**
 * Chromium's pseudo-locale (`--lang=en-XA`): every string of the English catalog marked, so a test can see text that
 * did not come from the catalog. Chosen only when the system asks for it, never listed in the picker.
 */
export const pseudoLocale = 'en-XA';

const traditionalChinese = /^zh-(hant|tw|hk|mo)\b/i;

/** The first supported language among the system's preferred ones (BCP 47 tags, best first); English otherwise. */
export function systemUiLanguage(preferred: readonly string[]): UiLanguageCode | typeof pseudoLocale {
  for (const tag of preferred) {
    if (tag.toLowerCase() === pseudoLocale.toLowerCase()) return pseudoLocale;
    if (/^zh\b/i.test(tag)) return traditionalChinese.test(tag) ? 'zh-TW' : 'zh-CN';
    const base = tag.split('-')[0]?.toLowerCase();
    const match = uiLanguages.find((language) => language.code === base);
    if (match) return match.code;
  }
  return 'en';
}

/** The language the UI shows: the setting's, or the system's when it says "system". */
export function resolveUiLanguage(
  setting: string | undefined,
  preferred: readonly string[],
): UiLanguageCode | typeof pseudoLocale {
  const chosen = uiLanguages.find((language) => language.code === setting);
  return chosen ? chosen.code : systemUiLanguage(preferred);
}
