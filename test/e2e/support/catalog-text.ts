// For the pseudo-locale e2e (Chromium's en-XA): a catalog message as the page shows it there, and the visible text of
// the page (rendered text, accessible names, placeholders, titles) that did not come from the catalog.
import type { Page } from 'playwright-core';
import { en } from '../../../renderer/src/i18n/locales/en';
import { pseudoString } from '../../../renderer/src/i18n/pseudo';

/** A message of the English catalog ("group.key"), pseudo-localized and filled in: what the page shows in en-XA. */
export function pseudo(key: string, values: Record<string, string | number> = {}): string {
  const [group = '', name = ''] = key.split('.');
  const messages = (en as Record<string, Record<string, string>>)[group] ?? {};
  const plural = typeof values.count === 'number' ? `${name}_${values.count === 1 ? 'one' : 'other'}` : name;
  const text = messages[plural] ?? messages[name];
  if (text === undefined) throw new Error(`no message ${key}`);
  return pseudoString(text).replace(/\{\{\s*(\w+)\s*\}\}/g, (_, variable: string) => String(values[variable] ?? ''));
}

/** Everything a person sees or hears named in `root`: its rendered text, then the names and hints of visible elements. */
const visibleTextScript = (selector: string) => `(() => {
  const root = document.querySelector(${JSON.stringify(selector)});
  if (!root) return null;
  const parts = [root.innerText];
  for (const element of root.querySelectorAll('[aria-label], [placeholder], [title], [alt]')) {
    if (!element.checkVisibility({ visibilityProperty: true, opacityProperty: false })) continue;
    for (const name of ['aria-label', 'placeholder', 'title', 'alt']) {
      const value = element.getAttribute(name);
      if (value) parts.push(value);
    }
  }
  return parts.join('\\n');
})()`;

/**
 * The lines of visible text in `selector` (the whole page by default) that hold letters once every catalog message
 * (⟦…⟧) and every allowed text (what the person typed, what the model or a server wrote, names of products and files)
 * is taken out: text written straight into a component. Empty when everything came from the catalog.
 */
export async function textOutsideCatalog(page: Page, allowed: readonly string[], selector = 'body'): Promise<string[]> {
  const text = (await page.evaluate(visibleTextScript(selector))) as string | null;
  if (text === null) throw new Error(`nothing matches ${selector}`);
  // Compared without case: CSS may show a heading in capitals (innerText applies text-transform).
  let rest = text.toLowerCase();
  for (const value of [...allowed].sort((a, b) => b.length - a.length))
    rest = rest.split(value.toLowerCase()).join(' ');
  for (let before = ''; before !== rest;) {
    before = rest;
    rest = rest.replace(/⟦[^⟦⟧]*⟧/g, ' ');
  }
  return rest
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => /\p{L}/u.test(line));
}
