// The IPC contract of the settings screen's Extensions section: MCP servers (state, failure reason and stderr tail,
// tool definitions that drifted, whether each keychain secret is set — never its value) with accept-new-definitions,
// restart and remove, and the user tools folder's loaded tools and load errors. contract.ts spreads these in.
import { z } from 'zod';
import { MCP_SERVER_NAME, MCP_SERVER_NAME_MAX } from './mcp-settings-schema';

/** The settings rule for server names; an unknown (well-formed) name is answered with an error, not thrown. */
const serverName = z.string().min(1).max(MCP_SERVER_NAME_MAX).regex(MCP_SERVER_NAME);
const outcome = z.union([z.object({ ok: z.literal(true) }), z.object({ ok: z.literal(false), error: z.string() })]);

export const mcpToolViewSchema = z.object({
  /** The model-facing name (`server__tool`). */
  name: z.string(),
  /** The server's own name for it. */
  mcpName: z.string(),
  changed: z.boolean(),
  /** What changed since the user accepted it: 'new', 'description', 'input schema', or both. */
  change: z.string().optional(),
});

export const mcpSecretViewSchema = z.object({
  kind: z.enum(['env', 'header']),
  /** The variable or header name. */
  name: z.string(),
  /** The keychain account the setting refers to. */
  account: z.string(),
  /** Whether the keychain holds a value for it (false also when the keychain could not be read). */
  set: z.boolean(),
});

export const mcpServerViewSchema = z.object({
  name: z.string(),
  transport: z.enum(['stdio', 'http']),
  /** What runs: the command line of a stdio server, the URL (without query) of an HTTP one. */
  target: z.string(),
  enabled: z.boolean(),
  startup: z.enum(['lazy', 'eager']),
  state: z.enum(['stopped', 'starting', 'running', 'failed']),
  reason: z.string().optional(),
  isolation: z.string().optional(),
  stderrTail: z.array(z.string()).optional(),
  pid: z.number().nullable(),
  restarts: z.number(),
  tools: z.array(mcpToolViewSchema),
  secrets: z.array(mcpSecretViewSchema),
});
export type McpServerView = z.infer<typeof mcpServerViewSchema>;

export const userToolsViewSchema = z.object({
  folder: z.string(),
  tools: z.array(z.object({ name: z.string(), file: z.string(), version: z.string(), risk: z.string(), description: z.string() })),
  errors: z.array(z.object({ file: z.string(), version: z.string(), error: z.string() })),
  host: z.object({ running: z.boolean(), restarts: z.number(), lastExit: z.string().optional() }),
  problem: z.string().optional(),
});
export type UserToolsView = z.infer<typeof userToolsViewSchema>;

export const extensionsContract = {
  /** Every configured MCP server (also the switched-off ones), in settings order. */
  'mcp:servers': { request: z.object({}).strict(), response: z.object({ servers: z.array(mcpServerViewSchema) }) },
  /** Accepts the server's current tool definitions; `accepted` is how many tools were flagged. */
  'mcp:accept-definitions': {
    request: z.object({ server: serverName }).strict(),
    response: z.union([z.object({ ok: z.literal(true), accepted: z.number() }), z.object({ ok: z.literal(false), error: z.string() })]),
  },
  /** Stops and starts the server again (clears a failed state). */
  'mcp:restart': { request: z.object({ server: serverName }).strict(), response: outcome },
  /** Removes the server from settings, stops it and deletes the keychain entries Hearth created for it. */
  'mcp:remove-server': { request: z.object({ server: serverName }).strict(), response: outcome },
  /** Rescans the user tools folder, then answers what is loaded, what failed to load and the host's state. */
  'user-tools:status': { request: z.object({}).strict(), response: userToolsViewSchema },
} as const;
