// The UI's message catalog: one i18next instance; every language, English too, loaded when first shown
// (locales/<code>/index.ts, each its own chunk outside the first-paint bundle), the pseudo-locale made from English
// (pseudo.ts). English is the fallback, so it is loaded beside any other. Components read it via react-i18next.
import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { pseudoLocale, resolveUiLanguage, type UiLanguageCode } from '../../../electron/shared/ui-languages';
import type { Catalog } from './locales/en';
import { pseudoCatalog } from './pseudo';

export const i18n: I18n = i18next.createInstance();

/** Each language's index.ts as its own lazy chunk, by folder: ./locales/ko/index.ts → ko. */
const catalogModules = import.meta.glob<Record<string, Catalog>>('./locales/*/index.ts');

async function importCatalog(code: UiLanguageCode): Promise<Catalog> {
  const load = catalogModules[`./locales/${code}/index.ts`];
  if (!load) throw new Error(`no catalog for ${code}`);
  const module = await load();
  return (code === 'en' ? module.en : module.catalog)!;
}

void i18n.use(initReactI18next).init({
  resources: {},
  lng: 'en',
  fallbackLng: 'en',
  interpolation: { escapeValue: false },
  returnNull: false,
  initAsync: false,
});

/** Loads a language's catalog (and English, the fallback) once; the tests call it where no page is. */
export async function loadUiCatalog(code: UiLanguageCode | typeof pseudoLocale): Promise<void> {
  const add = async (language: UiLanguageCode | typeof pseudoLocale, catalog: () => Promise<Catalog>) => {
    if (!i18n.hasResourceBundle(language, 'translation'))
      i18n.addResourceBundle(language, 'translation', await catalog());
  };
  await Promise.all([
    add('en', () => importCatalog('en')),
    code === pseudoLocale ? add(code, async () => pseudoCatalog(await importCatalog('en'))) : undefined,
    code !== pseudoLocale && code !== 'en' ? add(code, () => importCatalog(code)) : undefined,
  ]);
}

/** The system's preferred languages as the page sees them (Electron: the OS's). */
export function systemLanguages(): readonly string[] {
  return navigator.languages.length > 0 ? navigator.languages : [navigator.language];
}

/** Shows the UI in the setting's language ("system" or a code) at once, with no restart. */
export async function applyUiLanguage(setting: string | undefined): Promise<void> {
  const code = resolveUiLanguage(setting, systemLanguages());
  await loadUiCatalog(code);
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
