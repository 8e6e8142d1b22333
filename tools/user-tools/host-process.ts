// One life of the user tools host child: starts it as host-launch.ts says through a launcher (a Node child process, or
// Electron's utilityProcess in the app), matches IPC replies to requests, kills it (and its process group) on a request
// timeout, and fails pending requests on exit. Launchers hand what they start to the process watchdog.
import { createOutputTail } from '../shell/output-tail';
import type { HostChildLauncher } from './host-child';
import type { HostLaunch } from './host-launch';
import { nodeHostChildLauncher } from './node-host-child';

export interface HostProcessOptions {
  launch: HostLaunch;
  /** Default: a Node child process. */
  launcher?: HostChildLauncher;
  /** Called once when the process is gone, for whatever reason. */
  onExit?: (info: HostExit) => void;
}

export interface HostExit {
  code: number | null;
  signal: NodeJS.Signals | null;
  /** The last lines the host (or a tool) wrote to stderr. */
  stderr: string;
  /** Why we killed it, when we did. */
  killedBecause?: string;
}

export type HostFailureKind = 'timeout' | 'exited' | 'aborted';

/** A request that got no reply: the host timed out (and was killed), exited, or the caller aborted. */
export class HostRequestError extends Error {
  constructor(
    readonly kind: HostFailureKind,
    message: string,
  ) {
    super(message);
  }
}

export interface HostReply {
  ok: boolean;
  error?: string;
  [key: string]: unknown;
}

export interface RequestOptions {
  timeoutMs: number;
  signal?: AbortSignal;
  onUpdate?: (chunk: string) => void;
}

interface Pending {
  settled: boolean;
  resolve: (reply: HostReply) => void;
  reject: (error: HostRequestError) => void;
  timer: NodeJS.Timeout;
  onUpdate?: (chunk: string) => void;
  cleanup: () => void;
}

export interface HostProcess {
  request: (message: { type: string } & Record<string, unknown>, options: RequestOptions) => Promise<HostReply>;
  /** Fire and forget (discard, abort). */
  post: (message: { type: string } & Record<string, unknown>) => void;
  kill: (reason: string) => void;
  alive: () => boolean;
  /** Resolves when the process has exited. */
  exited: Promise<HostExit>;
}

export function startHostProcess(options: HostProcessOptions): HostProcess {
  const stderr = createOutputTail(4_096);
  const pending = new Map<number, Pending>();
  let nextId = 1;
  let exitedFlag = false;
  let killedBecause: string | undefined;
  let markReady: () => void = () => {};
  const ready = new Promise<void>((resolve) => (markReady = resolve));
  let resolveExit: (exit: HostExit) => void = () => {};
  const exited = new Promise<HostExit>((resolve) => (resolveExit = resolve));

  const { launch } = options;
  const child = (options.launcher ?? nodeHostChildLauncher).start(launch);
  child.onStderr((chunk) => stderr.push(chunk));

  const settle = (id: number, outcome: { reply?: HostReply; error?: HostRequestError }): void => {
    const entry = pending.get(id);
    if (!entry || entry.settled) return;
    entry.settled = true;
    entry.cleanup();
    if (outcome.reply) entry.resolve(outcome.reply);
    else if (outcome.error) entry.reject(outcome.error);
  };
  const forget = (id: number): void => {
    const entry = pending.get(id);
    if (entry) clearTimeout(entry.timer);
    pending.delete(id);
  };

  const kill = (reason: string): void => {
    if (exitedFlag) return;
    killedBecause ??= reason;
    child.kill();
  };

  child.onMessage((raw: unknown) => {
    const message = raw as { type?: string; id?: number; chunk?: string } & HostReply;
    if (message?.type === 'ready') return markReady();
    if (typeof message?.id !== 'number') return;
    const entry = pending.get(message.id);
    if (!entry) return;
    if (message.type === 'update') {
      if (!entry.settled && typeof message.chunk === 'string') entry.onUpdate?.(message.chunk);
      return;
    }
    settle(message.id, { reply: message });
    forget(message.id);
  });

  const onGone = (code: number | null, signal: NodeJS.Signals | null, spawnError?: string): void => {
    if (exitedFlag) return;
    exitedFlag = true;
    const text = spawnError ?? stderr.text().trim();
    const exit: HostExit = { code, signal, stderr: text, ...(killedBecause ? { killedBecause } : {}) };
    const why = killedBecause
      ? `the tools host was stopped: ${killedBecause}`
      : `the tools host exited (${signal ?? `code ${String(code)}`})${text ? `: ${text.split('\n').slice(-3).join(' | ')}` : ''}`;
    for (const id of [...pending.keys()]) {
      settle(id, { error: new HostRequestError('exited', why) });
      forget(id);
    }
    options.onExit?.(exit);
    resolveExit(exit);
  };
  child.onExit(onGone);

  const post: HostProcess['post'] = (message) => {
    if (exitedFlag || !child.connected()) return;
    void ready.then(() => {
      if (!exitedFlag) child.send(message, (reason) => kill(`IPC send failed: ${reason}`));
    });
  };

  const request: HostProcess['request'] = (message, requestOptions) => {
    const id = nextId++;
    return new Promise<HostReply>((resolve, reject) => {
      if (exitedFlag || killedBecause)
        return reject(new HostRequestError('exited', killedBecause ?? 'the tools host is not running'));
      const onAbort = (): void => {
        post({ type: 'abort', id });
        // Keep the entry (and its timer): a tool that ignores the abort still gets the host killed at the timeout.
        settle(id, { error: new HostRequestError('aborted', 'Aborted.') });
      };
      const timer = setTimeout(() => {
        const stillWaiting = !pending.get(id)?.settled;
        settle(id, { error: new HostRequestError('timeout', `no answer within ${requestOptions.timeoutMs} ms`) });
        forget(id);
        kill(
          stillWaiting
            ? `a ${message.type} request timed out after ${requestOptions.timeoutMs} ms`
            : 'an aborted call never finished',
        );
      }, requestOptions.timeoutMs);
      timer.unref();
      pending.set(id, {
        settled: false,
        resolve,
        reject,
        timer,
        onUpdate: requestOptions.onUpdate,
        cleanup: () => requestOptions.signal?.removeEventListener('abort', onAbort),
      });
      if (requestOptions.signal?.aborted) return onAbort();
      requestOptions.signal?.addEventListener('abort', onAbort, { once: true });
      post({ ...message, id });
    });
  };

  // A host being killed counts as gone at once, so the next request starts a fresh one instead of waiting on it.
  return { request, post, kill, alive: () => !exitedFlag && killedBecause === undefined, exited };
}
