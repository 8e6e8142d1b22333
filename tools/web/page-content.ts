// What a fetched body becomes for the model: HTML as readable Markdown, text types as text, PDFs through the PDF
// extractor, and any other binary type refused with its content type named, with the links found in it. Failures are data.
import { extractPdfText, looksLikePdf } from '../documents/pdf-text';
import { httpLinks, linksInText } from '../result-source';
import type { FetchedBody } from './guarded-get';
import { readablePage } from './readable-page';
import type { Ok, Fail } from '../../electron/shared/result';

export type PageContent =
  | Ok<{ kind: 'html' | 'text' | 'pdf'; title: string; text: string; note?: string; links: string[] }>
  | Fail<{ errorType: 'unsupported_content' | 'unreadable'; message: string }>;

const textTypes = new Set([
  'application/json',
  'application/ld+json',
  'application/xml',
  'application/javascript',
  'application/x-javascript',
  'application/rss+xml',
  'application/atom+xml',
  'application/x-yaml',
  'application/yaml',
  'application/toml',
]);

export type BodyKind = 'html' | 'text' | 'pdf' | 'binary';

/** Judged by the content type, or by the first bytes when the server named none. */
export function bodyKind(contentType: string, body: Buffer): BodyKind {
  if (contentType === 'text/html' || contentType === 'application/xhtml+xml') return 'html';
  if (contentType === 'application/pdf' || contentType === 'application/x-pdf') return 'pdf';
  if (contentType.startsWith('text/') || textTypes.has(contentType) || /\+(json|xml)$/.test(contentType)) return 'text';
  if (contentType !== '' && contentType !== 'application/octet-stream') return 'binary';
  if (looksLikePdf(body)) return 'pdf';
  const head = body.subarray(0, 2048);
  if (head.includes(0)) return 'binary';
  const start = head.toString('utf8').trimStart().slice(0, 200).toLowerCase();
  if (contentType === 'application/octet-stream') return 'binary';
  return start.startsWith('<!doctype html') || start.startsWith('<html') ? 'html' : 'text';
}

export async function pageContent(fetched: FetchedBody, maxPdfPages: number): Promise<PageContent> {
  const kind = bodyKind(fetched.contentType, fetched.body);
  const named = fetched.contentType || 'no content type, binary data';
  if (kind === 'binary') {
    return {
      ok: false,
      errorType: 'unsupported_content',
      message: `The address serves ${named}, which web_fetch does not read (it reads web pages, text and PDFs).`,
    };
  }
  if (kind === 'pdf') {
    if (fetched.truncated) {
      return {
        ok: false,
        errorType: 'unreadable',
        message: `The PDF is larger than ${Math.round(fetched.capBytes / 1024)} KB (cut at ${Math.round(fetched.capBytes / 1024)} KB), so it was not read.`,
      };
    }
    const pdf = await extractPdfText(fetched.body, { maxPages: maxPdfPages });
    if (!pdf.ok) return { ok: false, errorType: 'unreadable', message: `The PDF could not be read: ${pdf.message}.` };
    const title = titleFromUrl(fetched.url);
    return {
      ok: true,
      kind: 'pdf',
      title,
      text: pdf.text,
      note: `PDF, ${pdf.pages} pages`,
      links: linksInText(pdf.text),
    };
  }
  const text = decodeText(fetched.body, fetched.charset ?? (kind === 'html' ? metaCharset(fetched.body) : undefined));
  if (kind === 'text')
    return { ok: true, kind: 'text', title: titleFromUrl(fetched.url), text, links: linksInText(text) };
  const page = await readablePage(text, fetched.url);
  return {
    ok: true,
    kind: 'html',
    title: page.title || titleFromUrl(fetched.url),
    text: page.markdown,
    links: httpLinks(page.links),
    ...(page.article ? {} : { note: 'no article found; the page body without navigation is shown' }),
  };
}

function decodeText(body: Buffer, charset: string | undefined): string {
  try {
    return new TextDecoder(charset ?? 'utf-8').decode(body);
  } catch {
    return new TextDecoder('utf-8').decode(body);
  }
}

/** `<meta charset=…>` or the http-equiv form, in the first 4 KB. */
function metaCharset(body: Buffer): string | undefined {
  const head = body.subarray(0, 4096).toString('latin1');
  return /<meta[^>]+charset\s*=\s*["']?([\w-]+)/i.exec(head)?.[1]?.toLowerCase();
}

function titleFromUrl(url: string): string {
  try {
    const parsed = new URL(url);
    const last = parsed.pathname.split('/').filter(Boolean).pop();
    return last ? `${decodeURIComponent(last)} (${parsed.host})` : parsed.host;
  } catch {
    return url;
  }
}
