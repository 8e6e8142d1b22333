// The UI's message catalog: one i18next instance, English built in, other languages loaded when chosen
// (locales/<code>/index.ts), the pseudo-locale made from English (pseudo.ts). Components read it via react-i18next.
import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { pseudoLocale, resolveUiLanguage, type UiLanguageCode } from '../../../electron/shared/ui-languages';
import { en, type Catalog } from './locales/en';
import { pseudoCatalog } from './pseudo';

export const i18n: I18n = i18next.createInstance();

const loaders: Record<Exclude<UiLanguageCode, 'en'>, () => Promise<{ catalog: Catalog }>> = {
  ko: () => import('./locales/ko'),
  'zh-CN': () => import('./locales/zh-CN'),
  'zh-TW': () => import('./locales/zh-TW'),
  ja: () => import('./locales/ja'),
  es: () => import('./locales/es'),
  de: () => import('./locales/de'),
  fr: () => import('./locales/fr'),
};

void i18n.use(initReactI18next).init({
  resources: { en: { translation: en } },
  lng: 'en',
  fallbackLng: 'en',
  interpolation: { escapeValue: false },
  returnNull: false,
  initAsync: false,
});

async function loadCatalog(code: UiLanguageCode | typeof pseudoLocale): Promise<void> {
  if (i18n.hasResourceBundle(code, 'translation')) return;
  const catalog = code === pseudoLocale ? pseudoCatalog(en) : code === 'en' ? en : (await loaders[code]()).catalog;
  i18n.addResourceBundle(code, 'translation', catalog);
}

/** The system's preferred languages as the page sees them (Electron: the OS's). */
export function systemLanguages(): readonly string[] {
  return navigator.languages.length > 0 ? navigator.languages : [navigator.language];
}

/** Shows the UI in the setting's language ("system" or a code) at once, with no restart. */
export async function applyUiLanguage(setting: string | undefined): Promise<void> {
  const code = resolveUiLanguage(setting, systemLanguages());
  await loadCatalog(code);
  if (i18n.language !== code) await i18n.changeLanguage(code);
  document.documentElement.lang = code;
}

/** The locale dates, numbers and relative times are formatted in (Intl): the UI's language. */
export function uiLocale(): string {
  return i18n.language === pseudoLocale || !i18n.language ? 'en' : i18n.language;
}

export function isPseudoLocale(): boolean {
  return i18n.language === pseudoLocale;
}
