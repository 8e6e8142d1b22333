// provider:models' core: lists a server's models with the stored key, and turns every failure into a short message
// that never contains the key (real HTTP servers on loopback).
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { listProviderModels } from '../../electron/runtime/provider-models';

const servers: Server[] = [];
async function serve(handler: (request: IncomingMessage, response: ServerResponse) => void): Promise<string> {
  const server = createServer(handler);
  servers.push(server);
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
}
afterEach(async () => {
  for (const server of servers.splice(0)) {
    server.closeAllConnections();
    await new Promise((done) => server.close(done));
  }
});

const key = 'sk-provider-models-test-0123456789';

describe('listProviderModels', () => {
  it('lists sorted, unique model ids and sends the key as a bearer token', async () => {
    let seen: IncomingMessage | undefined;
    const baseUrl = await serve((request, response) => {
      seen = request;
      response
        .writeHead(200, { 'content-type': 'application/json' })
        .end(JSON.stringify({ object: 'list', data: [{ id: 'zeta' }, { id: 'alpha' }, { id: 'alpha' }] }));
    });
    expect(await listProviderModels({ baseUrl: `${baseUrl}/`, apiKey: key })).toEqual({
      ok: true,
      models: ['alpha', 'zeta'],
    });
    expect(seen?.url).toBe('/v1/models');
    expect(seen?.headers.authorization).toBe(`Bearer ${key}`);
  });

  it('sends no authorization header without a key (local servers)', async () => {
    let authorization: string | undefined = 'unset';
    const baseUrl = await serve((request, response) => {
      authorization = request.headers.authorization;
      response.writeHead(200).end(JSON.stringify({ models: [{ name: 'llama3' }] }));
    });
    expect(await listProviderModels({ baseUrl })).toEqual({ ok: true, models: ['llama3'] });
    expect(authorization).toBeUndefined();
  });

  it('explains a 401 without repeating the key, even when the server echoes it', async () => {
    const baseUrl = await serve((_request, response) => {
      response.writeHead(401).end(JSON.stringify({ error: { message: `Incorrect API key provided: ${key}` } }));
    });
    const result = await listProviderModels({ baseUrl, apiKey: key });
    expect(result).toEqual({
      ok: false,
      error: 'The server answered 401: Incorrect API key provided: [hidden] (check the API key).',
    });
  });

  it('reports a body that is not a model list, an unreachable server, a stalled one and a bad URL', async () => {
    const html = await serve((_request, response) => response.writeHead(200).end('<html>hello</html>'));
    expect(await listProviderModels({ baseUrl: html })).toEqual({
      ok: false,
      error: 'The server answered, but not with an OpenAI-style model list.',
    });

    const closed = await serve(() => undefined);
    const port = new URL(closed).port;
    await new Promise((done) => servers.pop()!.close(done));
    const unreachable = await listProviderModels({ baseUrl: `http://127.0.0.1:${port}/v1`, apiKey: key });
    expect(unreachable.ok).toBe(false);
    expect(!unreachable.ok && unreachable.error).toMatch(/^Could not reach 127\.0\.0\.1:\d+/);

    const stalled = await serve(() => undefined);
    expect(await listProviderModels({ baseUrl: stalled, timeoutMs: 200 })).toEqual({
      ok: false,
      error: `No answer from ${new URL(stalled).host} within 200 ms.`,
    });

    expect(await listProviderModels({ baseUrl: 'not a url' })).toEqual({
      ok: false,
      error: 'The base URL is not a valid URL.',
    });
    expect(await listProviderModels({ baseUrl: 'file:///etc' })).toEqual({
      ok: false,
      error: 'The base URL must start with http:// or https://.',
    });
  });
});
