// An HTML page as readable Markdown: Mozilla Readability picks the article (dropping navigation, ads, footers and
// scripts) on a linkedom DOM, turndown writes it as Markdown with links made absolute. Pages Readability cannot read
// fall back to the body without its furniture. Every http(s) link of the page is listed too (the result's source links).
import type TurndownService from 'turndown';
import { loadDomLibraries, type DomLibraries } from './dom-libraries';

export interface ReadablePage {
  title: string;
  markdown: string;
  /** Readability found an article; false when the fallback (the cleaned body) was used. */
  article: boolean;
  /** The page's links (`a[href]`), absolute http(s) URLs, in page order. */
  links: string[];
}

/** Elements that are never content. */
const furniture = ['script', 'style', 'noscript', 'template', 'iframe', 'object', 'embed', 'svg', 'canvas', 'form'];
/** Page parts left out when Readability finds no article. */
const fallbackFurniture = [
  'nav',
  'header',
  'footer',
  'aside',
  '[role=navigation]',
  '[role=banner]',
  '[aria-hidden=true]',
];

/** The part of a DOM element the Markdown rules read (the node config has no DOM lib). */
type AttributeReader = { getAttribute(name: string): string | null };

export async function readablePage(html: string, pageUrl: string): Promise<ReadablePage> {
  const libraries = await loadDomLibraries();
  const { parseHTML, Readability } = libraries;
  const { document } = parseHTML(html);
  const pageTitle = (document.querySelector('title')?.textContent ?? '').replace(/\s+/g, ' ').trim();
  const links = [...document.querySelectorAll('a[href]')].flatMap((anchor) => {
    const href = absolute((anchor as unknown as AttributeReader).getAttribute('href') ?? '', pageUrl);
    return href ? [href] : [];
  });
  for (const element of document.querySelectorAll(furniture.join(','))) element.remove();
  // Readability changes the document it reads, so it gets its own copy.
  const article = new Readability(
    parseHTML(document.toString()).document as unknown as ConstructorParameters<DomLibraries['Readability']>[0],
    {
      charThreshold: 200,
    },
  ).parse();
  if (article?.content && (article.textContent ?? '').trim().length > 0) {
    return {
      title: (article.title ?? '').trim() || pageTitle,
      markdown: toMarkdown(libraries, article.content, pageUrl),
      article: true,
      links,
    };
  }
  for (const element of document.querySelectorAll(fallbackFurniture.join(','))) element.remove();
  const body = document.querySelector('body');
  const markdown = toMarkdown(libraries, body ? body.innerHTML : '', pageUrl);
  return { title: pageTitle, markdown, article: false, links };
}

function toMarkdown({ TurndownService }: DomLibraries, html: string, pageUrl: string): string {
  const turndown = new TurndownService({ headingStyle: 'atx', codeBlockStyle: 'fenced', bulletListMarker: '-' });
  turndown.remove(furniture as Parameters<TurndownService['remove']>[0]);
  turndown.addRule('absoluteLinks', {
    filter: (node) => node.nodeName === 'A' && Boolean(node.getAttribute('href')),
    replacement: (content, node) => {
      const text = content.replace(/\s+/g, ' ').trim();
      const href = absolute((node as AttributeReader).getAttribute('href') ?? '', pageUrl);
      if (!href || !text) return text;
      return `[${text}](${href})`;
    },
  });
  // Images become their description: the model cannot see them, and a remote image is never loaded.
  turndown.addRule('imagesAsText', {
    filter: 'img',
    replacement: (_content, node) => {
      const alt = ((node as AttributeReader).getAttribute('alt') ?? '').replace(/\s+/g, ' ').trim();
      return alt ? `[image: ${alt}]` : '';
    },
  });
  return turndown
    .turndown(html)
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/** http(s) links resolved against the page; anything else (javascript:, data:, fragments) is dropped. */
function absolute(href: string, base: string): string | undefined {
  if (href.startsWith('#')) return undefined;
  try {
    const url = new URL(href, base);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : undefined;
  } catch {
    return undefined;
  }
}
