// Turns one file's bytes into sections by its kind: PDF per page (pdf-pages.ts), .docx through mammoth (headings
// kept), Markdown and HTML by headings, text and code as they are. Too large or binary files fail with the reason.
import path from 'node:path';
import type { Err, Ok } from '../../electron/shared/result';
import { htmlSections, markdownSections, type DocumentSection } from './document-sections';
import { pdfPages } from './pdf-pages';

export type ExtractResult = Ok<{ sections: DocumentSection[]; pages?: number }> | Err;

/** Files larger than this are skipped (the reason is stored); PDFs may be larger than text. */
export const MAX_TEXT_BYTES = 8 * 1024 * 1024;
export const MAX_PDF_BYTES = 100 * 1024 * 1024;

const MARKDOWN = new Set(['.md', '.markdown', '.mdx']);
const HTML = new Set(['.html', '.htm', '.xhtml']);
const TEXT = new Set(['.txt', '.text', '.rst', '.org', '.csv', '.tsv', '.log', '.adoc']);
const CODE = new Set(
  '.ts .tsx .js .jsx .mjs .cjs .py .rb .go .rs .java .kt .c .h .cc .cpp .hpp .cs .swift .php .sh .sql .json .yaml .yml .toml .css .scss .lua .r .scala .ex .exs .hs .ml .vue .svelte'.split(
    ' ',
  ),
);

/** Whether the indexer looks at a file at all (by its name). */
export function isKnowledgeFile(file: string): boolean {
  const ext = path.extname(file).toLowerCase();
  return ext === '.pdf' || ext === '.docx' || MARKDOWN.has(ext) || HTML.has(ext) || TEXT.has(ext) || CODE.has(ext);
}

export async function extractDocument(file: string, bytes: Uint8Array): Promise<ExtractResult> {
  const ext = path.extname(file).toLowerCase();
  const limit = ext === '.pdf' ? MAX_PDF_BYTES : MAX_TEXT_BYTES;
  if (bytes.byteLength > limit) return { ok: false, error: `too large (${bytes.byteLength} bytes; at most ${limit})` };
  if (ext === '.pdf') return pdfPages(bytes);
  if (ext === '.docx') return docxSections(bytes);
  const text = decodeText(bytes);
  if (text === undefined) return { ok: false, error: `binary content in a ${ext || 'text'} file` };
  if (MARKDOWN.has(ext)) return { ok: true, sections: markdownSections(text) };
  if (HTML.has(ext)) return { ok: true, sections: htmlSections(text) };
  return { ok: true, sections: text.trim() === '' ? [] : [{ heading: path.basename(file), text }] };
}

async function docxSections(bytes: Uint8Array): Promise<ExtractResult> {
  try {
    const mammoth = (await import('mammoth')).default;
    const converted = await mammoth.convertToHtml({ buffer: Buffer.from(bytes) });
    return { ok: true, sections: htmlSections(converted.value) };
  } catch (error) {
    return { ok: false, error: `unreadable .docx: ${error instanceof Error ? error.message : String(error)}` };
  }
}

/** UTF-8 text, or undefined for binary (a NUL byte, or bytes that are not UTF-8, in the first 64 KB). */
function decodeText(bytes: Uint8Array): string | undefined {
  const head = bytes.subarray(0, 65_536);
  if (head.includes(0)) return undefined;
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(head.byteLength < bytes.byteLength ? trimPartial(head) : head);
  } catch {
    return undefined;
  }
  return new TextDecoder('utf-8').decode(bytes).replace(/^\uFEFF/u, '');
}

/** The head without a multi-byte character cut at its end. */
function trimPartial(head: Uint8Array): Uint8Array {
  let end = head.byteLength;
  while (end > 0 && end > head.byteLength - 4 && (head[end - 1]! & 0xc0) === 0x80) end -= 1;
  if (end > 0 && head[end - 1]! >= 0xc0) end -= 1;
  return head.subarray(0, end);
}
