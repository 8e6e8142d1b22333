// MCP server entries in the form every client and README uses — `{ command, args, env }` or `{ url, headers }`, with an
// optional `type` (stdio | http | streamable-http | sse) — turned into Hearth's settings form (`transport`). Pure:
// plain secret strings stay as they are here (the runtime moves them to the keychain); errors name the field.
import {
  MCP_SERVER_NAME,
  MCP_SERVER_NAME_MAX,
  mcpHttpServerSchema,
  mcpServerSchema,
  mcpSseServerSchema,
  mcpStdioServerSchema,
} from './mcp-settings-schema';
import type { Result } from './result';

export type McpInputResult<T> = Result<{ value: T; notes: string[] }>;

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const typeToTransport: Record<string, 'stdio' | 'http' | 'sse'> = {
  stdio: 'stdio',
  http: 'http',
  'streamable-http': 'http',
  streamableHttp: 'http',
  sse: 'sse',
};

/** Fields other clients write that say nothing about how to reach the server: dropped, with a note. */
const ignoredFields = ['gallery', 'version', 'description', 'autoApprove', 'alwaysAllow'];

/**
 * One server entry in the standard or the settings form → the settings form. `field` names it in errors
 * (`mcp.servers.github`). The settings form (`transport`) passes through as it is.
 */
export function normalizeMcpServerEntry(value: unknown, field: string): McpInputResult<Record<string, unknown>> {
  if (!isObject(value))
    return { ok: false, error: `"${field}" must be an object: {"command": …} for a local program or {"url": …}.` };
  const notes: string[] = [];
  const { type, disabled, ...rest } = value;
  for (const key of ignoredFields) {
    if (key in rest) {
      delete rest[key];
      notes.push(`"${field}.${key}" is not used by Hearth and was left out.`);
    }
  }
  if ('envFile' in rest)
    return {
      ok: false,
      error: `"${field}.envFile" is not supported: put the variables in "env" (their values go to the keychain).`,
    };
  if (disabled !== undefined) {
    if (typeof disabled !== 'boolean') return { ok: false, error: `"${field}.disabled" must be true or false.` };
    if (rest.enabled === undefined) rest.enabled = !disabled;
  }
  let fromType: 'stdio' | 'http' | 'sse' | undefined;
  if (type !== undefined) {
    fromType = typeof type === 'string' ? typeToTransport[type] : undefined;
    if (!fromType)
      return {
        ok: false,
        error: `"${field}.type" must be one of stdio, http, streamable-http, sse (got ${describe(type)}).`,
      };
  }
  if (rest.transport !== undefined) {
    if (fromType && fromType !== rest.transport)
      return {
        ok: false,
        error: `"${field}.type" (${String(type)}) and "${field}.transport" (${describe(rest.transport)}) disagree.`,
      };
    return { ok: true, value: rest, notes };
  }
  const hasCommand = rest.command !== undefined;
  const hasUrl = rest.url !== undefined;
  if (hasCommand && hasUrl)
    return {
      ok: false,
      error: `"${field}" has both "command" and "url": give "command" for a local program or "url" for a remote server.`,
    };
  if (!hasCommand && !hasUrl)
    return {
      ok: false,
      error: `"${field}" needs "command" (a local program) or "url" (a remote server).`,
    };
  if (hasCommand && fromType && fromType !== 'stdio')
    return { ok: false, error: `"${field}.type" is ${String(type)}, which needs "url", but the entry has "command".` };
  if (hasUrl && fromType === 'stdio')
    return { ok: false, error: `"${field}.type" is stdio, which needs "command", but the entry has "url".` };
  const transport = hasCommand ? 'stdio' : (fromType ?? 'http');
  return { ok: true, value: { transport, ...rest }, notes };
}

/**
 * Before a settings write at `path` (`mcp`, `mcp.servers`, `mcp.servers.NAME`): every server entry in it is turned
 * into the settings form. Other paths come back unchanged.
 */
export function normalizeMcpSettingWrite(path: string, value: unknown): McpInputResult<unknown> {
  const segments = path.split('.');
  if (segments[0] !== 'mcp' || segments.length > 3) return { ok: true, value, notes: [] };
  if (segments.length === 3) {
    if (segments[1] !== 'servers') return { ok: true, value, notes: [] };
    return normalizeMcpServerEntry(value, path);
  }
  if (segments.length === 1) {
    if (!isObject(value) || !isObject(value.servers)) return { ok: true, value, notes: [] };
    const servers = normalizeAll(value.servers, 'mcp.servers');
    return servers.ok ? { ok: true, value: { ...value, servers: servers.value }, notes: servers.notes } : servers;
  }
  if (segments[1] !== 'servers' || !isObject(value)) return { ok: true, value, notes: [] };
  return normalizeAll(value, 'mcp.servers');
}

