// `undo RUN_ID [--force] [--json]`: puts back every file the run changed in the workspace. Files the person changed
// after the run stop it (listed, exit 1, nothing touched) unless --force; --json prints one `undo_result` line.
import type { HearthRuntime } from '../../runtime/create-runtime';
import { exitCodes, type CliIo } from '../cli-io';

export function runUndoCommand(
  runId: string,
  deps: { runtime: HearthRuntime; io: CliIo; json: boolean; force: boolean },
): number {
  const { io, json } = deps;
  const done = deps.runtime.undo.undo(runId, { force: deps.force });
  if (!done.ok) {
    if (json)
      io.jsonLine({ type: 'undo_result', ok: false, runId, error: { kind: 'unavailable', message: done.error } });
    io.err(`hearth: ${done.error}\n`);
    return exitCodes.failed;
  }
  const { outcome } = done;
  if (outcome.status === 'changed_since') {
    if (json) io.jsonLine({ type: 'undo_result', ok: false, runId, changedSince: outcome.paths });
    io.err(
      `hearth: nothing undone: ${outcome.paths.length} file(s) changed after the run (${outcome.paths.join(', ')}); ` +
        'run undo again with --force to overwrite them\n',
    );
    return exitCodes.failed;
  }
  const ok = outcome.failed.length === 0;
  if (json) io.jsonLine({ type: 'undo_result', ok, runId, restored: outcome.restored, failed: outcome.failed });
  else {
    io.out(`Undone: ${outcome.restored} path(s) put back as they were before run ${runId}.\n`);
    for (const failure of outcome.failed) io.err(`hearth: could not put back ${failure.path}: ${failure.reason}\n`);
  }
  return ok ? exitCodes.ok : exitCodes.failed;
}
