// The custom tools hosts: one probe host (reads manifests of files nobody trusted, in the tightest sandbox) and one
// runner host per capability set (serves trusted versions; create() runs there, on a tool's first call). Runner hosts
// restart lazily after a crash and when the workspace changes; a probe host is stopped after each folder sync.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { capabilityKey } from './capabilities';
import type { HostProfile } from './host-launch';
import { HostRequestError, type HostExit, type HostProcess } from './host-process';
import { createHostSupervisor, type HostSupervisor } from './host-supervisor';

export interface ServedVersion {
  file: string;
  version: string;
  capabilities: readonly string[];
  /** The folder this call works in (a project's folder); default: `options.workspace()`. */
  workspace?: string;
}

export interface HostPoolOptions {
  start: (profile: HostProfile, onExit: (exit: HostExit) => void) => HostProcess;
  /** Where runner hosts keep their state: `<stateRoot>/<capability set>/`. */
  stateRoot: string;
  workspace: () => string;
  loadTimeoutMs: number;
  now?: () => number;
}

export interface HostPool {
  /** The probe host, started on demand. */
  probe: () => HostProcess;
  stopProbe: () => Promise<void>;
  /** A runner host serving exactly this version (loaded and create() run there first); rejects with the reason. */
  serve: (tool: ServedVersion) => Promise<HostProcess>;
  /** Runs close() of this file in every runner host that serves it. */
  unload: (file: string) => Promise<void>;
  close: (timeoutMs: number) => Promise<void>;
  status: () => { running: boolean; restarts: number; lastExit?: string };
}

interface Runner {
  supervisor: HostSupervisor;
  /** The host life the `active` map belongs to, and the workspace it was started with. */
  host?: HostProcess;
  workspace?: string;
  /** The workspace the next start shows (the latest call's). */
  wanted?: string;
  /** file -> version whose create() ran in `host`. */
  active: Map<string, string>;
  queue: Promise<unknown>;
}

/** The file on disk is no longer the version asked for (it changed after it was shown, approved or trusted). */
export class VersionChangedError extends Error {}

const describe = (error: unknown): string => (error instanceof Error ? error.message : String(error));

export function createHostPool(options: HostPoolOptions): HostPool {
  const runners = new Map<string, Runner>();
  const probeSupervisor = createHostSupervisor({ start: (onExit) => options.start({ kind: 'probe' }, onExit) });

  const runnerFor = (capabilities: readonly string[]): { key: string; runner: Runner } => {
    const key = capabilityKey(capabilities);
    let runner = runners.get(key);
    if (!runner) {
      const stateDir = join(options.stateRoot, key);
      const slot: { runner?: Runner } = {};
      const supervisor = createHostSupervisor({
        start: (onExit) => {
          mkdirSync(stateDir, { recursive: true });
          const workspace = slot.runner?.wanted ?? options.workspace();
          return options.start({ kind: 'runner', capabilities: [...capabilities], workspace, stateDir }, onExit);
        },
      });
      runner = { supervisor, active: new Map(), queue: Promise.resolve() };
      slot.runner = runner;
      runners.set(key, runner);
    }
    return { key, runner };
  };

  /** A live host for this runner, restarted when the workspace it sees is not the one this call works in. */
  async function liveHost(runner: Runner, workspace: string): Promise<HostProcess> {
    runner.wanted = workspace;
    if (runner.host?.alive() && runner.workspace !== workspace) await runner.supervisor.stop();
    const { host, fresh } = runner.supervisor.ensure();
    if (fresh || runner.host !== host) {
      runner.host = host;
      runner.workspace = workspace;
      runner.active = new Map();
    }
    return host;
  }

  async function activate(runner: Runner, key: string, tool: ServedVersion): Promise<HostProcess> {
    const host = await liveHost(runner, tool.workspace ?? options.workspace());
    if (runner.active.get(tool.file) === tool.version) return host;
    const timeoutMs = options.loadTimeoutMs;
    const phase = async (message: { type: string } & Record<string, unknown>, what: string): Promise<void> => {
      let reply;
      try {
        reply = await host.request(message, { timeoutMs });
      } catch (error) {
        if (error instanceof HostRequestError && error.kind === 'timeout')
          throw new Error(`${what} took longer than ${timeoutMs} ms; the tools host was restarted.`);
        throw new Error(`${what} ended the tools host (${describe(error)}).`);
      }
      if (reply.changed === true)
        throw new VersionChangedError('the file changed since this version was prepared; call it again');
      if (!reply.ok) throw new Error(reply.error ?? `${what} failed.`);
    };
    await phase({ type: 'load', file: tool.file, version: tool.version }, 'Loading');
    await phase(
      { type: 'activate', file: tool.file, version: tool.version, stateDir: join(options.stateRoot, key) },
      'create()',
    );
    runner.active.set(tool.file, tool.version);
    return host;
  }

  return {
    probe: () => probeSupervisor.ensure().host,
    stopProbe: () => probeSupervisor.stop(),
    serve: (tool) => {
      const { key, runner } = runnerFor(tool.capabilities);
      const next = runner.queue.then(() => activate(runner, key, tool));
      runner.queue = next.catch(() => undefined);
      return next;
    },
    unload: async (file) => {
      await Promise.all(
        [...runners.values()].map(async (runner) => {
          const host = runner.supervisor.current();
          if (!host || host !== runner.host || !runner.active.has(file)) return;
          runner.active.delete(file);
          await host.request({ type: 'unload', file }, { timeoutMs: options.loadTimeoutMs }).catch(() => undefined);
        }),
      );
    },
    close: async (timeoutMs) => {
      const unloads = [...runners.values()].map(async (runner) => {
        const host = runner.supervisor.current();
        if (!host) return;
        const files = [...runner.active.keys()];
        runner.active.clear();
        await Promise.all(
          files.map((file) => host.request({ type: 'unload', file }, { timeoutMs }).catch(() => undefined)),
        );
      });
      await Promise.race([Promise.all(unloads), new Promise((resolve) => setTimeout(resolve, timeoutMs).unref())]);
      await Promise.all([probeSupervisor.stop(), ...[...runners.values()].map((runner) => runner.supervisor.stop())]);
    },
    status: () => {
      const all = [...runners.values()].map((runner) => runner.supervisor.status());
      const lastExit = all
        .map((status) => status.lastExit)
        .filter((text): text is string => text !== undefined)
        .at(-1);
      return {
        running: all.some((status) => status.running),
        restarts: all.reduce((sum, status) => sum + status.restarts, 0),
        ...(lastExit ? { lastExit } : {}),
      };
    },
  };
}
