// PDFs made by real Chromium for tests (playwright-core's page.pdf() from HTML): each string of `pages` becomes one
// page (CSS page breaks between them), so a test knows what text is on which page.
import { chromium } from 'playwright-core';
import { chromiumPath } from './requirements';

export async function pdfFromPages(pages: readonly string[]): Promise<Buffer> {
  const browser = await chromium.launch({ executablePath: chromiumPath(), headless: true, args: ['--no-sandbox'] });
  try {
    const page = await browser.newPage();
    const body = pages
      .map((html, i) => `<section style="${i < pages.length - 1 ? 'break-after: page;' : ''}">${html}</section>`)
      .join('');
    await page.setContent(`<!doctype html><meta charset="utf-8"><body style="font: 14px sans-serif">${body}</body>`);
    return await page.pdf({ format: 'A4' });
  } finally {
    await browser.close();
  }
}
