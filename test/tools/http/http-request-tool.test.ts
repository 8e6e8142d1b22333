// http_request against a real JSON API on 127.0.0.1: method, query, headers, JSON and form bodies, secrets filled in
// and scrubbed from the answer, JSON pretty-printed and cut with a note, the size and time caps, private addresses
// refused by default (allowed with the setting), every redirect re-checked, and the answer marked untrusted.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAddressClassifier } from '../../../tools/browser/private-addresses';
import type { HostLookup } from '../../../tools/browser/url-policy';
import { createHttpRequestTool, type HttpRequestToolDeps } from '../../../tools/http/http-request-tool';
import type { AnyTool, ToolContext, ToolResult } from '../../../tools/tool';
import { startJsonApiStandIn, type JsonApiStandIn } from '../../support/json-api-stand-in';

let api: JsonApiStandIn;
beforeAll(async () => {
  api = await startJsonApiStandIn();
});
afterAll(() => api.close());

const token = 'tok-Secret-9f8e7d6c5b4a';
const secrets: Record<string, string> = { api_token: token };

function context(signal = new AbortController().signal): ToolContext {
  return { callId: 'call-1', signal, onUpdate: () => undefined, workspace: '/tmp', conversationId: 'conv-1' };
}

/** The stand-in on loopback, reached with private-network access switched on explicitly. */
function allowedTool(overrides: Partial<HttpRequestToolDeps> = {}): AnyTool {
  return createHttpRequestTool({
    settings: () => ({ allowPrivateNetwork: true }),
    readSecret: async (name) => secrets[name] ?? null,
    ...overrides,
  });
}

/** Private access off; `api.test` resolves to the stand-in and 127.0.0.1 counts as public, as the web would be. */
function publicWebTool(): AnyTool {
  const real = createAddressClassifier();
  const names: Record<string, string[]> = { 'api.test': ['127.0.0.1'], 'intranet.test': ['192.168.1.20'] };
  const lookup: HostLookup = async (host) => {
    const found = names[host];
    if (!found) throw Object.assign(new Error('not found'), { code: 'ENOTFOUND' });
    return found;
  };
  return createHttpRequestTool({
    settings: () => ({ allowPrivateNetwork: false }),
    readSecret: async (name) => secrets[name] ?? null,
    lookup,
    classify: (address) => (address === '127.0.0.1' ? 'public' : real(address)),
  });
}

function call(tool: AnyTool, args: Record<string, unknown>): Promise<ToolResult> {
  return tool.execute(tool.parameters.parse(args), context());
}

function echoed(result: ToolResult): Record<string, unknown> {
  const json = /\n(\{[\s\S]*\})\n<<<end-untrusted/.exec(result.content)?.[1];
  expect(json, result.content).toBeDefined();
  return JSON.parse(json!) as Record<string, unknown>;
}

describe('http_request: what it sends', () => {
  it('sends the method, query and a JSON body, and returns the JSON answer pretty-printed and untrusted', async () => {
    const result = await call(allowedTool(), {
      method: 'POST',
      url: `${api.origin}/echo?page=1`,
      query: { q: 'rain & snow', limit: 5, exact: true },
      headers: { 'X-Client': 'hearth-test' },
      body: { city: 'Oslo', days: [1, 2] },
    });
    expect(result.ok).toBe(true);
    expect(result.content).toMatch(/^POST 127\.0\.0\.1:\d+ answered 200/);
    expect(result.content).toContain('Content-Type: application/json');
    expect(result.content).toContain('\n  "method": "POST",\n');
    const sent = api.requests.at(-1)!;
    expect(sent.method).toBe('POST');
    expect(new URL(sent.path, api.origin).searchParams.get('q')).toBe('rain & snow');
    expect(sent.path).toContain('page=1&q=rain+%26+snow&limit=5&exact=true');
    expect(sent.headers['x-client']).toBe('hearth-test');
    expect(sent.headers['content-type']).toBe('application/json');
    expect(JSON.parse(sent.body)).toEqual({ city: 'Oslo', days: [1, 2] });
    expect(result.source).toMatchObject({
      kind: 'http_response',
      label: expect.stringMatching(/^127\.0\.0\.1:\d+\/echo$/),
    });
    expect(result.content).toMatch(/<<<untrusted-web-content [0-9a-f]{12}>>>/);
  });

  it('form-encodes an object body when the content type asks for a form', async () => {
    await call(allowedTool(), {
      method: 'PUT',
      url: `${api.origin}/echo`,
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: { name: 'Ada Lovelace', n: 3 },
    });
    expect(api.requests.at(-1)).toMatchObject({ method: 'PUT', body: 'name=Ada+Lovelace&n=3' });
  });

  it('refuses a body on GET, and a URL that is not absolute, before sending anything', async () => {
    const before = api.requests.length;
    const get = await call(allowedTool(), { method: 'GET', url: `${api.origin}/echo`, body: { a: 1 } });
    expect(get).toMatchObject({ ok: false, errorType: 'invalid_args' });
    const relative = await call(allowedTool(), { method: 'GET', url: '/echo' });
    expect(relative).toMatchObject({ ok: false, errorType: 'invalid_args' });
    expect(api.requests.length).toBe(before);
  });
});

