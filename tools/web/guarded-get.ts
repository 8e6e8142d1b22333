// One HTTP request (a GET by default; http_request sends others) under the browser's URL policy: the first URL and
// every redirect are checked (redirects followed by hand, capped), the socket connects to exactly the addresses the policy approved (DNS rebinding cannot slip a second
// answer in), and the (decompressed) body is read up to a byte cap within a deadline.
// node:http, node:https and node:zlib load on the first fetch (off the app's start path).
import type { IncomingMessage } from 'node:http';
import { isIP, type LookupFunction } from 'node:net';
import type { Readable } from 'node:stream';
import type { UrlPolicy } from '../browser/url-policy';
import type { Fail } from '../../electron/shared/result';

export interface GuardedGetOptions {
  policy: UrlPolicy;
  /** Byte cap on the body for a content type (so a PDF may be larger than a page); reading stops there. */
  maxBytesFor: (contentType: string) => number;
  /** Deadline for the whole fetch, redirects included. */
  timeoutMs: number;
  maxRedirects: number;
  signal: AbortSignal;
  headers?: Record<string, string>;
  /** Default GET. A 303, or a 301/302 after anything but GET or HEAD, continues as a GET without the body. */
  method?: string;
  body?: Buffer;
  /** Asked before a redirect is followed: a reason refuses it (e.g. a request carrying secrets leaving its origin). */
  refuseRedirect?: (from: URL, to: URL) => string | undefined;
}

export interface FetchedBody {
  ok: true;
  /** The URL the body came from, after redirects. */
  url: string;
  status: number;
  statusText: string;
  /** Lower-cased media type without parameters ('' when the server sent none). */
  contentType: string;
  /** The answer's headers (Node's lower-cased view). */
  headers?: IncomingMessage['headers'];
  charset?: string;
  body: Buffer;
  /** The body was longer than the cap and `body` is its beginning. */
  truncated: boolean;
  capBytes: number;
  /** Every URL redirected to, in order. */
  redirects: string[];
}

export type GuardedGetFailureKind =
  'invalid_url' | 'blocked' | 'too_many_redirects' | 'timeout' | 'aborted' | 'network';
export type GuardedGetResult = FetchedBody | Fail<{ kind: GuardedGetFailureKind; message: string }>;

const redirectStatuses = new Set([301, 302, 303, 307, 308]);

export async function guardedGet(startUrl: string, options: GuardedGetOptions): Promise<GuardedGetResult> {
  if (!URL.canParse(startUrl)) {
    return {
      ok: false,
      kind: 'invalid_url',
      message: `"${startUrl.slice(0, 200)}" is not an absolute URL: include http:// or https://.`,
    };
  }
  const deadline = new AbortController();
  const timer = setTimeout(() => deadline.abort(), options.timeoutMs);
  const signal = AbortSignal.any([options.signal, deadline.signal]);
  const redirects: string[] = [];
  let current = startUrl;
  let method = (options.method ?? 'GET').toUpperCase();
  let requestBody = options.body;
  try {
    for (;;) {
      const verdict = await options.policy.checkUrl(current);
      if (!verdict.allowed) {
        const where = redirects.length > 0 ? `the redirect to ${current}` : current;
        return { ok: false, kind: 'blocked', message: `Refused ${where}: ${verdict.reason}.` };
      }
      const host = await options.policy.checkHost(verdict.url.hostname);
      if (!host.allowed) return { ok: false, kind: 'blocked', message: `Refused ${current}: ${host.reason}.` };
      const response = await openResponse(
        verdict.url,
        host.addresses,
        { method, headers: options.headers ?? {}, body: requestBody },
        signal,
      );
      const location = response.headers.location;
      if (redirectStatuses.has(response.statusCode ?? 0) && location) {
        response.destroy();
        if (redirects.length >= options.maxRedirects) {
          return {
            ok: false,
            kind: 'too_many_redirects',
            message: `Stopped after ${options.maxRedirects} redirects (the last one pointed to ${location.slice(0, 300)}).`,
          };
        }
        let next: string;
        try {
          next = new URL(location, verdict.url).href;
        } catch {
          return { ok: false, kind: 'blocked', message: `Refused a redirect to an invalid address.` };
        }
        const refusal = options.refuseRedirect?.(verdict.url, new URL(next));
        if (refusal) return { ok: false, kind: 'blocked', message: `Refused the redirect to ${next}: ${refusal}.` };
        redirects.push(next);
        current = next;
        const status = response.statusCode ?? 0;
        if (status === 303 || ((status === 301 || status === 302) && method !== 'GET' && method !== 'HEAD')) {
          method = method === 'HEAD' ? 'HEAD' : 'GET';
          requestBody = undefined;
        }
        continue;
      }
      const { type, charset } = parseContentType(response.headers['content-type']);
      const cap = options.maxBytesFor(type);
      const { body, truncated } = await readCapped(await decoded(response), cap, signal);
      response.destroy();
      return {
        ok: true,
        url: verdict.url.href,
        status: response.statusCode ?? 0,
        statusText: response.statusMessage ?? '',
        contentType: type,
        headers: response.headers,
        ...(charset ? { charset } : {}),
        body,
        truncated,
        capBytes: cap,
        redirects,
      };
    }
  } catch (error) {
    if (options.signal.aborted) return { ok: false, kind: 'aborted', message: 'The fetch was cancelled.' };
    if (deadline.signal.aborted) {
      return {
        ok: false,
        kind: 'timeout',
        message: `No complete answer within ${Math.round(options.timeoutMs / 1000)} s from ${current}.`,
      };
    }
    return { ok: false, kind: 'network', message: `Could not fetch ${current}: ${describeNetworkError(error)}.` };
  } finally {
    clearTimeout(timer);
  }
}

