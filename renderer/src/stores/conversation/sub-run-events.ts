// Folding a sub-agent's events (the `delegate` tool, issue 39) into the card of the call that started it: its tool calls
// become step cards nested there (never the answer's own), its text is kept apart, and the cards above are refreshed.
import type { AgentEvent } from '../../../../electron/shared/agent-events';
import type { ToolCardView } from '../conversation-types';
import { foldApprovalEvent } from './approval-events';
import type { LabelOf } from './tool-cards';
import { foldToolEvent, patchTool } from './tool-events';
import type { ViewDraft } from './view-draft';

type SubRun = NonNullable<ToolCardView['subRun']>;

export function foldSubRunEvent(draft: ViewDraft, event: AgentEvent, labelOf: LabelOf): void {
  const owner = event.parentCallId;
  if (owner === undefined) return;
  const current: SubRun = draft.tools[owner]?.subRun ?? { runId: event.runId, steps: [], text: '', running: true };
  let next: SubRun = current;
  switch (event.type) {
    case 'agent_start':
      next = { runId: event.runId, steps: [], text: '', running: true };
      break;
    case 'agent_end':
      next = { ...current, running: false };
      break;
    case 'text_delta':
      next = { ...current, text: current.text + event.delta };
      break;
    case 'tool_call_start':
      patchTool(
        draft,
        event.callId,
        {
          name: event.name,
          label: event.label,
          args: event.args,
          status: 'running',
          nestedIn: owner,
          ...(event.risk ? { risk: event.risk } : {}),
        },
        labelOf,
      );
      if (!current.steps.includes(event.callId)) next = { ...current, steps: [...current.steps, event.callId] };
      break;
    case 'tool_call_update':
    case 'tool_call_end':
      foldToolEvent(draft, event, labelOf);
      break;
    case 'approval_request':
    case 'approval_resolved':
      foldApprovalEvent(draft, event, labelOf);
      break;
    default:
      break;
  }
  // A new card object up to the answer's own card, so the row showing it draws again.
  patchTool(draft, owner, { subRun: next === current ? { ...current } : next }, labelOf);
  for (let above = draft.tools[owner]?.nestedIn, hops = 0; above && hops < 4; hops += 1) {
    patchTool(draft, above, {}, labelOf);
    above = draft.tools[above]?.nestedIn;
  }
}
