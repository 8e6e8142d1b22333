// The PDF extractor on real PDF bytes: text per page with page markers, a page cap, and clear failures for non-PDFs
// and broken files.
import { describe, expect, it } from 'vitest';
import { extractPdfText } from '../../../tools/documents/pdf-text';
import { buildPdf } from '../../support/minimal-pdf';

describe('extractPdfText', () => {
  it('returns each page with its marker', async () => {
    const result = await extractPdfText(buildPdf(['Quarterly report (draft)', 'Revenue grew 12 percent']));
    expect(result).toEqual({
      ok: true,
      pages: 2,
      pagesRead: 2,
      text: '--- Page 1 ---\nQuarterly report (draft)\n--- Page 2 ---\nRevenue grew 12 percent',
    });
  });

  it('reads only the first pages when capped, and says how many were left', async () => {
    const result = await extractPdfText(buildPdf(['one', 'two', 'three']), { maxPages: 1 });
    expect(result).toMatchObject({ ok: true, pages: 3, pagesRead: 1 });
    expect(result.ok && result.text).toBe('--- Page 1 ---\none\n(2 more pages not read: only the first 1 are.)');
  });

  it('refuses bytes that are not a PDF', async () => {
    expect(await extractPdfText(Buffer.from('<html>hello</html>'))).toEqual({
      ok: false,
      message: 'the data is not a PDF (it does not start with %PDF-)',
    });
  });

  it('reports a broken PDF as a failure, not a crash', async () => {
    const result = await extractPdfText(Buffer.from('%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\ngarbage'));
    expect(result.ok).toBe(false);
    expect(!result.ok && result.message).toMatch(/^the PDF could not be read/);
  });
});
