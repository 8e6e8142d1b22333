// Keeps one MCP server alive: starts it on demand (or at once), lists its tools, and when it dies unexpectedly
// restarts it with exponential backoff. Three crashes within five minutes mark it failed: calls then fail fast with
// the reason (and its last stderr lines) until the user restarts it or changes its settings.
import type { McpConnection, McpToolDefinition } from './mcp-connection';

export type McpServerState = 'stopped' | 'starting' | 'running' | 'failed';

/** A configuration problem (e.g. a secret missing from the keychain): not a crash, nothing to restart. */
export class McpConfigError extends Error {
  override readonly name = 'McpConfigError';
}

/** The server cannot take calls right now; the message says why. */
export class McpUnavailableError extends Error {
  override readonly name = 'McpUnavailableError';
}

export interface SupervisorStatus {
  state: McpServerState;
  reason?: string;
  pid: number | null;
  /** Restarts after crashes since the server was (re)started by Hearth or the user. */
  restarts: number;
  /** Crashes inside the current window. */
  recentCrashes: number;
}

export interface SupervisorDeps {
  server: string;
  connect: (hooks: { onClose: () => void; onToolsChanged: () => void }) => Promise<McpConnection>;
  /** Every successful tool listing (after a start, and when the server says its list changed). */
  onListed: (tools: McpToolDefinition[]) => void;
  stderrLines: () => string[];
  now: () => number;
  /** Runs `fn` after `ms`; returns a cancel function. */
  setTimer: (fn: () => void, ms: number) => () => void;
  backoff: { baseMs: number; maxMs: number };
  crashLimit: number;
  crashWindowMs: number;
  log: (message: string) => void;
}

export interface ServerSupervisor {
  status(): SupervisorStatus;
  /** The running connection, starting the server if needed. Rejects with McpUnavailableError or McpConfigError. */
  connection(signal?: AbortSignal): Promise<McpConnection>;
  /** Starts in the background (eager servers, first discovery); the outcome shows in `status()`. */
  start(): void;
  /** Stops the server and forgets its crashes (quit, settings change, the user's restart). */
  stop(): Promise<void>;
}

export function createServerSupervisor(deps: SupervisorDeps): ServerSupervisor {
  let state: McpServerState = 'stopped';
  let reason: string | undefined;
  let current: McpConnection | undefined;
  let pending: Promise<McpConnection> | undefined;
  let cancelTimer: (() => void) | undefined;
  /** Rejects the callers waiting out a restart backoff when the server is stopped meanwhile. */
  let abandonWaiters: (() => void) | undefined;
  let crashes: number[] = [];
  let restarts = 0;
  let epoch = 0;

  const stderrSummary = (): string => {
    const lines = deps.stderrLines().slice(-5);
    return lines.length > 0 ? ` Last stderr lines:\n${lines.join('\n')}` : ' It wrote nothing to stderr.';
  };

  const launch = (): Promise<McpConnection> => {
    const myEpoch = epoch;
    state = 'starting';
    const attempt = (async () => {
      let connection: McpConnection | undefined;
      try {
        connection = await deps.connect({
          onClose: () => {
            if (connection !== undefined && connection === current && epoch === myEpoch)
              crashed('the server stopped unexpectedly');
          },
          onToolsChanged: () => {
            if (connection !== undefined && connection === current) void relist(connection);
          },
        });
        const tools = await connection.listTools();
        if (epoch !== myEpoch)
          throw new McpUnavailableError(`MCP server "${deps.server}" was stopped while it started.`);
        current = connection;
        state = 'running';
        reason = undefined;
        pending = undefined;
        deps.onListed(tools);
        return connection;
      } catch (error) {
        await connection?.close();
        if (epoch !== myEpoch) throw error;
        pending = undefined;
        if (error instanceof McpConfigError) {
          state = 'stopped';
          reason = error.message;
          throw error;
        }
        crashed(`it could not start: ${error instanceof Error ? error.message : String(error)}`);
        throw new McpUnavailableError(`MCP server "${deps.server}" ${reasonText()}`);
      }
    })();
    pending = attempt;
    return attempt;
  };

  const reasonText = (): string => reason ?? 'is not running.';

  const relist = async (connection: McpConnection): Promise<void> => {
    try {
      deps.onListed(await connection.listTools());
    } catch (error) {
      deps.log(
        `MCP server "${deps.server}": listing tools failed: ${error instanceof Error ? error.message : String(error)}`,
      );
    }
  };

  /** Records a crash; restarts after a backoff, or marks the server failed when it crashes too often. */
  function crashed(what: string): void {
    current = undefined;
    const now = deps.now();
    crashes = [...crashes.filter((at) => now - at < deps.crashWindowMs), now];
    deps.log(`MCP server "${deps.server}": ${what}`);
    if (crashes.length >= deps.crashLimit) {
      state = 'failed';
      const minutes = Math.round(deps.crashWindowMs / 60_000);
      reason = `failed: it crashed ${crashes.length} times within ${minutes} minutes (last: ${what}). It stays off until you restart it in Settings.${stderrSummary()}`;
      return;
    }
    const delay = Math.min(deps.backoff.baseMs * 2 ** (crashes.length - 1), deps.backoff.maxMs);
    state = 'starting';
    reason = `restarting in ${delay} ms: ${what}`;
    const myEpoch = epoch;
    pending = new Promise<McpConnection>((resolve, reject) => {
      abandonWaiters = () => reject(new McpUnavailableError(`MCP server "${deps.server}" was stopped.`));
      cancelTimer = deps.setTimer(() => {
        cancelTimer = undefined;
        abandonWaiters = undefined;
        if (epoch !== myEpoch) return;
        restarts += 1;
        launch().then(resolve, reject);
      }, delay);
    });
    pending.catch(() => undefined); // a restart nobody waits for must not be an unhandled rejection
  }

  const withSignal = (promise: Promise<McpConnection>, signal?: AbortSignal): Promise<McpConnection> => {
    if (!signal) return promise;
    if (signal.aborted) return Promise.reject(new McpUnavailableError('The call was cancelled.'));
    return new Promise((resolve, reject) => {
      const onAbort = (): void =>
        reject(new McpUnavailableError('The call was cancelled while the server was starting.'));
      signal.addEventListener('abort', onAbort, { once: true });
      promise.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
    });
  };

  return {
    status: () => {
      const now = deps.now();
      return {
        state,
        ...(reason !== undefined ? { reason } : {}),
        pid: current?.pid ?? null,
        restarts,
        recentCrashes: crashes.filter((at) => now - at < deps.crashWindowMs).length,
      };
    },
    connection: (signal) => {
      if (state === 'failed')
        return Promise.reject(new McpUnavailableError(`MCP server "${deps.server}" ${reasonText()}`));
      if (state === 'running' && current) return Promise.resolve(current);
      return withSignal(pending ?? launch(), signal);
    },
    start: () => {
      if (state === 'stopped') launch().catch(() => undefined);
    },
    stop: async () => {
      epoch += 1;
      cancelTimer?.();
      cancelTimer = undefined;
      abandonWaiters?.();
      abandonWaiters = undefined;
      const connection = current;
      current = undefined;
      pending = undefined;
      state = 'stopped';
      reason = undefined;
      crashes = [];
      restarts = 0;
      await connection?.close();
    },
  };
}
