// One live connection to one MCP server: spawns the stdio child (explicit env, stderr piped into a tail) or opens a
// streamable HTTP (or legacy SSE) session (a session the server forgot is re-initialized), performs the MCP handshake,
// lists tools (all pages) and calls them. Knows nothing of restarts: the supervisor decides what an unexpected close means. A stdio child's pid is handed to the process
// watchdog (tools/process-lifetime.ts) so it dies with Hearth even on SIGKILL (under bwrap its namespace goes with it).
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { SSEClientTransport } from '@modelcontextprotocol/sdk/client/sse.js';
import { StreamableHTTPClientTransport, StreamableHTTPError } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import {
  ElicitRequestSchema,
  ToolListChangedNotificationSchema,
  type CallToolResult,
  type GetPromptResult,
  type ReadResourceResult,
  type Tool as McpTool,
} from '@modelcontextprotocol/sdk/types.js';
import type { McpServerConfig } from '../../electron/shared/mcp-settings-schema';
import { buildMcpChildEnv, withoutSdkDefaults } from './mcp-child-env';
import { processWatchdog } from '../process-lifetime';
import { UnauthorizedError } from '@modelcontextprotocol/sdk/client/auth.js';
import type { SecretStore } from '../../electron/shared/secret-store-port';
import type { McpElicit } from './mcp-elicitation';
import { openMcpOAuthSession, type OpenAuthorizationUrl } from './mcp-oauth-provider';
import type { McpIsolation } from './mcp-isolation';
import type { StderrTail } from './stderr-tail';
import type { ToolDefinition } from '../../electron/shared/tool-definitions';
import { toPromptInfo, type McpPromptInfo } from './mcp-prompts';
import {
  type McpAppVisibility,
  MCP_APP_MIME_TYPE,
  MCP_UI_EXTENSION,
  uiResourceUriOf,
  toolVisibilityOf,
} from './mcp-app-resource';

/** What a server says about one tool (the shared shape drift detection stores), and the `ui://` view it links. */
export type McpToolDefinition = ToolDefinition & { uiResourceUri?: string; visibility?: McpAppVisibility[] };

export interface McpCallOptions {
  signal: AbortSignal;
  timeoutMs: number;
  onProgress?: (message: string) => void;
  /** Answers the server's requests for input (elicitation) made during this call; absent: they are declined. */
  elicit?: McpElicit;
}

export interface McpConnection {
  /** The stdio child's process id (null for HTTP). */
  readonly pid: number | null;
  listTools(): Promise<McpToolDefinition[]>;
  /** The server's prompts; none when it offers no prompts capability. */
  listPrompts(): Promise<McpPromptInfo[]>;
  getPrompt(name: string, args: Record<string, string>): Promise<GetPromptResult>;
  callTool(name: string, args: Record<string, unknown>, options: McpCallOptions): Promise<CallToolResult>;
  /** One resource's contents (an MCP App's `ui://` view). */
  readResource(uri: string): Promise<ReadResourceResult>;
  /** Closes on purpose: `onClose` is not called. */
  close(): Promise<void>;
}

export interface McpConnectParams {
  server: string;
  config: McpServerConfig;
  /** Resolved secret values: env variables (stdio) or headers (http). */
  secrets: Record<string, string>;
  parentEnv: Readonly<Record<string, string | undefined>>;
  /** How a stdio server's process is isolated from Hearth's. */
  isolation: McpIsolation;
  stderr: StderrTail;
  /** The connection ended without `close()` being called (the child exited, the session broke). */
  onClose: () => void;
  /** The server said its tool list changed. */
  onToolsChanged: () => void;
  clientVersion: string;
  /** Remote servers behind OAuth: the SDK's flow, its client and tokens in this keychain, the page shown by `open`. */
  oauth?: {
    secretStore: SecretStore;
    open: OpenAuthorizationUrl;
    signInTimeoutMs?: number;
    /** From the server's `oauth` settings; the client secret already read from the keychain. */
    client?: { clientId?: string; clientSecret?: string; scope?: string; clientMetadataUrl?: string };
  };
  /** How long the handshake may take. */
  connectTimeoutMs?: number;
}

