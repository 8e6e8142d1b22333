// Accessible names for e2e lookups that work in every UI language: a catalog key's text in each of the eight
// languages (renderer/src/i18n/locales/), as one exact-match pattern, so a helper finds the composer in 한국어 too.
import { en } from '../../../renderer/src/i18n/locales/en';
import { catalog as de } from '../../../renderer/src/i18n/locales/de';
import { catalog as es } from '../../../renderer/src/i18n/locales/es';
import { catalog as fr } from '../../../renderer/src/i18n/locales/fr';
import { catalog as ja } from '../../../renderer/src/i18n/locales/ja';
import { catalog as ko } from '../../../renderer/src/i18n/locales/ko';
import { catalog as zhCN } from '../../../renderer/src/i18n/locales/zh-CN';
import { catalog as zhTW } from '../../../renderer/src/i18n/locales/zh-TW';

const catalogs = [en, de, es, fr, ja, ko, zhCN, zhTW] as Record<string, Record<string, string>>[];

const escapeForPattern = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** `group.key` (e.g. 'composer.label') as it reads in any UI language, matched exactly. */
export function inAnyLanguage(key: string): RegExp {
  const [group, name] = key.split('.') as [string, string];
  const texts = catalogs.map((catalog) => catalog[group]?.[name]).filter((text): text is string => Boolean(text));
  if (texts.length === 0) throw new Error(`no catalog has ${key}`);
  return new RegExp(`^(?:${[...new Set(texts)].map(escapeForPattern).join('|')})$`);
}
