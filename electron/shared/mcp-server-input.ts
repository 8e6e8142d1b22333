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
import {
  mcpImportEnglish,
  mcpImportWord,
  type McpImportWord,
  type McpImportWordCode,
  type ValueKind,
} from './mcp-import-words';
import type { Fail, Ok, Result } from './result';

export type McpInputResult<T> = Result<{ value: T; notes: string[] }>;
/** One entry: the notes and the failure also as words the UI says in its language. */
export type McpEntryResult =
  | Ok<{ value: Record<string, unknown>; notes: string[]; noteWords: McpImportWord[] }>
  | Fail<{ error: string; word: McpImportWord }>;

function refuse(code: McpImportWordCode, params: Record<string, string>): Fail<{ error: string; word: McpImportWord }> {
  const word = mcpImportWord(code, params);
  return { ok: false, error: mcpImportEnglish(word), word };
}

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
export function normalizeMcpServerEntry(value: unknown, field: string): McpEntryResult {
  if (!isObject(value)) return refuse('notObject', { field });
  const notes: string[] = [];
  const noteWords: McpImportWord[] = [];
  const { type, disabled, ...rest } = value;
  for (const key of ignoredFields) {
    if (key in rest) {
      delete rest[key];
      const word = mcpImportWord('leftOut', { field: `${field}.${key}` });
      noteWords.push(word);
      notes.push(mcpImportEnglish(word));
    }
  }
  if ('envFile' in rest) return refuse('envFile', { field });
  if (disabled !== undefined) {
    if (typeof disabled !== 'boolean') return refuse('disabledNotBoolean', { field });
    if (rest.enabled === undefined) rest.enabled = !disabled;
  }
  let fromType: 'stdio' | 'http' | 'sse' | undefined;
  if (type !== undefined) {
    fromType = typeof type === 'string' ? typeToTransport[type] : undefined;
    if (!fromType) return refuse('badType', { field, ...describe(type, 'got') });
  }
  if (rest.transport !== undefined) {
    if (fromType && fromType !== rest.transport)
      return refuse('typeTransportDisagree', {
        field,
        type: String(type),
        ...describe(rest.transport, 'transport'),
      });
    return { ok: true, value: rest, notes, noteWords };
  }
  const hasCommand = rest.command !== undefined;
  const hasUrl = rest.url !== undefined;
  if (hasCommand && hasUrl) return refuse('commandAndUrl', { field });
  if (!hasCommand && !hasUrl) return refuse('commandOrUrl', { field });
  if (hasCommand && fromType && fromType !== 'stdio') return refuse('typeNeedsUrl', { field, type: String(type) });
  if (hasUrl && fromType === 'stdio') return refuse('stdioNeedsCommand', { field });
  const transport = hasCommand ? 'stdio' : (fromType ?? 'http');
  return { ok: true, value: { transport, ...rest }, notes, noteWords };
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
 * secret strings allowed in env and headers. Answers the first problem as a word naming the field.
 */
export function checkMcpServerEntry(entry: Record<string, unknown>, field: string): McpImportWord | null {
  const shape =
    entry.transport === 'stdio'
      ? mcpStdioServerSchema.unwrap().shape
      : entry.transport === 'http'
        ? mcpHttpServerSchema.unwrap().shape
        : entry.transport === 'sse'
          ? mcpSseServerSchema.unwrap().shape
          : undefined;
  if (!shape) return mcpImportWord('badTransport', { field, ...describe(entry.transport, 'got') });
  const unknown = Object.keys(entry).find((key) => !(key in shape));
  if (unknown) return mcpImportWord('unknownField', { field: `${field}.${unknown}` });
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
  if (!issue) return mcpImportWord('notServer', { field });
  const where = [field, ...issue.path.map(String)].join('.');
  const message = issue.message.startsWith('a keychain reference')
    ? 'a text value (it is stored in the keychain)'
    : issue.message;
  return mcpImportWord('invalidValue', { field: where, detail: message });
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

/** A value the entry has, for a message: a string quoted (the UI shows it as is), anything else by its kind. */
function describe(value: unknown, name: 'got' | 'transport'): Record<string, string> {
  if (typeof value === 'string')
    return { [name]: JSON.stringify(value.length > 40 ? `${value.slice(0, 37)}...` : value) };
  const kind: ValueKind =
    value === undefined
      ? 'Nothing'
      : typeof value === 'number'
        ? 'Number'
        : typeof value === 'boolean'
          ? 'Boolean'
          : typeof value === 'object'
            ? 'Object'
            : 'Other';
  return { [name]: value === undefined ? 'nothing' : typeof value, [`${name}Kind`]: kind };
}
