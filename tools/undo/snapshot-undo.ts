// Undo for a custom tool with `workspace:write`, whose long-lived host writes the workspace directly: before each call
// the workspace is copied into the run's undo folder (only when it holds at most `maxBytes`), and afterwards every path
// that differs is journaled from that copy. A larger workspace runs the call as before and the result says so.
import { readFileSync, readdirSync, type Stats } from 'node:fs';
import { join } from 'node:path';
import { nodeCrypto } from '../lazy-builtins';
import { fail, type AnyTool, type ToolResult } from '../tool';
import { ensureWorkspace, isInsideOrEqual } from '../workspace';
import { lstatOrNull } from './file-state';
import { copyExact, removePath } from './move-path';
import type { RunJournal } from './run-journal';
import { countChangedFiles, type UndoStore } from './undo-store';

export interface SnapshotUndoDeps {
  store: UndoStore;
  /** The largest workspace copied before a call. */
  maxBytes: () => number;
}

/** Bytes under a folder, stopping as soon as they pass `limit` (a home-sized tree is never walked whole). */
function bytesUpTo(folder: string, limit: number): number {
  let total = 0;
  const walk = (path: string): void => {
    for (const entry of readdirSync(path, { withFileTypes: true })) {
      if (total > limit) return;
      const child = join(path, entry.name);
      if (entry.isDirectory()) walk(child);
      else total += lstatOrNull(child)?.size ?? 0;
    }
  };
  walk(folder);
  return total;
}

function sameFile(a: string, b: string, infoA: Stats, infoB: Stats): boolean {
  if (infoA.size !== infoB.size || (infoA.mode & 0o7777) !== (infoB.mode & 0o7777)) return false;
  return readFileSync(a).equals(readFileSync(b));
}

/** Journals every path where the workspace now differs from the snapshot. */
function journalDifferences(journal: RunJournal, snapshot: string, workspace: string, relative: string): void {
  const names = new Set([...readdirSync(join(snapshot, relative)), ...readdirSync(join(workspace, relative))]);
  for (const name of names) {
    const path = join(relative, name);
    const [was, now] = [lstatOrNull(join(snapshot, path)), lstatOrNull(join(workspace, path))];
    if (was?.isDirectory() && now?.isDirectory()) {
      if ((was.mode & 0o7777) !== (now.mode & 0o7777)) journal.keepFrom(path, join(snapshot, path), 'mode-only');
      journalDifferences(journal, snapshot, workspace, path);
      if ((was.mode & 0o7777) !== (now.mode & 0o7777)) journal.settle(path);
      continue;
    }
    if (was?.isFile() && now?.isFile() && sameFile(join(snapshot, path), join(workspace, path), was, now)) continue;
    if (was?.isSymbolicLink() && now?.isSymbolicLink()) continue;
    if (!was && !now) continue;
    journal.keepFrom(path, join(snapshot, path), 'move');
    journal.settle(path);
  }
}

export function withSnapshotUndo(tool: AnyTool, deps: SnapshotUndoDeps): AnyTool {
  return {
    ...tool,
    execute: async (args, ctx): Promise<ToolResult> => {
      const writes = tool.provenance?.().capabilities.includes('workspace:write') === true;
      if (!writes || !ctx.runId) return tool.execute(args, ctx);
      const workspace = ensureWorkspace(ctx.workspace);
      const journal = deps.store.journal(ctx.runId, workspace);
      const limit = deps.maxBytes();
      const unavailable = isInsideOrEqual(journal.folder, workspace)
        ? 'the workspace holds Hearth’s data folder'
        : bytesUpTo(workspace, limit) > limit
          ? `the workspace holds more than ${Math.round(limit / 1_048_576)} MB to copy first`
          : null;
      if (unavailable) {
        const result = await tool.execute(args, ctx);
        return { ...result, content: `${result.content}\n[undo unavailable for this call: ${unavailable}]` };
      }
      const snapshot = join(journal.folder, `snapshot-${nodeCrypto().randomUUID()}`);
      copyExact(workspace, snapshot);
      try {
        const result = await tool.execute(args, ctx);
        journalDifferences(journal, snapshot, workspace, '');
        journal.save();
        const undo = { runId: ctx.runId, files: countChangedFiles(journal.document()) };
        const details = typeof result.details === 'object' && result.details !== null ? result.details : {};
        return undo.files > 0 ? { ...result, details: { ...details, undo } } : result;
      } catch (error) {
        return fail(`The ${tool.name} tool failed: ${(error as Error).message}`, 'exception');
      } finally {
        removePath(snapshot);
        deps.store.prune();
      }
    },
  };
}
