// A document as sections (a PDF page, or the text under a heading path) and sections as chunks of bounded size: the
// pure half of knowledge extraction, shared by every format (extract-document.ts) and the indexer.

export interface DocumentSection {
  page?: number;
  /** The headings above the text, outermost first, joined with " › ". */
  heading?: string;
  text: string;
}

/** Chunks stay under this many characters; a longer section is split at paragraph, then line, then word breaks. */
export const MAX_CHUNK_CHARS = 1_200;

export function toChunks(sections: readonly DocumentSection[]): DocumentSection[] {
  return sections.flatMap((section) =>
    splitText(section.text.trim()).map((text) => ({
      ...(section.page !== undefined ? { page: section.page } : {}),
      ...(section.heading ? { heading: section.heading } : {}),
      text,
    })),
  );
}

function splitText(text: string): string[] {
  if (text === '') return [];
  if (text.length <= MAX_CHUNK_CHARS) return [text];
  const pieces: string[] = [];
  let current = '';
  for (const part of text.split(/(\n\s*\n|\n|(?<=[.!?。！？])\s+)/u)) {
    if (current.length + part.length > MAX_CHUNK_CHARS && current.trim() !== '') {
      pieces.push(current.trim());
      current = '';
    }
    current += part.length > MAX_CHUNK_CHARS ? '' : part;
    if (part.length > MAX_CHUNK_CHARS)
      for (let at = 0; at < part.length; at += MAX_CHUNK_CHARS) pieces.push(part.slice(at, at + MAX_CHUNK_CHARS));
  }
  if (current.trim() !== '') pieces.push(current.trim());
  return pieces;
}

/** Markdown by ATX headings (`#`…`######`), each section under its heading path; fenced code is not a heading. */
export function markdownSections(markdown: string): DocumentSection[] {
  const sections: DocumentSection[] = [];
  const path: string[] = [];
  let lines: string[] = [];
  let fenced = false;
  const flush = () => {
    const text = lines.join('\n').trim();
    if (text !== '') sections.push({ ...(path.length ? { heading: path.filter(Boolean).join(' › ') } : {}), text });
    lines = [];
  };
  for (const line of markdown.split(/\r?\n/u)) {
    if (/^\s*(```|~~~)/u.test(line)) fenced = !fenced;
    const heading = fenced ? null : /^(#{1,6})\s+(.+?)\s*#*\s*$/u.exec(line);
    if (!heading) {
      lines.push(line);
      continue;
    }
    flush();
    const level = heading[1]!.length;
    path.length = level - 1;
    path[level - 1] = heading[2]!.trim();
  }
  flush();
  return sections;
}

/** HTML by <h1>–<h6>: tags dropped, scripts and styles removed, entities decoded, block ends kept as line breaks. */
export function htmlSections(html: string): DocumentSection[] {
  const body = html
    .replace(/<(script|style|noscript|template)\b[\s\S]*?<\/\1\s*>/giu, ' ')
    .replace(/<!--[\s\S]*?-->/gu, ' ');
  const markdownish = body
    .replace(/<h([1-6])\b[^>]*>([\s\S]*?)<\/h\1\s*>/giu, (_, level: string, inner: string) => {
      const title = decodeEntities(inner.replace(/<[^>]*>/gu, ' '))
        .replace(/\s+/gu, ' ')
        .trim();
      return `\n${'#'.repeat(Number(level))} ${title}\n`;
    })
    .replace(/<(br|\/p|\/div|\/li|\/tr|\/section|\/article|\/blockquote|\/pre)\b[^>]*>/giu, '\n')
    .replace(/<[^>]*>/gu, ' ');
  const text = decodeEntities(markdownish)
    .split('\n')
    .map((line) => line.replace(/[ \t\f\v]+/gu, ' ').trim())
    .join('\n')
    .replace(/\n{3,}/gu, '\n\n');
  return markdownSections(text);
}

const NAMED_ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/giu, (whole, name: string) => {
    if (name.startsWith('#x') || name.startsWith('#X')) return safeCodePoint(parseInt(name.slice(2), 16), whole);
    if (name.startsWith('#')) return safeCodePoint(Number(name.slice(1)), whole);
    return NAMED_ENTITIES[name.toLowerCase()] ?? whole;
  });
}

function safeCodePoint(code: number, fallback: string): string {
  return Number.isInteger(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : fallback;
}
