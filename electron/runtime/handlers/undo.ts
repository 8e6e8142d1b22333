// undo:review and undo:apply: Review and Undo of a run's changes to the workspace (electron/runtime/undo/undo-service.ts).
import { failure, type InvokeHandlers } from '../../shared/contract';
import type { HearthRuntime } from '../create-runtime';

export function createUndoHandlers(deps: {
  runtime: Pick<HearthRuntime, 'undo'>;
}): Pick<InvokeHandlers, 'undo:review' | 'undo:apply'> {
  const { undo } = deps.runtime;
  return {
    'undo:review': ({ runId }) => {
      const reviewed = undo.review(runId);
      if (!reviewed.ok) throw failure('not_found', reviewed.error);
      return reviewed.review;
    },
    'undo:apply': ({ runId, force }) => {
      const done = undo.undo(runId, { force: force ?? false });
      if (!done.ok) throw failure('refused', done.error);
      return done.outcome;
    },
  };
}