function normalizeAll(servers: Record<string, unknown>, field: string): McpInputResult<Record<string, unknown>> {
  const out: Record<string, unknown> = {};
  const notes: string[] = [];
  for (const [name, entry] of Object.entries(servers)) {
    const normalized = normalizeMcpServerEntry(entry, `${field}.${name}`);
    if (!normalized.ok) return normalized;
    out[name] = normalized.value;
    notes.push(...normalized.notes);
  }
  return { ok: true, value: out, notes };
}

/**
 * Checks a normalized entry the way the settings store will (unknown fields refused, each field's rule), with plain
 * secret strings allowed in env and headers. Answers the first problem as a sentence naming the field.
 */
export function checkMcpServerEntry(entry: Record<string, unknown>, field: string): string | null {
  const shape =
    entry.transport === 'stdio'
      ? mcpStdioServerSchema.unwrap().shape
      : entry.transport === 'http'
        ? mcpHttpServerSchema.unwrap().shape
        : entry.transport === 'sse'
          ? mcpSseServerSchema.unwrap().shape
          : undefined;
  if (!shape) return `"${field}.transport" must be stdio, http or sse (got ${describe(entry.transport)}).`;
  const unknown = Object.keys(entry).find((key) => !(key in shape));
  if (unknown) return `"${field}.${unknown}" is not a field Hearth knows.`;
  const secrets = (record: unknown) =>
    isObject(record)
      ? Object.fromEntries(
          Object.entries(record).map(([key, value]) => [
            key,
            typeof value === 'string' ? { secret: 'placeholder' } : value,
          ]),
        )
      : record;
  const candidate = {
    ...entry,
    ...('env' in entry ? { env: secrets(entry.env) } : {}),
    ...('headers' in entry ? { headers: secrets(entry.headers) } : {}),
    ...(isObject(entry.oauth) && typeof entry.oauth.clientSecret === 'string'
      ? { oauth: { ...entry.oauth, clientSecret: { secret: 'placeholder' } } }
      : {}),
  };
  const parsed = mcpServerSchema.safeParse(candidate);
  if (parsed.success) return null;
  const issue = parsed.error.issues[0];
  if (!issue) return `"${field}" is not a valid MCP server.`;
  const where = [field, ...issue.path.map(String)].join('.');
  const message = issue.message.startsWith('a keychain reference')
    ? 'a text value (it is stored in the keychain)'
    : issue.message;
  return `"${where}": ${message}.`;
}

/** A name any client allowed, made into a Hearth server name (lower case, - between words, at most 32 characters). */
export function toMcpServerName(raw: string): string {
  const cleaned = raw
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^[-_]+|[-_]+$/g, '')
    .slice(0, MCP_SERVER_NAME_MAX)
    .replace(/[-_]+$/g, '');
  return MCP_SERVER_NAME.test(cleaned) ? cleaned : 'server';
}

export interface PastedServer {
  /** The name as written (or the one the caller gave for a single entry). */
  originalName: string;
  name: string;
  /** The raw entry as pasted (standard or settings form). */
  entry: unknown;
}

export type PasteResult = Result<{ servers: PastedServer[] }>;

/**
 * Text a person pasted: a whole client file (`{"mcpServers": {…}}` or VS Code's `{"servers": {…}}`), a map of
 * servers by name, a `"name": {…}` fragment from a README, or one server entry (then `singleName` names it).
 */
export function parsePastedMcpServers(text: string, singleName?: string): PasteResult {
  const trimmed = text.trim();
  if (trimmed === '') return { ok: false, error: 'Paste a server: {"command": …} or {"mcpServers": {…}}.' };
  let document: unknown;
  try {
    document = JSON.parse(trimmed);
  } catch (error) {
    try {
      document = JSON.parse(`{${trimmed.replace(/,\s*$/, '')}}`); // a `"name": {…}` fragment
    } catch {
      return { ok: false, error: `The text is not JSON: ${error instanceof Error ? error.message : String(error)}` };
    }
  }
  if (!isObject(document)) return { ok: false, error: 'The JSON must be an object.' };
  const looksLikeServer = ['command', 'url', 'transport', 'type'].some((key) => key in document);
  if (looksLikeServer) {
    const name = singleName?.trim() ?? '';
    if (name === '') return { ok: false, error: '"name" is needed for a single server: give it a name.' };
    return { ok: true, servers: [{ originalName: name, name: toMcpServerName(name), entry: document }] };
  }
  const map = isObject(document.mcpServers)
    ? document.mcpServers
    : isObject(document.servers)
      ? document.servers
      : isObject(document.mcp) && isObject(document.mcp.servers)
        ? document.mcp.servers
        : document;
  const servers = Object.entries(map).map(([originalName, entry]) => ({
    originalName,
    name: toMcpServerName(originalName),
    entry,
  }));
  if (servers.length === 0) return { ok: false, error: 'The JSON names no servers.' };
  return { ok: true, servers };
}

function describe(value: unknown): string {
  if (value === undefined) return 'nothing';
  if (typeof value === 'string') return JSON.stringify(value.length > 40 ? `${value.slice(0, 37)}...` : value);
  return typeof value;
}
