// The IPC contract of the settings screen's Extensions section: MCP servers (state, failure reason and stderr tail,
// tool definitions that drifted, whether each keychain secret is set — never its value) with accept-new-definitions,
// restart and remove, and the user tools folder (tools with version, trust and capabilities, unread files, load
// errors) with trust and untrust. contract.ts spreads these in. Results follow contract.ts: `response` is the success
// data; an unknown server is `not_found`, an action not allowed now is `refused`.
import { mcpImportWordSchema } from './mcp-import-words';
import { z } from 'zod';
import { MCP_SERVER_NAME, MCP_SERVER_NAME_MAX } from './mcp-settings-schema';

/** The settings rule for server names; an unknown (well-formed) name is a `not_found` failure. */
const serverName = z.string().min(1).max(MCP_SERVER_NAME_MAX).regex(MCP_SERVER_NAME);
/** The data of a channel that only acknowledges. */
const done = z.null();

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
  transport: z.enum(['stdio', 'http', 'sse']),
  /** What runs: the command line of a stdio server, the URL (without query) of an HTTP one. */
  target: z.string(),
  enabled: z.boolean(),
  /** Whether its tools' MCP Apps views are shown (`mcp.servers.<name>.renderApps`). */
  renderApps: z.boolean().optional(),
  startup: z.enum(['lazy', 'eager']),
  state: z.enum(['stopped', 'starting', 'running', 'failed']),
  reason: z.string().optional(),
  isolation: z.string().optional(),
  /** The isolation as a code the UI words, with its detail (the platform, or why bwrap failed). */
  isolationCode: z.enum(['bwrap', 'off', 'unsupported_platform', 'bwrap_missing', 'bwrap_failed']).optional(),
  isolationDetail: z.string().optional(),
  stderrTail: z.array(z.string()).optional(),
  pid: z.number().nullable(),
  restarts: z.number(),
  tools: z.array(mcpToolViewSchema),
  secrets: z.array(mcpSecretViewSchema),
});
export type McpServerView = z.infer<typeof mcpServerViewSchema>;

/** What happened to one server of a paste or an import. */
export const mcpAddOutcomeSchema = z.object({
  name: z.string(),
  result: z.enum(['added', 'replaced', 'skipped', 'failed']),
  reason: z.string().optional(),
  reasonWord: mcpImportWordSchema.optional(),
  needsInput: z.literal(true).optional(),
  exists: z.literal(true).optional(),
});
export type McpAddOutcome = z.infer<typeof mcpAddOutcomeSchema>;

/** One server of a file chosen for import, as the preview shows it (never an env or header value). */
export const mcpImportCandidateViewSchema = z.object({
  originalName: z.string(),
  name: z.string(),
  status: z.enum(['new', 'exists', 'invalid']),
  error: z.string().optional(),
  errorWord: mcpImportWordSchema.optional(),
  notes: z.array(z.string()),
  noteWords: z.array(mcpImportWordSchema),
  transport: z.enum(['stdio', 'http', 'sse']).optional(),
  target: z.string(),
  secretNames: z.array(z.string()),
  inputs: z.array(z.object({ id: z.string(), description: z.string(), password: z.boolean() })),
});
export type McpImportCandidateView = z.infer<typeof mcpImportCandidateViewSchema>;

/** A tool file in the user tools folder, named relative to it (top-level `*.mjs`, not hidden). */
const toolFileName = z
  .string()
  .min(1)
  .max(255)
  .regex(/^(?!\.)[^/\\\0]+\.mjs$/);
/** A file's version: the first hex digits of its content's SHA-256. */
const toolVersion = z.string().regex(/^[0-9a-f]{6,64}$/);

