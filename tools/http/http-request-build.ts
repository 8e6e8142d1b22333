// What http_request sends, from its arguments (placeholders already filled): the URL with the query appended, the
// headers (names lower-cased, hop-by-hop ones dropped) and the body — a string as given, an object or array as JSON,
// or form-encoded when the content-type header asks for application/x-www-form-urlencoded.
import type { Result } from '../../electron/shared/result';

export const httpMethods = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'HEAD', 'OPTIONS'] as const;
export type HttpMethod = (typeof httpMethods)[number];

export type QueryValue = string | number | boolean;
export type RequestBody = string | Record<string, unknown> | unknown[];

export interface HttpRequestArgs {
  method: HttpMethod;
  url: string;
  headers?: Record<string, string>;
  query?: Record<string, QueryValue>;
  body?: RequestBody;
}

export interface BuiltRequest {
  url: string;
  method: HttpMethod;
  headers: Record<string, string>;
  body?: Buffer;
}

/** Headers Node sets itself (or that would let a call speak past the checked request). */
const managedHeaders = new Set(['host', 'content-length', 'transfer-encoding', 'connection', 'upgrade', 'expect']);
const formType = 'application/x-www-form-urlencoded';

export function buildRequest(args: HttpRequestArgs, userAgent: string): Result<{ request: BuiltRequest }> {
  let url: URL;
  try {
    url = new URL(args.url.trim());
  } catch {
    return { ok: false, error: `"${args.url.slice(0, 200)}" is not an absolute URL: include http:// or https://.` };
  }
  for (const [key, value] of Object.entries(args.query ?? {})) url.searchParams.append(key, String(value));
  const headers: Record<string, string> = {
    'user-agent': userAgent,
    accept: 'application/json, text/*;q=0.9, */*;q=0.5',
  };
  for (const [name, value] of Object.entries(args.headers ?? {})) {
    const lower = name.trim().toLowerCase();
    if (managedHeaders.has(lower)) continue;
    if (/[\r\n]/.test(value)) return { ok: false, error: `The header ${lower} holds a line break.` };
    headers[lower] = value;
  }
  if (args.body === undefined) return { ok: true, request: { url: url.href, method: args.method, headers } };
  if (args.method === 'GET' || args.method === 'HEAD') {
    return { ok: false, error: `A ${args.method} request has no body: put the values in "query".` };
  }
  const type = (headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();
  let text: string;
  if (typeof args.body === 'string') {
    text = args.body;
    headers['content-type'] ??= 'text/plain; charset=utf-8';
  } else if (type === formType) {
    if (Array.isArray(args.body)) return { ok: false, error: 'A form body is an object of fields, not a list.' };
    const form = new URLSearchParams();
    for (const [key, value] of Object.entries(args.body)) {
      form.append(key, typeof value === 'string' ? value : JSON.stringify(value));
    }
    text = form.toString();
  } else {
    text = JSON.stringify(args.body);
    headers['content-type'] ??= 'application/json';
  }
  return { ok: true, request: { url: url.href, method: args.method, headers, body: Buffer.from(text, 'utf8') } };
}
