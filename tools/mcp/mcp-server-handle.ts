// Everything Hearth holds for one configured MCP server: its supervisor and stderr tail, its tool definitions (live
// listing, or the stored one while it is stopped), the Hearth tools built from them, and the call path from a
// Hearth tool to the server (start on first use, fail fast when failed, results mapped and secrets redacted).
import type { z } from 'zod';
import type { mcpOAuthSchema } from '../../electron/shared/mcp-settings-schema';
import type { OpenAuthorizationUrl } from './mcp-oauth-provider';
import type { McpElicit } from './mcp-elicitation';
import type * as McpTypes from '@modelcontextprotocol/sdk/types.js';
import type { SecretStore } from '../../electron/shared/secret-store-port';
import type { McpServerConfig } from '../../electron/shared/mcp-settings-schema';
import { fail, type AnyTool, type ToolResult } from '../tool';
import type { McpIsolation } from './mcp-isolation';
import type { StoredToolDefinition, ToolDefinitionStore } from '../../electron/shared/tool-definitions';
import { mcpToolName } from './mcp-names';
import { mapMcpResult } from './mcp-result';
import { resolveSecretRefs } from './mcp-secrets';
import { createServerSupervisor, McpConfigError, McpUnavailableError, type ServerSupervisor } from './mcp-supervisor';
import { createMcpToolAdapter } from './mcp-tool-adapter';
import { createStderrTail } from './stderr-tail';
import { createSecretRedactor, type SecretRedactor } from '../../electron/shared/redaction/secret-redactor';
import { promptResultText, type McpPromptInfo } from './mcp-prompts';
import { readMcpAppResource, type McpAppResource, type McpAppVisibility } from './mcp-app-resource';
import type { McpToolDefinition } from './mcp-connection';
import type { Result } from '../../electron/shared/result';

export interface ServerHandleDeps {
  definitions: ToolDefinitionStore;
  secretStore: SecretStore;
  env: Readonly<Record<string, string | undefined>>;
  /** Resolved once, at the first start of any server. */
  isolation: () => Promise<McpIsolation>;
  now: () => number;
  setTimer: (fn: () => void, ms: number) => () => void;
  backoff: { baseMs: number; maxMs: number };
  crashLimit: number;
  crashWindowMs: number;
  clientVersion: string;
  openAuthorization?: OpenAuthorizationUrl;
  /** Whether the person marked a server a trusted source (its results then carry no `source`); default: none is. */
  trustedSource?: (server: string) => boolean;
  log: (message: string) => void;
}

export interface McpServerTool {
  tool: AnyTool;
  mcpName: string;
}

export interface ServerHandle {
  readonly name: string;
  readonly config: McpServerConfig;
  readonly supervisor: ServerSupervisor;
  tools(): readonly McpServerTool[];
  definitions(): readonly StoredToolDefinition[];
  stderrLines(): string[];
  /** Re-reads the drift flags from the store (after the user accepted the definitions). */
  refresh(): void;
  /** The prompts of the running server (never starts it: none when it is not running). */
  prompts(): Promise<McpPromptInfo[]>;
  /** One prompt's messages as text, secrets the server was given redacted. Throws McpUnavailableError when stopped. */
  promptText(prompt: string, args: Record<string, string>): Promise<string>;
  /** The `ui://` view a tool links (by the server's tool name), from the live listing. */
  uiResourceOf(mcpName: string): string | undefined;
  /** Who may call a tool, from the live listing (`_meta.ui.visibility`); a tool not listed so: the model and views. */
  mayCall(mcpName: string, caller: McpAppVisibility): boolean;
  /** Reads one of its tools' views (starts the server when needed). */
  readAppResource(uri: string): Promise<Result<McpAppResource>>;
}

/**
 * The MCP SDK's client side (and its zod schemas) loads with the first connection, off the path to a ready app;
 * its error classes are kept for reading call failures, which only a connection can produce.
 */
let mcpTypes: typeof McpTypes | undefined;
async function loadMcpConnection() {
  const [connection, types] = await Promise.all([
    import('./mcp-connection'),
    import('@modelcontextprotocol/sdk/types.js'),
  ]);
  mcpTypes = types;
  return connection;
}

