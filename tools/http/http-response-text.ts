// What the model reads of an HTTP answer: a status line Hearth writes, then the answer (status, final URL, content
// type, paging and rate-limit headers, the body — JSON pretty-printed, text as is, binary described) inside the untrusted wrapper, and notes on cuts.
import { wrapUntrusted } from '../browser/snapshot';
import type { FetchedBody } from '../web/guarded-get';
import { cutUtf8, kilobytes } from '../web/text-limits';

export interface ResponseTextLimits {
  /** Bytes of body text handed to the model. */
  textBytes: number;
}

export interface ResponseText {
  /** The whole text for the model (placeholders' values not yet scrubbed). */
  text: string;
  notes: string[];
}

/** Answer headers an API client reads (paging, limits, versions); the rest are left out. */
const shownHeaders =
  /^(link|location|retry-after|etag|last-modified|x-ratelimit-[a-z-]+|ratelimit(-[a-z]+)?|x-total-count|x-next-page)$/;

const textTypes = /^(text\/|application\/(.+\+)?(json|xml|javascript|x-www-form-urlencoded|yaml|x-yaml|graphql))/;

export function responseText(
  fetched: FetchedBody,
  request: { method: string; startUrl: string },
  limits: ResponseTextLimits,
): ResponseText {
  const notes: string[] = [];
  if (fetched.truncated) {
    notes.push(`Cut at ${kilobytes(fetched.capBytes)} KB: the answer is larger, only its beginning was read.`);
  }
  const shown = bodyText(fetched, notes);
  const cut = cutUtf8(shown.text, limits.textBytes);
  if (cut.cut) {
    notes.push(
      `Cut at ${kilobytes(limits.textBytes)} KB: the ${shown.kind} has ${kilobytes(cut.totalBytes)} KB; the rest is not shown.`,
    );
  }
  const head = [
    `Status: ${fetched.status}${fetched.statusText ? ` ${fetched.statusText}` : ''}`,
    `URL: ${fetched.url}`,
    `Content-Type: ${fetched.contentType || '(none)'}`,
  ];
  for (const [name, value] of Object.entries(fetched.headers ?? {})) {
    if (shownHeaders.test(name) && value !== undefined) head.push(`${name}: ${String(value).slice(0, 1_000)}`);
  }
  if (fetched.redirects.length > 0) head.push(`Redirected from: ${request.startUrl.slice(0, 500)}`);
  const status = `${request.method} ${new URL(fetched.url).host} answered ${fetched.status} (${fetched.body.length} bytes).`;
  const body = wrapUntrusted([...head, '', cut.text || '(empty body)'].join('\n'));
  return { text: [status, body, ...notes].join('\n'), notes };
}

function bodyText(fetched: FetchedBody, notes: string[]): { text: string; kind: string } {
  if (fetched.body.length === 0) return { text: '', kind: 'body' };
  const type = fetched.contentType;
  const raw = fetched.body.toString('utf8');
  const looksJson = type.includes('json') || (type === '' && /^\s*[[{]/.test(raw));
  if (looksJson) {
    if (fetched.truncated) {
      notes.push('The JSON answer was cut, so it is shown as received, not pretty-printed.');
      return { text: raw, kind: 'JSON text' };
    }
    try {
      return { text: JSON.stringify(JSON.parse(raw), null, 2), kind: 'pretty-printed JSON' };
    } catch {
      notes.push('The answer says it is JSON but does not parse; shown as received.');
      return { text: raw, kind: 'text' };
    }
  }
  if (type === '' || textTypes.test(type)) return { text: raw, kind: 'text' };
  return { text: `(a ${type} body of ${fetched.body.length} bytes, not shown as text)`, kind: 'body' };
}