export async function openMcpConnection(params: McpConnectParams): Promise<McpConnection> {
  const { config } = params;
  const oauth = params.oauth
    ? await openMcpOAuthSession({
        server: params.server,
        secretStore: params.oauth.secretStore,
        open: params.oauth.open,
        ...params.oauth.client,
      })
    : undefined;
  const signInTimeoutMs = params.oauth?.signInTimeoutMs ?? 5 * 60_000;
  const remoteTransport = (url: string) =>
    config.transport === 'sse'
      ? new SSEClientTransport(new URL(url), { requestInit: { headers: params.secrets } })
      : new StreamableHTTPClientTransport(new URL(url), {
          requestInit: { headers: params.secrets },
          ...(oauth ? { authProvider: oauth.provider } : {}),
        });
  const transport =
    config.transport === 'stdio'
      ? new StdioClientTransport({
          ...params.isolation.wrap(config.command, config.args),
          ...(config.cwd ? { cwd: config.cwd } : {}),
          env: withoutSdkDefaults(buildMcpChildEnv(params.parentEnv, params.secrets)),
          stderr: 'pipe',
        })
      : remoteTransport(config.url);
  if (transport instanceof StdioClientTransport)
    transport.stderr?.on('data', (chunk: Buffer) => params.stderr.push(chunk));

  // Form elicitation, the SDK filling in the schema's defaults for fields an answer leaves out (SEP-1034); MCP Apps
  // views (the UI extension, SEP-1865), which Hearth renders in a sandbox (electron/runtime/mcp-apps/).
  const client = new Client(
    { name: 'hearth', version: params.clientVersion },
    {
      capabilities: {
        elicitation: { form: { applyDefaults: true } },
        extensions: { [MCP_UI_EXTENSION]: { mimeTypes: [MCP_APP_MIME_TYPE] } },
      },
    },
  );
  // A request for input belongs to the tool call in flight (the latest one, when several are); none: declined.
  const inFlight: McpCallOptions[] = [];
  client.setRequestHandler(ElicitRequestSchema, async (request) => {
    const call = inFlight.at(-1);
    if (!call?.elicit || request.params.mode === 'url') return { action: 'decline' as const };
    return call.elicit({
      server: params.server,
      message: request.params.message,
      requestedSchema: request.params.requestedSchema as { properties?: Record<string, unknown>; required?: string[] },
    });
  });
  let closing = false;
  let renewing = false;
  let release = (): void => undefined;
  client.onclose = () => {
    if (renewing) return; // the expired session's transport, closed on purpose before a new session starts
    release();
    if (!closing) params.onClose();
  };
  let current: { close(): Promise<void> } = transport;
  async function signIn(via: StreamableHTTPClientTransport): Promise<void> {
    if (!oauth) throw new Error(`MCP server "${params.server}" needs a sign-in, which is not available here.`);
    const code = await oauth.code(signInTimeoutMs);
    await via.finishAuth(code);
  }
  /**
   * A streamable HTTP server answers 404 to a request carrying a session it no longer knows (restarted, expired): the
   * spec says start a new session with a new initialize. Done once per request, then the request is sent again.
   */
  async function withSession<T>(request: () => Promise<T>): Promise<T> {
    try {
      return await request();
    } catch (error) {
      const expired = error instanceof StreamableHTTPError && error.code === 404;
      const signInNeeded = error instanceof UnauthorizedError && oauth !== undefined;
      if (!(expired || signInNeeded) || config.transport !== 'http') throw error;
      // More scope (step-up) or a refused refresh: the SDK has shown the authorization page again.
      if (signInNeeded && current instanceof StreamableHTTPClientTransport) {
        await signIn(current);
        return request();
      }
      renewing = true;
      try {
        await current.close().catch(() => undefined);
        const fresh = remoteTransport(config.url);
        current = fresh;
        await client.connect(fresh, { timeout: params.connectTimeoutMs ?? 30_000 });
      } finally {
        renewing = false;
      }
      return request();
    }
  }
  client.onerror = () => undefined; // protocol noise (a bad line on stdout); a real failure ends in onclose
  if (transport instanceof StdioClientTransport) processWatchdog().prepare();
  // connect() spawns the child synchronously, before its first await: its pid is known here, before the handshake.
  const connecting = client.connect(transport, { timeout: params.connectTimeoutMs ?? 30_000 });
  if (transport instanceof StdioClientTransport)
    release = processWatchdog().watch({ pid: transport.pid ?? undefined, group: false });
  try {
    await connecting.catch(async (error: unknown) => {
      // The server wants a sign-in: the SDK has shown the authorization page; the code comes back on the loopback.
      if (
        !(error instanceof UnauthorizedError && oauth && current instanceof StreamableHTTPClientTransport) ||
        config.transport !== 'http'
      )
        throw error;
      await signIn(current);
      const fresh = remoteTransport(config.url);
      current = fresh;
      renewing = true;
      try {
        await client.connect(fresh, { timeout: params.connectTimeoutMs ?? 30_000 });
      } finally {
        renewing = false;
      }
    });
  } catch (error) {
    closing = true;
    await client.close().catch(() => undefined);
    await oauth?.close();
    release();
    throw error;
  }
  client.setNotificationHandler(ToolListChangedNotificationSchema, () => params.onToolsChanged());

  return {
    pid: transport instanceof StdioClientTransport ? transport.pid : null,
    async listTools() {
      const tools: McpToolDefinition[] = [];
      let cursor: string | undefined;
      for (let page = 0; page < 100; page += 1) {
        const result = await withSession(() => client.listTools(cursor ? { cursor } : {}));
        tools.push(...result.tools.map(toDefinition));
        cursor = result.nextCursor;
        if (!cursor) break;
      }
      return tools;
    },
    async listPrompts() {
      if (!client.getServerCapabilities()?.prompts) return [];
      const prompts: McpPromptInfo[] = [];
      let cursor: string | undefined;
      for (let page = 0; page < 100; page += 1) {
        const result = await withSession(() => client.listPrompts(cursor ? { cursor } : {}));
        prompts.push(...result.prompts.map(toPromptInfo));
        cursor = result.nextCursor;
        if (!cursor) break;
      }
      return prompts;
    },
    getPrompt(name, args) {
      return withSession(() => client.getPrompt({ name, arguments: args }));
    },
    readResource(uri) {
      return withSession(() => client.readResource({ uri }));
    },
    async callTool(name, args, options) {
      inFlight.push(options);
      try {
        return await withSession(() => callOnce(name, args, options));
      } finally {
        inFlight.splice(inFlight.indexOf(options), 1);
      }
    },
    async close() {
      closing = true;
      await client.close().catch(() => undefined);
      await oauth?.close();
      release();
    },
  };

  async function callOnce(
    name: string,
    args: Record<string, unknown>,
    options: McpCallOptions,
  ): Promise<CallToolResult> {
    const result = await client.callTool({ name, arguments: args }, undefined, {
      signal: options.signal,
      timeout: options.timeoutMs,
      resetTimeoutOnProgress: true,
      maxTotalTimeout: options.timeoutMs * 10,
      onprogress: (progress) =>
        options.onProgress?.(progress.message ?? `${progress.progress}${progress.total ? ` / ${progress.total}` : ''}`),
    });
    return result as CallToolResult;
  }
}

function toDefinition(tool: McpTool): McpToolDefinition {
  const uiResourceUri = uiResourceUriOf(tool._meta);
  return {
    name: tool.name,
    ...(tool.title ? { title: tool.title } : {}),
    description: tool.description ?? '',
    inputSchema: tool.inputSchema as Record<string, unknown>,
    ...(uiResourceUri ? { uiResourceUri } : {}),
    ...(toolVisibilityOf(tool._meta) ? { visibility: toolVisibilityOf(tool._meta) } : {}),
  };
}
