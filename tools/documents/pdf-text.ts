// The text of a PDF, page by page with "--- Page N ---" markers, through unpdf (pdf.js without a canvas).
// Takes bytes, returns text or a failure as data; shared by web_fetch and attachments. unpdf loads on first use.
import type { Ok, Fail } from '../../electron/shared/result';

export interface PdfTextOptions {
  /** Read at most this many pages (the rest are counted, not read). Default 200. */
  maxPages?: number;
}

export type PdfTextResult = Ok<{ text: string; pages: number; pagesRead: number }> | Fail<{ message: string }>;

export const defaultPdfMaxPages = 200;

export function pageMarker(page: number): string {
  return `--- Page ${page} ---`;
}

export async function extractPdfText(bytes: Uint8Array, options: PdfTextOptions = {}): Promise<PdfTextResult> {
  if (!looksLikePdf(bytes)) return { ok: false, message: 'the data is not a PDF (it does not start with %PDF-)' };
  const maxPages = options.maxPages ?? defaultPdfMaxPages;
  const { getDocumentProxy } = await import('unpdf');
  let document: Awaited<ReturnType<typeof getDocumentProxy>> | undefined;
  try {
    // pdf.js takes ownership of (and may detach) the buffer it is given, so it gets a copy.
    document = await getDocumentProxy(new Uint8Array(bytes), {
      isEvalSupported: false,
      stopAtErrors: false,
      verbosity: 0,
    });
    const pages = document.numPages;
    const pagesRead = Math.min(pages, maxPages);
    const parts: string[] = [];
    for (let number = 1; number <= pagesRead; number += 1) {
      const page = await document.getPage(number);
      const content = await page.getTextContent();
      parts.push(pageMarker(number), joinTextItems(content.items));
    }
    if (pagesRead < pages) parts.push(`(${pages - pagesRead} more pages not read: only the first ${pagesRead} are.)`);
    return { ok: true, text: parts.join('\n').trim(), pages, pagesRead };
  } catch (error) {
    return { ok: false, message: `the PDF could not be read (${describe(error)})` };
  } finally {
    await document?.destroy().catch(() => undefined);
  }
}

export function looksLikePdf(bytes: Uint8Array): boolean {
  const head = Buffer.from(bytes.subarray(0, 1024)).toString('latin1');
  return head.includes('%PDF-');
}

/** pdf.js text items in reading order: a line break where an item ends a line, else the items' own spacing. */
function joinTextItems(items: readonly unknown[]): string {
  let text = '';
  for (const item of items) {
    if (!item || typeof item !== 'object' || !('str' in item)) continue;
    const { str, hasEOL } = item as { str: string; hasEOL?: boolean };
    text += str + (hasEOL ? '\n' : '');
  }
  return text.replace(/[ \t]+\n/g, '\n').trim();
}

function describe(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return message.replace(/\s+/g, ' ').slice(0, 200);
}
