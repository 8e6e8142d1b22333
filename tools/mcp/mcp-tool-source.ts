// The MCP ToolSource: keeps one handle per configured server in step with settings (new, changed, removed, switched
// off), offers their tools to every run, starts eager servers at once, and gives Settings its status, drift
// acceptance and restart actions. Built by the composition root; closed at quit (every child is stopped).
import type { OpenAuthorizationUrl } from './mcp-oauth-provider';
import type { SecretStore } from '../../electron/shared/secret-store-port';
import { configuredMcpServers } from '../../electron/shared/mcp-settings-schema';
import type { Settings } from '../../electron/shared/settings-schema';
import type { ToolEntry } from '../registry';
import type { ToolSource } from '../tool-source';
import type { DefinitionChange, ToolDefinitionStore } from '../../electron/shared/tool-definitions';
import { noIsolation, probeMcpIsolation, type McpIsolation, type McpIsolationCode } from './mcp-isolation';
import { createServerHandle, type ServerHandle, type ServerHandleDeps } from './mcp-server-handle';
import type { McpServerState } from './mcp-supervisor';
import type { McpPromptInfo } from './mcp-prompts';
import type { McpAppResource } from './mcp-app-resource';
import { err, type Result } from '../../electron/shared/result';

export interface McpToolSourceDeps {
  /** Where announced tool definitions are kept for drift detection (SQLite in the app). */
  definitions: ToolDefinitionStore;
  settings: () => Settings;
  secretStore: SecretStore;
  /** Hearth's environment: only PATH, HOME and LANG are passed on to servers. */
  env: Readonly<Record<string, string | undefined>>;
  /**
   * `auto` (default): on Linux, stdio servers run under bwrap in their own process namespace when bwrap works, so
   * they cannot read Hearth's environment through /proc. `none`: plain child processes.
   */
  isolation?: 'auto' | 'none';
  platform?: NodeJS.Platform;
  log?: (message: string) => void;
  now?: () => number;
  setTimer?: (fn: () => void, ms: number) => () => void;
  /** Restart delays after a crash: base × 2^(n-1), capped (default 1 s … 30 s). */
  backoff?: { baseMs: number; maxMs: number };
  /** Crashes within the window that mark a server failed (default 3 in 5 minutes). */
  crashLimit?: number;
  crashWindowMs?: number;
  clientVersion?: string;
  /** Shows an OAuth authorization page (the system browser); absent, servers that need sign-in cannot be used. */
  openAuthorization?: OpenAuthorizationUrl;
}

export interface McpToolStatus {
  /** The model-facing name (`server__tool`). */
  name: string;
  /** The server's own name for it. */
  mcpName: string;
  changed: boolean;
  change?: DefinitionChange;
}

export interface McpServerStatus {
  name: string;
  transport: 'stdio' | 'http' | 'sse';
  enabled: boolean;
  startup: 'lazy' | 'eager';
  state: McpServerState;
  reason?: string;
  /** How a stdio server's process is isolated (known after the first start of any server). */
  isolation?: string;
  /** The same as a code and its detail, for the UI to word (mcp-isolation.ts). */
  isolationCode?: McpIsolationCode;
  isolationDetail?: string;
  stderrTail?: string[];
  pid: number | null;
  restarts: number;
  tools: McpToolStatus[];
}

export interface McpToolSource extends ToolSource {
  servers(): McpServerStatus[];
  /** Applies settings changes now (call it from a settings listener so an eager server added meanwhile starts). */
  refresh(): void;
  /** Accepts the server's current tool definitions; returns how many tools were flagged. */
  acceptDefinitions(server: string): number;
  /** Stops and starts the server again (clears a failed state). False for an unknown server. */
  restart(server: string): Promise<boolean>;
  /** The prompts of every enabled, running server (a server that fails to list them offers none). */
  prompts(): Promise<(McpPromptInfo & { server: string })[]>;
  /** One prompt's text; undefined for an unknown server. Throws when the server is not running or refuses. */
  promptText(server: string, prompt: string, args: Record<string, string>): Promise<string | undefined>;
  /** An MCP App view one of the server's tools links (refused when the server's `renderApps` is off). */
  appResource(server: string, uri: string): Promise<Result<McpAppResource>>;
  /** The Hearth name of a server's tool, for a call an app view makes by the server's own name (none: model-only). */
  toolNameOf(server: string, mcpName: string): string | undefined;
}

