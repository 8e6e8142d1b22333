// Names derived from MCP servers: the model-facing `<server>__<tool>` name (letters, digits, `_`, `-`, at most 64
// characters, unique per server) and the keychain account that holds one secret env or header value.
import { nodeCrypto } from '../lazy-builtins';

const MAX_TOOL_NAME = 64;
const ACCOUNT_MAX = 64;

const shortHash = (text: string, length = 6): string =>
  nodeCrypto().createHash('sha256').update(text).digest('hex').slice(0, length);

/** The tool part: disallowed characters become `_`, no leading/trailing `_` (so the name never ends in `__`). */
function sanitizeToolPart(tool: string): string {
  return tool.replace(/[^a-zA-Z0-9_-]/g, '_').replace(/^_+|_+$/g, '');
}

/**
 * `<server>__<tool>`: shortened with a hash when too long, and made unique with a hash when two of the server's tools
 * sanitize to the same name. `taken` holds the names already given out for this server (updated here).
 */
export function mcpToolName(server: string, tool: string, taken: Set<string>): string {
  const prefix = `${server}__`;
  const room = MAX_TOOL_NAME - prefix.length;
  let part = sanitizeToolPart(tool) || `tool_${shortHash(tool)}`;
  if (part.length > room) part = `${part.slice(0, room - 7)}_${shortHash(tool)}`;
  let name = `${prefix}${part}`;
  if (taken.has(name)) name = `${prefix}${part.slice(0, room - 7)}_${shortHash(`${tool}\u0000${taken.size}`)}`;
  taken.add(name);
  return name;
}

/** Keychain account for a server's env variable or header: `mcp.<server>.env.<name>`, hashed when it would not fit. */
export function mcpSecretAccount(server: string, kind: 'env' | 'header', name: string): string {
  const readable = name.toLowerCase().replace(/[^a-z0-9._:-]/g, '-');
  const account = `mcp.${server}.${kind}.${readable}`;
  const exact = readable === name.toLowerCase() && account.length <= ACCOUNT_MAX;
  if (exact) return account;
  const base = `mcp.${server}.${kind}.`;
  return `${base}${readable.slice(0, Math.max(0, ACCOUNT_MAX - base.length - 13))}-${shortHash(name, 12)}`.slice(
    0,
    ACCOUNT_MAX,
  );
}