export function createServerHandle(name: string, config: McpServerConfig, deps: ServerHandleDeps): ServerHandle {
  let secretValues: string[] = [];
  const stderr = createStderrTail({ secrets: () => secretValues });
  /** The secrets this server was given become [REDACTED] wherever it echoes them. */
  const redactor = createSecretRedactor(() => secretValues.map((value) => ({ value })));
  let definitions = new Map<string, StoredToolDefinition>();
  let tools: McpServerTool[] = [];
  /** Tool name → its `ui://` view, from the live listing (not stored: a stopped server shows no views). */
  let uiResources = new Map<string, string>();
  let visibility = new Map<string, McpAppVisibility[]>();

  const adopt = (stored: readonly StoredToolDefinition[]): void => {
    definitions = new Map(stored.map((entry) => [entry.definition.name, entry]));
    const taken = new Set<string>();
    tools = stored.map((entry) => {
      const mcpName = entry.definition.name;
      const tool = createMcpToolAdapter({
        server: name,
        name: mcpToolName(name, mcpName, taken),
        config,
        current: () => definitions.get(mcpName),
        call,
        trustedSource: () => deps.trustedSource?.(name) === true,
      });
      return { tool, mcpName };
    });
  };

  const supervisor = createServerSupervisor({
    server: name,
    connect: async (hooks) => {
      const refs = config.transport === 'stdio' ? config.env : config.headers;
      const secrets = await resolveSecretRefs(
        name,
        config.transport === 'stdio' ? 'env' : 'header',
        refs,
        deps.secretStore,
      );
      if (!secrets.ok) throw new McpConfigError(secrets.error);
      secretValues = Object.values(secrets.values);
      try {
        const isolation = await deps.isolation();
        const { openMcpConnection } = await loadMcpConnection();
        return await openMcpConnection({
          server: name,
          config,
          secrets: secrets.values,
          parentEnv: deps.env,
          isolation,
          stderr,
          ...hooks,
          clientVersion: deps.clientVersion,
          ...(deps.openAuthorization && config.transport === 'http'
            ? {
                oauth: {
                  secretStore: deps.secretStore,
                  open: deps.openAuthorization,
                  client: await oauthClientOf(name, config.oauth, deps.secretStore),
                },
              }
            : {}),
        });
      } catch (error) {
        throw new Error(redactor.redact(error instanceof Error ? error.message : String(error)));
      }
    },
    onListed: (listed: McpToolDefinition[]) => {
      uiResources = new Map(listed.flatMap((tool) => (tool.uiResourceUri ? [[tool.name, tool.uiResourceUri]] : [])));
      visibility = new Map(listed.flatMap((tool) => (tool.visibility ? [[tool.name, tool.visibility]] : [])));
      adopt(
        deps.definitions.record(
          name,
          listed.map(({ uiResourceUri: _view, visibility: _visibility, ...definition }) => definition),
        ),
      );
    },
    stderrLines: () => stderr.lines(),
    now: deps.now,
    setTimer: deps.setTimer,
    backoff: deps.backoff,
    crashLimit: deps.crashLimit,
    crashWindowMs: deps.crashWindowMs,
    log: deps.log,
  });

  async function call(
    tool: string,
    args: Record<string, unknown>,
    options: { signal: AbortSignal; onUpdate: (chunk: string) => void; elicit?: McpElicit },
  ): Promise<ToolResult> {
    let connection;
    try {
      connection = await supervisor.connection(options.signal);
    } catch (error) {
      const message =
        error instanceof McpUnavailableError || error instanceof McpConfigError
          ? error.message
          : `MCP server "${name}" could not start.`;
      return fail(message, 'unavailable');
    }
    try {
      const result = await connection.callTool(tool, args, {
        signal: options.signal,
        timeoutMs: config.callTimeoutMs,
        onProgress: (message) => options.onUpdate(`${message}\n`),
        ...(options.elicit ? { elicit: options.elicit } : {}),
      });
      const view = config.renderApps ? uiResources.get(tool) : undefined;
      const mapped = redactResult(mapMcpResult(result, name), redactor);
      return view === undefined ? mapped : withAppView(mapped, { server: name, tool, resourceUri: view });
    } catch (error) {
      return redactResult(callFailure(name, tool, error, options.signal), redactor);
    }
  }

  adopt(deps.definitions.list(name));
  return {
    name,
    config,
    supervisor,
    tools: () => tools,
    definitions: () => [...definitions.values()],
    stderrLines: () => stderr.lines(),
    refresh: () => adopt(deps.definitions.list(name).sort(byOrder(tools))),
    prompts: async () => (supervisor.status().state === 'running' ? (await supervisor.connection()).listPrompts() : []),
    promptText: async (prompt, args) => {
      if (supervisor.status().state !== 'running')
        throw new McpUnavailableError(`MCP server "${name}" is not running.`);
      const result = await (await supervisor.connection()).getPrompt(prompt, args);
      return redactor.redact(promptResultText(result));
    },
    uiResourceOf: (mcpName) => uiResources.get(mcpName),
    mayCall: (mcpName, caller) => visibility.get(mcpName)?.includes(caller) ?? true,
    readAppResource: async (uri) => {
      try {
        const read = await (await supervisor.connection()).readResource(uri);
        return readMcpAppResource(uri, read);
      } catch (error) {
        return { ok: false, error: redactor.redact(error instanceof Error ? error.message : String(error)) };
      }
    },
  };
}

