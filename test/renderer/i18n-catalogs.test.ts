// Every UI language's catalog (renderer/src/i18n/locales/) against the English one: the same keys (plural forms as the
// language's Intl.PluralRules asks, no more, no fewer), the same {{variables}} and <tags>, no empty message; plus the
// pseudo-locale and how the system's languages pick one (electron/shared/ui-languages.ts).
import { describe, expect, it } from 'vitest';
import { resolveUiLanguage, systemUiLanguage, uiLanguages } from '../../electron/shared/ui-languages';
import { en, type Catalog } from '../../renderer/src/i18n/locales/en';
import { pseudoCatalog, pseudoString } from '../../renderer/src/i18n/pseudo';

const pluralSuffix = /_(zero|one|two|few|many|other)$/;

async function catalogOf(code: string): Promise<Catalog> {
  if (code === 'en') return en;
  return ((await import(`../../renderer/src/i18n/locales/${code}/index.ts`)) as { catalog: Catalog }).catalog;
}

/** Each message as "group.key" → text. */
function flatten(catalog: Catalog): Map<string, string> {
  const flat = new Map<string, string>();
  for (const [group, messages] of Object.entries(catalog))
    for (const [key, text] of Object.entries(messages)) flat.set(`${group}.${key}`, text);
  return flat;
}

/** The keys a language must have: English's, each plural written in the language's own categories. */
function expectedKeys(language: string): string[] {
  const categories = new Intl.PluralRules(language).resolvedOptions().pluralCategories;
  const keys = new Set<string>();
  for (const key of flatten(en).keys()) {
    if (!pluralSuffix.test(key)) keys.add(key);
    else for (const category of categories) keys.add(key.replace(pluralSuffix, `_${category}`));
  }
  return [...keys].sort();
}

const placeholders = (text: string) =>
  [...text.matchAll(/\{\{\s*(\w+)\s*\}\}|<\/?(\w+)\s*\/?>/g)].map((m) => m[0]).sort();

/** The English message a key (or plural form) answers to: its own, or the `_other` form. */
function englishOf(key: string): string {
  const flat = flatten(en);
  return flat.get(key) ?? flat.get(key.replace(pluralSuffix, '_other')) ?? '';
}

describe('UI catalogs', () => {
  it('lists the eight languages the issue names, English first', () => {
    expect(uiLanguages.map((language) => language.code)).toEqual([
      'en',
      'ko',
      'zh-CN',
      'zh-TW',
      'ja',
      'es',
      'de',
      'fr',
    ]);
  });

  for (const { code } of uiLanguages) {
    it(`${code} has every key, no extra, the same {{variables}} and tags, nothing empty`, async () => {
      const flat = flatten(await catalogOf(code));
      expect([...flat.keys()].sort()).toEqual(expectedKeys(code));
      for (const [key, text] of flat) {
        expect(text.trim(), key).not.toBe('');
        const english = englishOf(key);
        const expected = placeholders(english);
        // A language with one plural form may leave {{count}} out of a message whose English says it, never in.
        const actual = placeholders(text);
        expect(
          actual.filter((part) => part !== '{{count}}'),
          key,
        ).toEqual(expected.filter((part) => part !== '{{count}}'));
      }
    });
  }

  it('the pseudo-locale marks every message and keeps its variables and tags', () => {
    expect(pseudoString('Allow {{label}}? <strong>now</strong>')).toBe('⟦Állów {{label}}? <strong>ñów</strong>⟧');
    const pseudo = flatten(pseudoCatalog(en));
    for (const [key, text] of flatten(en)) {
      const marked = pseudo.get(key) ?? '';
      expect(marked.startsWith('⟦') && marked.endsWith('⟧'), key).toBe(true);
      expect(placeholders(marked), key).toEqual(placeholders(text));
    }
  });

  it('follows the system: first supported language, Chinese by script, English otherwise', () => {
    expect(systemUiLanguage(['ko-KR', 'en-US'])).toBe('ko');
    expect(systemUiLanguage(['zh-TW'])).toBe('zh-TW');
    expect(systemUiLanguage(['zh-Hant-HK'])).toBe('zh-TW');
    expect(systemUiLanguage(['zh-Hans-CN'])).toBe('zh-CN');
    expect(systemUiLanguage(['zh'])).toBe('zh-CN');
    expect(systemUiLanguage(['pt-BR', 'fr-CA'])).toBe('fr');
    expect(systemUiLanguage(['pt-BR'])).toBe('en');
    expect(systemUiLanguage(['en-XA'])).toBe('en-XA');
    expect(resolveUiLanguage('ja', ['ko-KR'])).toBe('ja');
    expect(resolveUiLanguage('system', ['de-AT'])).toBe('de');
    expect(resolveUiLanguage('xx', ['es-MX'])).toBe('es');
  });
});
