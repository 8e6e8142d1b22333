// Undo for the shell (Linux, bwrap): each call runs with the workspace seen through an overlay mounted in its own user
// and mount namespace (`unshare -Urm`), so its writes land in a staging folder; afterwards they are applied to the real
// workspace with every original kept first (tools/undo/apply-staged.ts). Where that cannot work, the call runs as is.
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { nodeCrypto } from '../lazy-builtins';
import { applyStaged, type MergedListing } from '../undo/apply-staged';
import { countChangedFiles, type UndoStore } from '../undo/undo-store';
import { runProcess } from './run-process';
import type { ProcessInvocation } from './sandbox';

/** Mounts the overlay over the workspace, runs the sandbox, then lists every folder the call wrote in as it ended. */
const stagingScript = [
  'ws=$1 up=$2 wk=$3 meta=$4; shift 4',
  'if mount -t overlay overlay -o "lowerdir=$ws,upperdir=$up,workdir=$wk,userxattr" "$ws" 2>"$meta/mount-error"; then',
  '  env -i "$@"; code=$?',
  `  (cd "$up" && find . -type d -print0) | xargs -0 -r sh -c 'for d; do printf "%s\\0" "$d"; (cd "$0/$d" && find . -mindepth 1 -maxdepth 1 -print0); printf "\\0"; done' "$ws" >"$meta/listing" 2>/dev/null && echo ok >"$meta/listed"`,
  '  exit $code',
  'fi',
  'exec env -i "$@"',
].join('\n');

export interface StagedCall {
  invocation: ProcessInvocation;
  /** Applies the staged writes; the run's file count, and sentences about runs dropped to stay in bounds. */
  finish: () => { files: number; notes: string[] } | { unavailable: string };
}

export interface ShellStaging {
  begin: (runId: string, workspace: string, inner: ProcessInvocation) => Promise<StagedCall | { unavailable: string }>;
}

export interface ShellStagingDeps {
  store: UndoStore;
  /** Absolute path of util-linux `unshare`, or null when there is none. */
  unsharePath: string | null;
  /** Where the overlay probe makes its scratch folders. */
  tmpDir: string;
}

/** Paths the overlay's option string cannot carry. */
const unsafeForOptions = /[,:\\]/;

export function parseMergedListing(raw: Buffer): MergedListing {
  const listing = new Map<string, Set<string>>();
  const fields = raw.toString('utf8').split('\0');
  let index = 0;
  while (index < fields.length - 1) {
    const folder = fields[index++]!.replace(/^\.\/?/, '');
    const names = new Set<string>();
    while (index < fields.length && fields[index] !== '') names.add(fields[index++]!.replace(/^\.\//, ''));
    index += 1;
    listing.set(folder, names);
  }
  return listing;
}

async function probeOverlay(unsharePath: string, tmpDir: string): Promise<string | null> {
  const scratch = mkdtempSync(join(tmpDir, 'hearth-overlay-test-'));
  try {
    for (const name of ['lower', 'upper', 'work', 'merged']) mkdirSync(join(scratch, name));
    const options = `lowerdir=${scratch}/lower,upperdir=${scratch}/upper,workdir=${scratch}/work,userxattr`;
    const outcome = await runProcess(
      {
        file: unsharePath,
        args: ['-Urm', '--', '/bin/sh', '-c', `mount -t overlay overlay -o ${options} ${scratch}/merged`],
        env: { PATH: '/usr/bin:/bin' },
        cwd: '/',
      },
      { timeoutMs: 10_000, maxOutputBytes: 4_096 },
    );
    if (outcome.exitCode === 0) return null;
    return outcome.spawnError ?? (outcome.output.trim().split('\n')[0] || `exit ${outcome.exitCode}`);
  } finally {
    chmodSync(join(scratch, 'work'), 0o700);
    rmSync(scratch, { recursive: true, force: true });
  }
}

function removeStage(stage: string): void {
  try {
    chmodSync(join(stage, 'work', 'work'), 0o700);
  } catch {
    // no overlay work folder was made
  }
  rmSync(stage, { recursive: true, force: true });
}

function readTextOr(path: string, fallback: string): string {
  try {
    return readFileSync(path, 'utf8');
  } catch {
    return fallback;
  }
}

function readListing(meta: string): MergedListing | null {
  try {
    readFileSync(join(meta, 'listed'));
    return parseMergedListing(readFileSync(join(meta, 'listing')));
  } catch {
    return null;
  }
}

export function createShellStaging(deps: ShellStagingDeps): ShellStaging {
  let probe: Promise<string | null> | undefined;
  return {
    async begin(runId, workspace, inner) {
      if (deps.unsharePath === null) return { unavailable: 'unshare (util-linux) not found' };
      const unsharePath = deps.unsharePath;
      probe ??= probeOverlay(unsharePath, deps.tmpDir);
      const refused = await probe;
      if (refused !== null) return { unavailable: `no overlay mount in a user namespace (${refused})` };
      const journal = deps.store.journal(runId, workspace);
      const stage = join(journal.folder, `stage-${nodeCrypto().randomUUID()}`);
      if (unsafeForOptions.test(workspace) || unsafeForOptions.test(stage))
        return { unavailable: 'the workspace path holds a comma, colon or backslash' };
      const [upper, work, meta] = ['upper', 'work', 'meta'].map((name) => join(stage, name)) as [
        string,
        string,
        string,
      ];
      for (const folder of [upper, work, meta]) mkdirSync(folder, { recursive: true });
      return {
        invocation: {
          file: unsharePath,
          args: [
            '-Urm',
            '--',
            '/bin/sh',
            '-c',
            stagingScript,
            'hearth-stage',
            workspace,
            upper,
            work,
            meta,
            inner.file,
            ...inner.args,
          ],
          env: { PATH: '/usr/bin:/bin' },
          cwd: inner.cwd,
        },
        finish() {
          const mountError = readTextOr(join(meta, 'mount-error'), '').trim();
          if (mountError !== '') {
            removeStage(stage);
            return { unavailable: `the overlay could not be mounted (${mountError})` };
          }
          try {
            applyStaged({ upper, workspace, merged: readListing(meta), journal });
          } catch (error) {
            // What was not applied stays where the person can find it; nothing the command wrote is thrown away.
            const reason = (error as NodeJS.ErrnoException).code ?? (error as Error).message;
            return { unavailable: `applying its writes stopped (${reason}); what is left of them is in ${upper}` };
          }
          removeStage(stage);
          return { files: countChangedFiles(journal.document()), notes: deps.store.prune() };
        },
      };
    },
  };
}