describe('http_request: secrets by reference', () => {
  it('fills {{secret:NAME}} in headers, query and body, and the echoed secret never reaches the model', async () => {
    const tool = allowedTool();
    const args = {
      method: 'POST',
      url: `${api.origin}/echo`,
      headers: { Authorization: 'Bearer {{secret:api_token}}' },
      query: { key: '{{secret:API_TOKEN}}' },
      body: { nested: { token: '{{ secret:api_token }}' } },
    };
    const facts = tool.describeCall!(tool.parameters.parse(args), { workspace: '/tmp' });
    expect(facts).toEqual({
      host: `127.0.0.1:${api.port}`,
      notes: [
        {
          text: `Sends a POST request to 127.0.0.1:${api.port}.`,
          code: 'httpRequest',
          params: { method: 'POST', host: `127.0.0.1:${api.port}` },
        },
        {
          text: 'Fills in the stored secret api_token.',
          code: 'httpSecrets',
          params: { names: 'api_token', count: '1' },
        },
      ],
    });
    const result = await call(tool, args);
    expect(result.ok).toBe(true);
    const sent = api.requests.at(-1)!;
    expect(sent.headers.authorization).toBe(`Bearer ${token}`);
    expect(sent.path).toContain(`key=${token}`);
    expect(JSON.parse(sent.body)).toEqual({ nested: { token } });
    expect(JSON.stringify(result)).not.toContain(token);
    expect(echoed(result).headers).toMatchObject({ authorization: 'Bearer [secret:api_token]' });
    expect(result.content).toContain('[secret:api_token]');
  });

  it('names a secret that is not stored, and refuses a placeholder in the URL', async () => {
    const missing = await call(allowedTool(), {
      method: 'GET',
      url: `${api.origin}/echo`,
      headers: { 'X-Key': '{{secret:nope}}' },
    });
    expect(missing).toMatchObject({ ok: false, errorType: 'invalid_args' });
    expect(missing.content).toContain('hearth key set http:nope');
    const inUrl = await call(allowedTool(), { method: 'GET', url: `${api.origin}/echo?k={{secret:api_token}}` });
    expect(inUrl).toMatchObject({ ok: false, errorType: 'invalid_args' });
  });

  it('does not follow a redirect to another origin while the request carries a secret', async () => {
    const other = `http://localhost:${api.port}/echo`;
    const before = api.requests.length;
    const result = await call(allowedTool(), {
      method: 'GET',
      url: `${api.origin}/redirect?code=307&to=${encodeURIComponent(other)}`,
      headers: { Authorization: 'Bearer {{secret:api_token}}' },
    });
    expect(result).toMatchObject({ ok: false, errorType: 'blocked' });
    expect(result.content).toContain('carries stored secrets');
    expect(api.requests.length).toBe(before + 1);
  });
});

describe('http_request: the URL policy', () => {
  it('refuses loopback and private addresses by default, naming the setting', async () => {
    const before = api.requests.length;
    const tool = allowedTool({ settings: () => ({ allowPrivateNetwork: false }) });
    const result = await call(tool, { method: 'GET', url: `${api.origin}/echo` });
    expect(result).toMatchObject({ ok: false, errorType: 'blocked' });
    expect(result.content).toContain('tools.httpRequest.allowPrivateNetwork');
    expect(api.requests.length).toBe(before);
  });

  it('re-checks every redirect: public to private is refused, public to public is followed (303 as GET)', async () => {
    const tool = publicWebTool();
    const toPrivate = await call(tool, {
      method: 'GET',
      url: `http://api.test:${api.port}/redirect?to=${encodeURIComponent('http://intranet.test/admin')}`,
    });
    expect(toPrivate).toMatchObject({ ok: false, errorType: 'blocked' });
    expect(toPrivate.content).toMatch(/Refused the redirect to http:\/\/intranet\.test\/admin/);
    const toLoopback = await call(tool, {
      method: 'GET',
      url: `http://api.test:${api.port}/redirect?to=${encodeURIComponent(`http://127.0.0.2:${api.port}/echo`)}`,
    });
    expect(toLoopback).toMatchObject({ ok: false, errorType: 'blocked' });
    const followed = await call(tool, {
      method: 'POST',
      url: `http://api.test:${api.port}/redirect?code=303&to=/echo`,
      body: { a: 1 },
    });
    expect(followed.ok).toBe(true);
    expect(echoed(followed)).toMatchObject({ method: 'GET', body: '' });
    expect(followed.content).toContain('Redirected from:');
  });

  it('refuses schemes other than http and https', async () => {
    const result = await call(allowedTool(), { method: 'GET', url: 'file:///etc/passwd' });
    expect(result).toMatchObject({ ok: false, errorType: 'blocked' });
  });
});

describe('http_request: caps and answers', () => {
  it('cuts a long JSON answer with a note, and caps the bytes read', async () => {
    const long = await call(allowedTool(), { method: 'GET', url: `${api.origin}/big` });
    expect(long.ok).toBe(true);
    expect(long.content).toMatch(/Cut at 16 KB: the pretty-printed JSON has \d+ KB; the rest is not shown\./);
    expect(long.content).toContain('link: </big?page=2>; rel="next"\nx-ratelimit-remaining: 59\n');
    expect(long.content).not.toContain('x-internal-trace');
    const capped = await call(allowedTool({ limits: { responseBytes: 4_096 } }), {
      method: 'GET',
      url: `${api.origin}/big`,
    });
    expect(capped.content).toContain('Cut at 4 KB: the answer is larger, only its beginning was read.');
    expect(capped.content).toContain('shown as received, not pretty-printed');
  });

  it('gives up on a slow server at the time cap', async () => {
    const result = await call(allowedTool({ limits: { timeoutMs: 300 } }), {
      method: 'GET',
      url: `${api.origin}/slow`,
    });
    expect(result).toMatchObject({ ok: false, errorType: 'timeout' });
  });

  it('returns an error status with its body as a failure the model can read', async () => {
    const result = await call(allowedTool(), { method: 'DELETE', url: `${api.origin}/status/404` });
    expect(result).toMatchObject({ ok: false, errorType: 'http_status', source: { kind: 'http_response' } });
    expect(result.content).toContain('"message": "No such thing."');
  });
});
