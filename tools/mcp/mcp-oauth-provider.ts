// The SDK's OAuth client flow for one remote MCP server (discovery, dynamic or pre-registered client, PKCE, token
// refresh and step-up are the SDK's, in @modelcontextprotocol/sdk/client/auth.js): this provider keeps the registered
// client and the tokens in the keychain (never settings or logs), receives the code on a loopback redirect, and hands
// the authorization URL to an opener (the system browser in the app; a stand-in in tests).
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { OAuthClientProvider } from '@modelcontextprotocol/sdk/client/auth.js';
import type {
  OAuthClientInformationMixed,
  OAuthClientMetadata,
  OAuthTokens,
} from '@modelcontextprotocol/sdk/shared/auth.js';
import type { SecretStore } from '../../electron/shared/secret-store-port';

/** Shows the person the authorization page (the system browser). */
export type OpenAuthorizationUrl = (url: URL) => Promise<void>;

export interface McpOAuthOptions {
  server: string;
  secretStore: SecretStore;
  open: OpenAuthorizationUrl;
  /** A client registered beforehand (else dynamic registration, or a client ID metadata document). */
  clientId?: string;
  clientSecret?: string;
  scope?: string;
  clientMetadataUrl?: string;
}

export interface McpOAuthSession {
  provider: OAuthClientProvider;
  /** Resolves with the authorization code the loopback redirect received (rejects after `timeoutMs`). */
  code(timeoutMs: number): Promise<string>;
  close(): Promise<void>;
}

const account = (server: string, what: 'client' | 'tokens') => `mcp.${server}.oauth.${what}`;

async function readJson<T>(store: SecretStore, name: string): Promise<T | undefined> {
  const text = await store.get(name);
  if (text === null) return undefined;
  try {
    return JSON.parse(text) as T;
  } catch {
    return undefined;
  }
}

/** Starts the loopback listener (127.0.0.1, a free port) and builds the provider around its redirect URL. */
export async function openMcpOAuthSession(options: McpOAuthOptions): Promise<McpOAuthSession> {
  let deliver: ((code: string) => void) | undefined;
  let refuse: ((error: Error) => void) | undefined;
  const received = new Promise<string>((resolve, reject) => {
    deliver = resolve;
    refuse = reject;
  });
  received.catch(() => undefined);
  let expectedState: string | undefined;
  const listener = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    const code = url.searchParams.get('code');
    const error = url.searchParams.get('error');
    const stateMatches = expectedState === undefined || url.searchParams.get('state') === expectedState;
    if (url.pathname !== '/callback' || (!code && !error) || !stateMatches) {
      res.writeHead(400, { 'content-type': 'text/plain' });
      res.end('Not an authorization answer for Hearth.');
      return;
    }
    res.writeHead(200, { 'content-type': 'text/plain; charset=utf-8' });
    res.end(code ? 'Hearth is signed in. You can close this page.' : 'Sign-in was refused. You can close this page.');
    if (code) deliver?.(code);
    else refuse?.(new Error(`the authorization server refused: ${error}`));
  });
  await new Promise<void>((resolve) => listener.listen(0, '127.0.0.1', resolve));
  const redirectUrl = `http://127.0.0.1:${(listener.address() as AddressInfo).port}/callback`;
  let verifier = '';
  const { server, secretStore } = options;

  const provider: OAuthClientProvider = {
    get redirectUrl() {
      return redirectUrl;
    },
    ...(options.clientMetadataUrl ? { clientMetadataUrl: options.clientMetadataUrl } : {}),
    get clientMetadata(): OAuthClientMetadata {
      return {
        client_name: 'Hearth',
        redirect_uris: [redirectUrl],
        grant_types: ['authorization_code', 'refresh_token'],
        response_types: ['code'],
        token_endpoint_auth_method: options.clientSecret ? 'client_secret_basic' : 'none',
        ...(options.scope ? { scope: options.scope } : {}),
      };
    },
    state: () => {
      expectedState = crypto.randomUUID();
      return expectedState;
    },
    clientInformation: async () =>
      options.clientId
        ? { client_id: options.clientId, ...(options.clientSecret ? { client_secret: options.clientSecret } : {}) }
        : readJson<OAuthClientInformationMixed>(secretStore, account(server, 'client')),
    saveClientInformation: async (info) => {
      if (!options.clientId) await secretStore.set(account(server, 'client'), JSON.stringify(info));
    },
    tokens: () => readJson<OAuthTokens>(secretStore, account(server, 'tokens')),
    saveTokens: async (tokens) => {
      await secretStore.set(account(server, 'tokens'), JSON.stringify(tokens));
    },
    redirectToAuthorization: (url) => options.open(url),
    saveCodeVerifier: (value) => {
      verifier = value;
    },
    codeVerifier: () => verifier,
    invalidateCredentials: async (scope) => {
      if (scope === 'all' || scope === 'tokens') await secretStore.delete(account(server, 'tokens'));
      if ((scope === 'all' || scope === 'client') && !options.clientId)
        await secretStore.delete(account(server, 'client'));
    },
  };

  return {
    provider,
    code: (timeoutMs) =>
      Promise.race([
        received,
        new Promise<string>((_, reject) =>
          setTimeout(() => reject(new Error('no sign-in within the time allowed')), timeoutMs).unref(),
        ),
      ]),
    close: () =>
      new Promise<void>((resolve) => {
        listener.closeAllConnections();
        listener.close(() => resolve());
      }),
  };
}