export const userToolViewSchema = z.object({
  name: z.string(),
  file: z.string(),
  version: z.string(),
  /** What the file declares (a claim until the user trusts this version). */
  risk: z.string(),
  /** What it needs beyond the default sandbox (`network`, `workspace:write`); the sandbox enforces exactly these. */
  capabilities: z.array(z.string()),
  /** Whether the user trusted this exact version. */
  trusted: z.boolean(),
  /** Listed in `tools.custom.markedRead`: may run in read-only mode. */
  markedRead: z.boolean(),
  description: z.string(),
});
export type UserToolView = z.infer<typeof userToolViewSchema>;

export const userToolsViewSchema = z.object({
  folder: z.string(),
  /** `none`: no OS sandbox for custom tools here; untrusted files are not read and every call asks. */
  sandbox: z.enum(['bubblewrap', 'none']),
  tools: z.array(userToolViewSchema),
  /** Without a sandbox: files not read until the user trusts their current version. */
  unread: z.array(z.object({ file: z.string(), version: z.string() })),
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
    response: z.object({ accepted: z.number() }),
  },
  /** Stops and starts the server again (clears a failed state); `refused` when it is switched off. */
  'mcp:restart': { request: z.object({ server: serverName }).strict(), response: done },
  /**
   * Removes the server from settings, stops it and deletes the keychain entries Hearth created for it. `refused` when
   * settings cannot be written; `unavailable` when it was removed but the keychain could not delete its keys.
   */
  'mcp:remove-server': { request: z.object({ server: serverName }).strict(), response: done },
  /**
   * Adds the servers in pasted text (a whole `mcpServers`/`servers` object, a `"name": {…}` fragment, or one entry
   * named by `name`), standard or settings form; env and header values go to the keychain. A same-name server is
   * kept (outcome `skipped`) unless listed in `replace`. Text that is not a server list is `refused`, naming why.
   */
  'mcp:add-servers': {
    request: z
      .object({
        text: z.string().max(200_000),
        name: z.string().max(200).optional(),
        replace: z.array(serverName).max(200),
      })
      .strict(),
    response: z.object({ outcomes: z.array(mcpAddOutcomeSchema) }),
  },
  /**
   * Main shows the OS file chooser; the chosen Claude Desktop / Cursor / VS Code file is read and previewed. The page
   * names the file afterwards only by `token`. `unavailable` where there is no chooser; a file that cannot be read or
   * holds no servers comes back `unusable`, with why as a code (`word`) and in English (`error`).
   */
  'mcp:import-choose': {
    request: z.object({}).strict(),
    response: z.union([
      z.object({ chosen: z.literal(false) }),
      z.object({ chosen: z.literal('unusable'), file: z.string(), error: z.string(), word: mcpImportWordSchema }),
      z.object({
        chosen: z.literal(true),
        token: z.string(),
        file: z.string(),
        source: z.string(),
        candidates: z.array(mcpImportCandidateViewSchema),
      }),
    ]),
  },
  /** Imports the chosen file's servers; `inputs` by id (VS Code); same-name servers only when listed in `replace`. */
  'mcp:import-apply': {
    request: z
      .object({
        token: z.string().min(1).max(100),
        replace: z.array(serverName).max(200),
        inputs: z.record(z.string().max(200), z.string().max(10_000)),
      })
      .strict(),
    response: z.object({ outcomes: z.array(mcpAddOutcomeSchema) }),
  },
  /** Rescans the user tools folder, then answers what is loaded, what failed to load and the host's state. */
  'user-tools:status': { request: z.object({}).strict(), response: userToolsViewSchema },
  /** Trusts this exact version of a tool file (`refused` when the file changed since the page showed it). */
  'user-tools:trust': { request: z.object({ file: toolFileName, version: toolVersion }).strict(), response: done },
  /**
   * Withdraws trust in every version of a tool file: its calls ask again. `removed` is how many versions were trusted.
   * A trust store that cannot be written is `failed`.
   */
  'user-tools:untrust': {
    request: z.object({ file: toolFileName }).strict(),
    response: z.object({ removed: z.number() }),
  },
} as const;
