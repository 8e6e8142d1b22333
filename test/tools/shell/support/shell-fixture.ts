// Test fixture for the shell tool: a data folder with a workspace inside (as in the app), a fake home folder,
// the real selected sandbox, and a helper that runs one command and collects its live updates.
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import { join } from 'node:path';
import type { ToolResult } from '../../../../tools/tool';
import { createNoSandbox } from '../../../../tools/shell/no-sandbox';
import type { Sandbox } from '../../../../tools/shell/sandbox';
import { selectSandbox } from '../../../../tools/shell/select-sandbox';
import { createShellTool, type ShellResultDetails, type ShellSettings } from '../../../../tools/shell/shell-tool';
import { waitFor } from '../../../support/wait-for';

export interface ShellFixture {
  dataDir: string;
  workspace: string;
  homeDir: string;
  sandbox: Sandbox;
  settings: ShellSettings;
  run: (
    command: string,
    options?: { timeoutMs?: number; signal?: AbortSignal; onUpdate?: (text: string) => void },
  ) => Promise<ShellRun>;
  cleanup: () => void;
}

export interface ShellRun {
  result: ToolResult;
  details: ShellResultDetails;
  updates: string[];
  elapsedMs: number;
}

/**
 * The data folder lives under /var/tmp when possible: like a real data folder it is then outside the sandbox's
 * private /tmp, so a write to it must fail rather than land in the sandbox's throwaway tmpfs.
 */
function makeBase(label: string): string {
  const parent = existsSync('/var/tmp') ? '/var/tmp' : os.tmpdir();
  return mkdtempSync(join(parent, `hearth-${label}-`));
}

export async function createShellFixture(kind: 'auto' | 'none', label = 'shell'): Promise<ShellFixture> {
  const base = makeBase(label);
  const dataDir = join(base, 'data');
  const workspace = join(dataDir, 'workspace');
  const homeDir = join(base, 'home');
  mkdirSync(workspace, { recursive: true });
  mkdirSync(homeDir);
  const protectedPaths = { dataDir, homeDir };
  const sandbox =
    kind === 'none'
      ? createNoSandbox({ reason: 'test', platform: process.platform, tmpDir: os.tmpdir() })
      : (await selectSandbox({ platform: process.platform, env: process.env, protectedPaths, tmpDir: os.tmpdir() }))
          .sandbox;
  const settings: ShellSettings = { network: false, timeoutMs: 30_000, maxOutputBytes: 1_048_576 };
  const tool = createShellTool({
    sandbox,
    settings: () => settings,
    sourceEnv: () => ({ ...process.env, HOME: homeDir }),
  });
  return {
    dataDir,
    workspace,
    homeDir,
    sandbox,
    settings,
    run: async (command, options = {}) => {
      const updates: string[] = [];
      const ctx = {
        callId: 'test',
        signal: options.signal ?? new AbortController().signal,
        onUpdate: options.onUpdate ?? ((text: string) => void updates.push(text)),
        workspace,
      };
      const started = performance.now();
      const result = await tool.execute(
        { command, ...(options.timeoutMs ? { timeoutMs: options.timeoutMs } : {}) },
        ctx,
      );
      return { result, details: result.details as ShellResultDetails, updates, elapsedMs: performance.now() - started };
    },
    cleanup: () => rmSync(base, { recursive: true, force: true }),
  };
}

/**
 * Host processes whose command line contains `marker` (zombies have an empty cmdline and do not count); with `command`,
 * only those running that program (e.g. the `sleep`s themselves, not the shell or bwrap that carry the marker too).
 */
export function processesWithMarker(marker: string, command?: string): number[] {
  const found: number[] = [];
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const cmdline = readFileSync(`/proc/${name}/cmdline`, 'utf8').replace(/\0/g, ' ');
      if (!cmdline.includes(marker)) continue;
      if (command !== undefined && readFileSync(`/proc/${name}/comm`, 'utf8').trim() !== command) continue;
      found.push(Number(name));
    } catch {
      // gone
    }
  }
  return found;
}

/** Waits until no host process carries `marker` (a tree that was killed is gone), failing with the ones left. */
export async function noProcessLeftWithMarker(marker: string, timeout = 2_000): Promise<void> {
  await waitFor(() => processesWithMarker(marker).length === 0, {
    message: `every process with marker ${marker} to end`,
    timeout,
    observe: () => processesWithMarker(marker),
  });
}
