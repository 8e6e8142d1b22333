// Secret values of MCP servers (env variables, HTTP headers) live only in the keychain. Reading: refs are resolved
// right before a server starts. Writing: plain values handed to `config set` / the settings screen are stored in the
// keychain first and replaced by `{ "secret": account }` refs, so the settings document never holds them.
import type { SecretStore } from '../../electron/shared/secret-store-port';
import { ENV_NAME, HEADER_NAME, MCP_SERVER_NAME, type SecretRef } from '../../electron/shared/mcp-settings-schema';
import { mcpSecretAccount } from './mcp-names';
import type { Result } from '../../electron/shared/result';

export type SecretKind = 'env' | 'header';

export type ResolvedSecrets = Result<{ values: Record<string, string> }>;

/** Reads every ref; a missing value or a keychain failure is a sentence naming the variable (never a value). */
export async function resolveSecretRefs(
  server: string,
  kind: SecretKind,
  refs: Readonly<Record<string, SecretRef>>,
  store: SecretStore,
): Promise<ResolvedSecrets> {
  const values: Record<string, string> = {};
  const what = kind === 'env' ? 'environment variable' : 'header';
  for (const [name, ref] of Object.entries(refs)) {
    let value: string | null;
    try {
      value = await store.get(ref.secret);
    } catch (error) {
      return {
        ok: false,
        error: `MCP server "${server}": the keychain could not be read for ${what} ${name} (${error instanceof Error ? error.message : 'keychain error'}).`,
      };
    }
    if (value === null) {
      return {
        ok: false,
        error: `MCP server "${server}": the keychain has no value for ${what} ${name}; set it again with \`config set mcp.servers.${server}.${kind === 'env' ? 'env' : 'headers'}.${name} VALUE\`.`,
      };
    }
    values[name] = value;
  }
  return { ok: true, values };
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export type IntakeResult = Result<{ value: unknown }>;

/**
 * Before a settings write at `path`: moves every plain string found in an MCP server's `env` or `headers` into the
 * keychain and returns the value with refs in their place. Paths outside `mcp` come back unchanged.
 */
export async function intakeMcpSecrets(path: string, value: unknown, store: SecretStore): Promise<IntakeResult> {
  const segments = path.split('.');
  if (segments[0] !== 'mcp') return { ok: true, value };
  const [, servers, name, field, key] = segments;
  try {
    if (segments.length === 1) {
      if (!isObject(value) || !isObject(value.servers)) return { ok: true, value };
      return { ok: true, value: { ...value, servers: await moveAll(value.servers, store) } };
    }
    if (servers !== 'servers') return { ok: true, value };
    if (segments.length === 2) return { ok: true, value: isObject(value) ? await moveAll(value, store) : value };
    if (name === undefined) return { ok: true, value };
    if (segments.length === 3) return { ok: true, value: await moveServer(name, value, store) };
    const kind = field === 'env' ? 'env' : field === 'headers' ? 'header' : undefined;
    if (kind === undefined) return { ok: true, value };
    if (segments.length === 4)
      return { ok: true, value: isObject(value) ? await moveRecord(name, kind, value, store) : value };
    if (segments.length === 5 && key !== undefined)
      return { ok: true, value: await moveOne(name, kind, key, value, store) };
    return { ok: true, value };
  } catch (error) {
    return {
      ok: false,
      error: `The secret could not be stored in the keychain: ${error instanceof Error ? error.message : 'keychain error'}`,
    };
  }
}

async function moveAll(servers: Record<string, unknown>, store: SecretStore): Promise<Record<string, unknown>> {
  const out: Record<string, unknown> = {};
  for (const [name, server] of Object.entries(servers)) out[name] = await moveServer(name, server, store);
  return out;
}

async function moveServer(name: string, server: unknown, store: SecretStore): Promise<unknown> {
  if (!isObject(server)) return server;
  const out = { ...server };
  if (isObject(server.env)) out.env = await moveRecord(name, 'env', server.env, store);
  if (isObject(server.headers)) out.headers = await moveRecord(name, 'header', server.headers, store);
  // A pre-registered OAuth client's secret goes to the keychain too.
  if (isObject(server.oauth) && typeof server.oauth.clientSecret === 'string' && MCP_SERVER_NAME.test(name)) {
    const account = `mcp.${name}.oauth.client_secret`;
    await store.set(account, server.oauth.clientSecret);
    out.oauth = { ...server.oauth, clientSecret: { secret: account } };
  }
  return out;
}

async function moveRecord(
  name: string,
  kind: SecretKind,
  record: Record<string, unknown>,
  store: SecretStore,
): Promise<Record<string, unknown>> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(record)) out[key] = await moveOne(name, kind, key, value, store);
  return out;
}

/**
 * A plain string goes to the keychain; refs, and values under names the schema will refuse anyway, stay as they are
 * (the write is then refused with the schema's reason, and nothing was stored).
 */
async function moveOne(
  name: string,
  kind: SecretKind,
  key: string,
  value: unknown,
  store: SecretStore,
): Promise<unknown> {
  if (typeof value !== 'string' || !MCP_SERVER_NAME.test(name) || !(kind === 'env' ? ENV_NAME : HEADER_NAME).test(key))
    return value;
  const account = mcpSecretAccount(name, kind, key);
  await store.set(account, value);
  return { secret: account };
}

/**
 * When a server is removed: deletes the keychain entries its config refers to that Hearth created for it
 * (`mcp.<server>.…`) and its OAuth tokens and client; references to other accounts are left alone. Returns how many
 * were deleted.
 */
export async function forgetMcpServerSecrets(
  server: string,
  config: { env?: Record<string, SecretRef>; headers?: Record<string, SecretRef> },
  store: SecretStore,
): Promise<number> {
  let deleted = 0;
  for (const ref of [...Object.values(config.env ?? {}), ...Object.values(config.headers ?? {})]) {
    if (ref.secret.startsWith(`mcp.${server}.`) && (await store.delete(ref.secret))) deleted += 1;
  }
  // What the OAuth flow kept for it: tokens, the registered client, a pre-registered client's secret.
  for (const what of ['tokens', 'client', 'client_secret'])
    if (await store.delete(`mcp.${server}.oauth.${what}`)) deleted += 1;
  return deleted;
}
