// Folding the run's lifecycle events: started, retrying after a provider error, a turn ended, and the run's end (which
// closes answers still streaming and fails tool cards that never ran).
import type { AgentEventOf } from '../../../../electron/shared/agent-events';
import type { ViewDraft } from './view-draft';

export type RunEvent = AgentEventOf<'agent_start' | 'turn_start' | 'retry' | 'turn_end' | 'agent_end'>;

export function foldRunEvent(draft: ViewDraft, event: RunEvent): void {
  switch (event.type) {
    case 'agent_start':
      draft.run = { runId: event.runId, status: 'running' };
      return;
    case 'retry':
      if (draft.run)
        draft.run = {
          ...draft.run,
          retry: `Retrying (attempt ${event.attempt}) in ${Math.ceil(event.delayMs / 1000)} s: ${event.reason}`,
        };
      return;
    case 'turn_end':
      if (draft.run?.retry)
        draft.run = {
          runId: draft.run.runId,
          status: draft.run.status,
          ...(draft.run.error ? { error: draft.run.error } : {}),
        };
      return;
    case 'agent_end':
      finishRun(draft, event);
      return;
    case 'turn_start':
      return;
  }
}

function finishRun(draft: ViewDraft, event: AgentEventOf<'agent_end'>): void {
  draft.run = {
    runId: event.runId,
    status: event.reason,
    ...(event.error ? { error: event.error.message, errorKind: event.error.kind } : {}),
  };
  for (const id of draft.streamingIds()) draft.assistant(id, false)!.status = 'incomplete';
  for (const card of Object.values(draft.tools)) {
    if (card.status === 'running' || card.status === 'awaiting_approval' || card.status === 'pending') {
      if (card.content === undefined && card.durationMs === undefined) {
        draft.tools[card.callId] = {
          ...card,
          status: 'failed',
          errorType: event.reason === 'aborted' ? 'aborted' : 'not_run',
        };
      }
    }
  }
}
