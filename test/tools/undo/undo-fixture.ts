// Test fixture for undo: a data folder with its undo store, a workspace beside it (same file system), the real shell
// tool under the real selected sandbox with overlay staging, and the file tools with their journal.
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, lstatSync, readlinkSync, rmSync } from 'node:fs';
import os from 'node:os';
import { join } from 'node:path';
import { createFileTools } from '../../../tools/files/index';
import { createShellStaging } from '../../../tools/shell/overlay-staging';
import { findExecutable, selectSandbox } from '../../../tools/shell/select-sandbox';
import { createShellTool } from '../../../tools/shell/shell-tool';
import type { AnyTool, ToolResult } from '../../../tools/tool';
import { createFileChangeJournal } from '../../../tools/undo/file-change-journal';
import { createUndoStore, type UndoLimits, type UndoStore } from '../../../tools/undo/undo-store';

export interface UndoFixture {
  dataDir: string;
  workspace: string;
  store: UndoStore;
  limits: UndoLimits;
  clock: { now: Date };
  call: (tool: string, args: unknown, runId: string) => Promise<ToolResult>;
  cleanup: () => void;
}

export async function createUndoFixture(label: string): Promise<UndoFixture> {
  const base = mkdtempSync(join(os.tmpdir(), `hearth-${label}-`));
  const dataDir = join(base, 'data');
  const workspace = join(base, 'workspace');
  mkdirSync(workspace, { recursive: true });
  mkdirSync(dataDir);
  const limits: UndoLimits = { keepDays: 7, maxMegabytes: 2_048 };
  const clock = { now: new Date('2026-05-01T10:00:00Z') };
  const store = createUndoStore({ folder: join(dataDir, 'undo'), limits: () => limits, now: () => clock.now });
  const { sandbox } = await selectSandbox({
    platform: process.platform,
    env: process.env,
    protectedPaths: { dataDir, homeDir: join(base, 'home') },
    tmpDir: os.tmpdir(),
  });
  const staging = createShellStaging({
    store,
    unsharePath: findExecutable('unshare', process.env, ['/usr/bin']),
    tmpDir: os.tmpdir(),
  });
  const tools: AnyTool[] = [
    createShellTool({
      sandbox,
      staging,
      settings: () => ({ network: false, timeoutMs: 30_000, maxOutputBytes: 65_536 }),
    }),
    ...createFileTools({ dataDir, undo: createFileChangeJournal(store) }),
  ];
  return {
    dataDir,
    workspace,
    store,
    limits,
    clock,
    call: (name, args, runId) => {
      const tool = tools.find((candidate) => candidate.name === name)!;
      return tool.execute(args, {
        callId: `call-${name}`,
        runId,
        signal: new AbortController().signal,
        onUpdate: () => undefined,
        workspace,
      });
    },
    cleanup: () => rmSync(base, { recursive: true, force: true }),
  };
}

/** Every path under the folder with its type, mode and content (symlinks by target), for exact comparisons. */
export function treeOf(folder: string, prefix = ''): Record<string, string> {
  const tree: Record<string, string> = {};
  for (const name of readdirSync(folder).sort()) {
    const path = join(folder, name);
    const info = lstatSync(path);
    const mode = (info.mode & 0o7777).toString(8);
    if (info.isSymbolicLink()) tree[`${prefix}${name}`] = `-> ${readlinkSync(path)}`;
    else if (info.isDirectory()) {
      tree[`${prefix}${name}/`] = mode;
      Object.assign(tree, treeOf(path, `${prefix}${name}/`));
    } else tree[`${prefix}${name}`] = `${mode} ${readFileSync(path, 'base64')}`;
  }
  return tree;
}
