// The HTML libraries web tools use (linkedom, Readability, turndown), loaded on first use rather than at start-up:
// together they take close to a second to import, and most runs never read a page.
import type { Readability } from '@mozilla/readability';
import type { parseHTML } from 'linkedom';
import type TurndownService from 'turndown';

export interface DomLibraries {
  parseHTML: typeof parseHTML;
  Readability: typeof Readability;
  TurndownService: typeof TurndownService;
}

let loading: Promise<DomLibraries> | undefined;

export function loadDomLibraries(): Promise<DomLibraries> {
  loading ??= Promise.all([import('linkedom'), import('@mozilla/readability'), import('turndown')]).then(
    ([linkedom, readability, turndown]) => ({
      parseHTML: linkedom.parseHTML,
      Readability: readability.Readability,
      TurndownService: turndown.default,
    }),
  );
  loading.catch(() => (loading = undefined));
  return loading;
}