/** Connects only to the approved addresses: the request's lookup answers with them, never with a fresh DNS query. */
async function openResponse(
  url: URL,
  addresses: string[],
  request: { method: string; headers: Record<string, string>; body: Buffer | undefined },
  signal: AbortSignal,
): Promise<IncomingMessage> {
  const pinned: LookupFunction = (_hostname, lookupOptions, callback) => {
    const entries = addresses.map((address) => ({ address, family: isIP(address) === 6 ? 6 : 4 }));
    if (lookupOptions.all) return (callback as (e: null, a: typeof entries) => void)(null, entries);
    const first = entries[0]!;
    callback(null, first.address, first.family);
  };
  const http = url.protocol === 'https:' ? await import('node:https') : await import('node:http');
  const { method, body } = request;
  const headers = body ? { ...request.headers, 'content-length': String(body.length) } : request.headers;
  return new Promise((resolve, reject) => {
    // No shared agent: a pooled socket could lead to an address checked for an earlier request, under older settings.
    const req = http.request(url, { method, headers, lookup: pinned, signal, agent: false }, resolve);
    req.on('error', reject);
    req.end(body);
  });
}

async function decoded(response: IncomingMessage): Promise<Readable> {
  const encoding = String(response.headers['content-encoding'] ?? '')
    .trim()
    .toLowerCase();
  if (!['gzip', 'x-gzip', 'deflate', 'br'].includes(encoding)) return response;
  const { createBrotliDecompress, createGunzip, createInflate } = await import('node:zlib');
  const decoder =
    encoding === 'gzip' || encoding === 'x-gzip'
      ? createGunzip()
      : encoding === 'deflate'
        ? createInflate()
        : encoding === 'br'
          ? createBrotliDecompress()
          : undefined;
  if (!decoder) return response;
  response.on('error', (error) => decoder.destroy(error));
  return response.pipe(decoder);
}

/** Reads until `cap` bytes (then stops and reports truncated), the end, or the signal. */
function readCapped(stream: Readable, cap: number, signal: AbortSignal): Promise<{ body: Buffer; truncated: boolean }> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let settled = false;
    const finish = (truncated: boolean) => {
      if (settled) return;
      settled = true;
      signal.removeEventListener('abort', onAbort);
      stream.destroy();
      resolve({ body: Buffer.concat(chunks, Math.min(size, cap)), truncated });
    };
    const onAbort = () => {
      if (settled) return;
      settled = true;
      stream.destroy();
      reject(signal.reason instanceof Error ? signal.reason : new Error('aborted'));
    };
    signal.addEventListener('abort', onAbort, { once: true });
    stream.on('data', (chunk: Buffer) => {
      if (settled) return;
      const room = cap - size;
      if (chunk.length >= room + 1) {
        chunks.push(chunk.subarray(0, room));
        size += room;
        finish(true);
        return;
      }
      chunks.push(chunk);
      size += chunk.length;
    });
    stream.on('end', () => finish(false));
    stream.on('error', (error) => {
      if (settled) return;
      settled = true;
      signal.removeEventListener('abort', onAbort);
      reject(error);
    });
  });
}

export function parseContentType(header: string | undefined): { type: string; charset?: string } {
  if (!header) return { type: '' };
  const [type = '', ...params] = header.split(';');
  const charset = params
    .map((param) => /^\s*charset\s*=\s*"?([^";\s]+)"?/i.exec(param)?.[1])
    .find((value) => value !== undefined);
  return { type: type.trim().toLowerCase(), ...(charset ? { charset: charset.toLowerCase() } : {}) };
}

function describeNetworkError(error: unknown): string {
  if (error && typeof error === 'object' && 'code' in error && typeof error.code === 'string') {
    const message = error instanceof Error ? error.message : '';
    return `${error.code}${message && !message.includes(error.code) ? ` (${message.slice(0, 160)})` : ''}`;
  }
  return error instanceof Error ? error.message.slice(0, 200) : String(error).slice(0, 200);
}
