// The `mcp` settings section: MCP servers by name (stdio command, streamable HTTP or legacy SSE URL), each switchable,
// with its start mode and approval risk. The standard `command`/`url` form is turned into this one by mcp-server-input.ts. Secret values never live here: env and header values are keychain references.
import { z } from 'zod';

/** Server names become tool-name prefixes (`name__tool`) and keychain account parts, so they are kept plain. */
export const MCP_SERVER_NAME = /^[a-z0-9]+(?:[-_][a-z0-9]+)*$/;
export const MCP_SERVER_NAME_MAX = 32;
export const ENV_NAME = /^[A-Za-z_][A-Za-z0-9_]*$/;
export const HEADER_NAME = /^[A-Za-z0-9!#$%&'*+.^_`|~-]+$/;
/** Same rule as the SecretStore's account names. */
export const SECRET_ACCOUNT = /^[a-z0-9._:-]{1,64}$/;

export const mcpRisks = ['read', 'write', 'exec', 'network'] as const;

/** The section's schemas, built together on first use (a settings read that needs no parsing builds none). */
function buildMcpSchemas() {
  /** A keychain reference. Plain values given to `config set` are moved into the keychain and replaced by one. */
  const secretRef = z.strictObject(
    { secret: z.string().regex(SECRET_ACCOUNT, 'a keychain account name matching [a-z0-9._:-]{1,64}') },
    {
      error:
        'a keychain reference {"secret": "account"}: values are kept in the keychain, never in settings (`config set` moves plain values there)',
    },
  );
  const common = {
    enabled: z.boolean().default(true),
    /** `lazy`: started on first use; `eager`: started with Hearth. */
    startup: z.enum(['lazy', 'eager']).default('lazy'),
    /** Approval risk for every tool of the server (default exec: asks in supervised mode). */
    risk: z.enum(mcpRisks).default('exec'),
    /** Per-tool risk, by the server's own tool name. */
    toolRisk: z.record(z.string().min(1).max(128), z.enum(mcpRisks)).default({}),
    /** How long one tool call may take (progress notifications reset it). */
    callTimeoutMs: z.number().int().min(1_000).max(3_600_000).default(120_000),
    /** Renders its tools' MCP Apps views (sandboxed, in the tool card); off: their text only. */
    renderApps: z.boolean().default(true),
  };
  const stdio = z.object({
    transport: z.literal('stdio'),
    command: z.string().min(1).max(4_096),
    args: z.array(z.string().max(4_096)).max(256).default([]),
    cwd: z.string().max(4_096).optional(),
    env: z.record(z.string().regex(ENV_NAME, 'an environment variable name').max(128), secretRef).default({}),
    ...common,
  });
  const remote = {
    url: z
      .string()
      .url()
      .refine((url) => /^https?:\/\//i.test(url), 'an http(s) URL'),
    headers: z.record(z.string().regex(HEADER_NAME, 'an HTTP header name').max(128), secretRef).default({}),
    ...common,
  };
  /**
   * OAuth for a streamable HTTP server (the SDK's flow; without this section a server asking for sign-in still gets
   * dynamic client registration): a client registered beforehand (its secret a keychain reference), the scope to ask
   * for, or the URL of Hearth's client ID metadata document.
   */
  const oauth = z.object({
    clientId: z.string().min(1).max(512).optional(),
    clientSecret: secretRef.optional(),
    scope: z.string().max(2_048).optional(),
    clientMetadataUrl: z.string().url().max(2_048).optional(),
  });
  /** Streamable HTTP (the current remote transport). */
  const http = z.object({ transport: z.literal('http'), ...remote, oauth: oauth.optional() });
  /** The deprecated HTTP+SSE transport (protocol 2024-11-05), still offered by many servers. */
  const sse = z.object({ transport: z.literal('sse'), ...remote });
  const server = z.discriminatedUnion('transport', [stdio, http, sse]);
  const serverName = z
    .string()
    .max(MCP_SERVER_NAME_MAX)
    .regex(
      MCP_SERVER_NAME,
      `a server name: lower-case letters and digits, single - or _ between them, at most ${MCP_SERVER_NAME_MAX} characters`,
    );
  return { secretRef, stdio, oauth, http, sse, server, serverName };
}

let built: ReturnType<typeof buildMcpSchemas> | undefined;
const mcpSchemas = (): ReturnType<typeof buildMcpSchemas> => (built ??= buildMcpSchemas());

export const secretRefSchema = z.lazy(() => mcpSchemas().secretRef);
export type SecretRef = z.infer<typeof secretRefSchema>;
export const mcpStdioServerSchema = z.lazy(() => mcpSchemas().stdio);
export const mcpOAuthSchema = z.lazy(() => mcpSchemas().oauth);
export const mcpHttpServerSchema = z.lazy(() => mcpSchemas().http);
export const mcpSseServerSchema = z.lazy(() => mcpSchemas().sse);
export const mcpServerSchema = z.lazy(() => mcpSchemas().server);
export type McpServerConfig = z.infer<typeof mcpServerSchema>;
export type McpStdioServerConfig = z.infer<typeof mcpStdioServerSchema>;
export type McpHttpServerConfig = z.infer<typeof mcpHttpServerSchema> | z.infer<typeof mcpSseServerSchema>;
export type McpTransportKind = McpServerConfig['transport'];
export const mcpTransportKinds = ['stdio', 'http', 'sse'] as const;
export const mcpServerNameSchema = z.lazy(() => mcpSchemas().serverName);

/**
 * The section's fields (the settings schema is built from them; the strict twin walks them, so they are the built
 * schemas, not lazy wrappers). A server entry that stops being valid (hand edit, older build) is read as absent on its
 * own (`undefined`, reported by the settings store) instead of taking the other servers with it.
 */
export function mcpSectionShape() {
  const { server, serverName } = mcpSchemas();
  return { servers: z.record(serverName, server.optional().catch(undefined)).default({}).catch({}) };
}

/** The configured servers that could be read, by name. */
export function configuredMcpServers(section: {
  servers: Record<string, McpServerConfig | undefined>;
}): [string, McpServerConfig][] {
  return Object.entries(section.servers).filter((entry): entry is [string, McpServerConfig] => entry[1] !== undefined);
}