const defaultSetTimer = (fn: () => void, ms: number): (() => void) => {
  const timer = setTimeout(fn, ms);
  timer.unref();
  return () => clearTimeout(timer);
};

export function createMcpToolSource(deps: McpToolSourceDeps): McpToolSource {
  const log = deps.log ?? (() => undefined);
  let isolation: Promise<McpIsolation> | undefined;
  let isolationChosen: McpIsolation | undefined;
  const resolveIsolation = (): Promise<McpIsolation> => {
    isolation ??= (
      deps.isolation === 'none'
        ? Promise.resolve(noIsolation('off', 'turned off'))
        : probeMcpIsolation({ platform: deps.platform ?? process.platform, env: deps.env })
    ).then((chosen) => {
      isolationChosen = chosen;
      log(`MCP servers: isolation ${chosen.description}`);
      return chosen;
    });
    return isolation;
  };
  const handleDeps: ServerHandleDeps = {
    definitions: deps.definitions,
    secretStore: deps.secretStore,
    env: deps.env,
    isolation: resolveIsolation,
    now: deps.now ?? Date.now,
    setTimer: deps.setTimer ?? defaultSetTimer,
    backoff: deps.backoff ?? { baseMs: 1_000, maxMs: 30_000 },
    crashLimit: deps.crashLimit ?? 3,
    crashWindowMs: deps.crashWindowMs ?? 5 * 60_000,
    clientVersion: deps.clientVersion ?? '0.0.0',
    ...(deps.openAuthorization ? { openAuthorization: deps.openAuthorization } : {}),
    trustedSource: (server) => deps.settings().trust.mcpServers.includes(server),
    log,
  };
  const handles = new Map<string, { key: string; handle: ServerHandle }>();
  let closed = false;

  const stopInBackground = (handle: ServerHandle): void => {
    handle.supervisor
      .stop()
      .catch((error: unknown) => log(`MCP server "${handle.name}": stop failed: ${String(error)}`));
  };

  /**
   * Brings the handles in line with settings: new servers get one, changed ones a fresh one, removed or switched-off
   * ones are stopped. A new handle starts at once when it is eager or its tools were never seen (nothing could ask for
   * it otherwise). `retry` (once per run) also retries a server that could not start for a configuration reason (a
   * secret missing from the keychain) while it has no tools; one with tools is retried by its next call.
   */
  function sync(retry: boolean): void {
    if (closed) return;
    const configured = new Map(configuredMcpServers(deps.settings().mcp));
    for (const [name, entry] of handles) {
      const config = configured.get(name);
      if (config === undefined || JSON.stringify(config) !== entry.key) {
        handles.delete(name);
        stopInBackground(entry.handle);
      }
    }
    for (const [name, config] of configured) {
      const existing = handles.get(name);
      const handle = existing?.handle ?? createServerHandle(name, config, handleDeps);
      if (!existing) handles.set(name, { key: JSON.stringify(config), handle });
      const { state, reason } = handle.supervisor.status();
      const noTools = handle.tools().length === 0;
      if (!config.enabled) {
        if (state !== 'stopped') stopInBackground(handle);
      } else if (!existing && (config.startup === 'eager' || noTools)) {
        handle.supervisor.start();
      } else if (retry && state === 'stopped' && reason !== undefined && noTools) {
        handle.supervisor.start();
      }
    }
  }

  sync(false);

  return {
    name: 'mcp',
    entries(): ToolEntry[] {
      sync(true);
      return [...handles.values()].flatMap(({ handle }) =>
        handle.tools().map(({ tool, mcpName }) => ({
          tool,
          ...(handle.mayCall(mcpName, 'model') ? {} : { appOnly: true }),
          conditional: {
            settingPath: `mcp.servers.${handle.name}.enabled`,
            isEnabled: (settings: Settings) => settings.mcp.servers[handle.name]?.enabled === true,
          },
        })),
      );
    },
    refresh: () => sync(false),
    /** Resolves once no server is still starting (a first start discovers the tools a one-shot CLI call needs). */
    async ready() {
      sync(false);
      const starting = () =>
        [...handles.values()].some(({ handle }) => handle.supervisor.status().state === 'starting');
      while (!closed && starting()) await new Promise((resolve) => setTimeout(resolve, 25));
    },
    servers() {
      sync(false);
      return [...handles.values()].map(({ handle }) => statusOf(handle, isolationChosen));
    },
    acceptDefinitions(server) {
      const entry = handles.get(server);
      const flagged = handleDeps.definitions.accept(server);
      entry?.handle.refresh();
      return flagged;
    },
    async restart(server) {
      sync(false);
      const entry = handles.get(server);
      if (!entry) return false;
      await entry.handle.supervisor.stop();
      if (entry.handle.config.enabled) entry.handle.supervisor.start();
      return true;
    },
    async prompts() {
      sync(false);
      const enabled = [...handles.values()].filter(({ handle }) => handle.config.enabled);
      const lists = await Promise.all(
        enabled.map(async ({ handle }) =>
          (await handle.prompts().catch(() => [])).map((prompt) => ({ ...prompt, server: handle.name })),
        ),
      );
      return lists.flat();
    },
    async promptText(server, prompt, args) {
      const entry = handles.get(server);
      return entry ? entry.handle.promptText(prompt, args) : undefined;
    },
    async appResource(server, uri) {
      const handle = handles.get(server)?.handle;
      if (!handle?.config.enabled) return err(`MCP server "${server}" is not configured or is off.`);
      if (!handle.config.renderApps) return err(`MCP server "${server}" has its app views turned off.`);
      const linked = () => handle.tools().some(({ mcpName }) => handle.uiResourceOf(mcpName) === uri);
      // A result from before a restart: the views are known from a live listing, so a stopped server starts first.
      if (!linked() && handle.supervisor.status().state !== 'running')
        await handle.supervisor.connection().catch(() => undefined);
      if (!linked()) return err(`No tool of MCP server "${server}" links ${uri}.`);
      return handle.readAppResource(uri);
    },
    toolNameOf(server, mcpName) {
      const handle = handles.get(server)?.handle;
      if (!handle?.mayCall(mcpName, 'app')) return undefined;
      return handle.tools().find((entry) => entry.mcpName === mcpName)?.tool.name;
    },
    async close() {
      closed = true;
      const all = [...handles.values()].map(({ handle }) => handle);
      handles.clear();
      await Promise.all(all.map((handle) => handle.supervisor.stop()));
    },
  };
}

function statusOf(handle: ServerHandle, isolation: McpIsolation | undefined): McpServerStatus {
  const status = handle.supervisor.status();
  const stderrTail = handle.stderrLines();
  const names = new Map(handle.tools().map(({ tool, mcpName }) => [mcpName, tool.name]));
  return {
    name: handle.name,
    transport: handle.config.transport,
    enabled: handle.config.enabled,
    startup: handle.config.startup,
    state: status.state,
    ...(status.reason !== undefined ? { reason: status.reason } : {}),
    ...(handle.config.transport === 'stdio' && isolation !== undefined
      ? {
          isolation: isolation.description,
          isolationCode: isolation.code,
          ...(isolation.detail !== undefined ? { isolationDetail: isolation.detail } : {}),
        }
      : {}),
    ...(stderrTail.length > 0 ? { stderrTail } : {}),
    pid: status.pid,
    restarts: status.restarts,
    tools: handle.definitions().map((stored) => ({
      name: names.get(stored.definition.name) ?? stored.definition.name,
      mcpName: stored.definition.name,
      changed: stored.change !== undefined,
      ...(stored.change !== undefined ? { change: stored.change } : {}),
    })),
  };
}
