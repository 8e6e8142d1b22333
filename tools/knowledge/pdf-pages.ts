// A PDF's text page by page through pdfjs-dist 4 (legacy build, for Node): one section per page. An encrypted or
// broken file is a failure with the reason, never a throw. Loaded on first use.
import type { Err, Ok } from '../../electron/shared/result';
import type { DocumentSection } from './document-sections';

export type PdfPagesResult = Ok<{ sections: DocumentSection[]; pages: number }> | Err;

interface TextItemLike {
  str?: string;
  hasEOL?: boolean;
}

export async function pdfPages(bytes: Uint8Array, maxPages = 2_000): Promise<PdfPagesResult> {
  if (!startsWithPdfHeader(bytes)) return { ok: false, error: 'not a PDF (it does not start with %PDF-)' };
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const task = pdfjs.getDocument({
    data: new Uint8Array(bytes),
    isEvalSupported: false,
    stopAtErrors: true,
    verbosity: 0,
    useSystemFonts: false,
  });
  try {
    const document = await task.promise;
    const pages = document.numPages;
    const sections: DocumentSection[] = [];
    for (let number = 1; number <= Math.min(pages, maxPages); number += 1) {
      const page = await document.getPage(number);
      const content = await page.getTextContent();
      const text = (content.items as TextItemLike[])
        .map((item) => `${item.str ?? ''}${item.hasEOL ? '\n' : ''}`)
        .join('')
        // NFKC: fonts often map CJK glyphs to Kangxi radicals (⾦ U+2FA6) that mean the unified ideograph (金).
        .normalize('NFKC')
        .trim();
      if (text !== '') sections.push({ page: number, text });
      page.cleanup();
    }
    return { ok: true, sections, pages };
  } catch (error) {
    const name = (error as { name?: unknown } | null)?.name;
    if (name === 'PasswordException') return { ok: false, error: 'encrypted PDF (it needs a password)' };
    return { ok: false, error: `unreadable PDF: ${error instanceof Error ? error.message : String(error)}` };
  } finally {
    await task.destroy();
  }
}

function startsWithPdfHeader(bytes: Uint8Array): boolean {
  const head = new TextDecoder('latin1').decode(bytes.subarray(0, 1_024));
  return head.includes('%PDF-');
}
