// The pseudo-locale (en-XA): every English string accented and wrapped in ⟦…⟧, its {{variables}} and <tags> kept, so
// an e2e test can tell catalog text from text written straight into a component.
import type { Catalog } from './locales/en';

const accented: Record<string, string> = {
  a: 'á',
  e: 'é',
  i: 'í',
  o: 'ó',
  u: 'ú',
  c: 'ç',
  n: 'ñ',
  y: 'ý',
  A: 'Á',
  E: 'É',
  I: 'Í',
  O: 'Ó',
  U: 'Ú',
  C: 'Ç',
  N: 'Ñ',
  Y: 'Ý',
};

/** One string, pseudo-localized: letters accented outside {{variables}} and <tags>, the whole wrapped in ⟦…⟧. */
export function pseudoString(text: string): string {
  const parts = text.split(/(\{\{[^}]*\}\}|<[^>]*>)/);
  const body = parts
    .map((part, index) => (index % 2 === 1 ? part : part.replace(/[a-zA-Z]/g, (letter) => accented[letter] ?? letter)))
    .join('');
  return `⟦${body}⟧`;
}

export function pseudoCatalog(catalog: Catalog): Catalog {
  return Object.fromEntries(
    Object.entries(catalog).map(([group, messages]) => [
      group,
      Object.fromEntries(Object.entries(messages).map(([key, text]) => [key, pseudoString(text)])),
    ]),
  ) as Catalog;
}
