// Folding a compaction event: the marker where earlier messages were folded into a summary (or left out) joins the
// view's items.
import type { AgentEventOf } from '../../../../electron/shared/agent-events';
import type { ViewDraft } from './view-draft';

export function foldCompactionEvent(draft: ViewDraft, event: AgentEventOf<'compaction'>): void {
  draft.items.push({
    kind: 'compaction',
    id: `compaction-${event.runId}-${event.throughSeq}`,
    folded: event.folded,
    method: event.method,
    summary: event.summary,
  });
}