/** A result of a tool with a view names it (`details.mcpApp`), so the window can render it beside the text. */
function withAppView(result: ToolResult, mcpApp: { server: string; tool: string; resourceUri: string }): ToolResult {
  const details = typeof result.details === 'object' && result.details !== null ? result.details : {};
  return { ...result, details: { ...details, mcpApp } };
}

/** Keeps the current tool order (the server's listing order) when re-reading the store, which returns name order. */
function byOrder(tools: readonly McpServerTool[]): (a: StoredToolDefinition, b: StoredToolDefinition) => number {
  const order = new Map(tools.map((entry, index) => [entry.mcpName, index]));
  return (a, b) => (order.get(a.definition.name) ?? Infinity) - (order.get(b.definition.name) ?? Infinity);
}

function callFailure(server: string, tool: string, error: unknown, signal: AbortSignal): ToolResult {
  if (signal.aborted) return fail(`The call to ${tool} on MCP server "${server}" was cancelled.`, 'aborted');
  if (mcpTypes && error instanceof mcpTypes.McpError) {
    if (error.code === (mcpTypes.ErrorCode.ConnectionClosed as number)) {
      return fail(
        `MCP server "${server}" stopped during the call to ${tool}; Hearth restarts it, so the call may be retried.`,
        'mcp_closed',
      );
    }
    if (error.code === (mcpTypes.ErrorCode.RequestTimeout as number))
      return fail(`MCP server "${server}" did not answer the call to ${tool} in time.`, 'timeout');
    return fail(`MCP server "${server}" refused the call to ${tool}: ${error.message}`, 'mcp_error');
  }
  return fail(
    `The call to ${tool} on MCP server "${server}" failed: ${error instanceof Error ? error.message : String(error)}`,
    'mcp_error',
  );
}

/** A server may echo the secrets it was given (its env, a header); they never reach the model or the conversation. */
function redactResult(result: ToolResult, redactor: SecretRedactor): ToolResult {
  const out: ToolResult = { ...result, content: redactor.redact(result.content) };
  if (result.details !== undefined) out.details = redactor.redactDeep(result.details);
  return out;
}

type McpOAuthSettings = z.infer<typeof mcpOAuthSchema>;

/** The server's `oauth` settings with the client secret read from the keychain (a missing one is a config error). */
async function oauthClientOf(
  server: string,
  oauth: McpOAuthSettings | undefined,
  store: SecretStore,
): Promise<{ clientId?: string; clientSecret?: string; scope?: string; clientMetadataUrl?: string }> {
  if (!oauth) return {};
  const { clientSecret, ...rest } = oauth;
  if (!clientSecret) return rest;
  const value = await store.get(clientSecret.secret);
  if (value === null)
    throw new McpConfigError(
      `MCP server "${server}": the keychain has no value for its OAuth client secret; set mcp.servers.${server}.oauth.clientSecret again.`,
    );
  return { ...rest, clientSecret: value };
}
