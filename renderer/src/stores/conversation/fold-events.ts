// The renderer's event reducer: folds a batch of agent events into a ConversationView with one shallow copy, handing
// each event to the fold of its family (run lifecycle, message streaming, tool calls, approvals, compaction, sub-agents).
import type { AgentEvent } from '../../../../electron/shared/agent-events';
import { labelFromName } from '../../lib/tool-risk';
import type { ConversationView } from '../conversation-types';
import { foldApprovalEvent } from './approval-events';
import { foldCompactionEvent } from './compaction-events';
import { foldMessageEvent } from './message-events';
import { foldRunEvent } from './run-events';
import type { LabelOf } from './tool-cards';
import { foldToolEvent } from './tool-events';
import { foldSubRunEvent } from './sub-run-events';
import { createViewDraft, type ViewDraft } from './view-draft';

/** Folds a batch of events in order; returns the same object when nothing applied. */
export function foldEvents(
  view: ConversationView,
  events: readonly AgentEvent[],
  labelOf: LabelOf = labelFromName,
): ConversationView {
  if (events.length === 0) return view;
  const draft = createViewDraft(view);
  for (const event of events) foldEventInto(draft, event, labelOf);
  return draft.finish();
}

export function foldEvent(
  view: ConversationView,
  event: AgentEvent,
  labelOf: LabelOf = labelFromName,
): ConversationView {
  return foldEvents(view, [event], labelOf);
}

function foldEventInto(draft: ViewDraft, event: AgentEvent, labelOf: LabelOf): void {
  if (event.parentCallId !== undefined) return foldSubRunEvent(draft, event, labelOf);
  switch (event.type) {
    case 'agent_start':
    case 'turn_start':
    case 'retry':
    case 'turn_end':
    case 'agent_end':
      return foldRunEvent(draft, event);
    case 'message_start':
    case 'text_delta':
    case 'reasoning_delta':
    case 'message_end':
      return foldMessageEvent(draft, event, labelOf);
    case 'tool_call_start':
    case 'tool_call_update':
    case 'tool_call_end':
      return foldToolEvent(draft, event, labelOf);
    case 'approval_request':
    case 'approval_resolved':
      return foldApprovalEvent(draft, event, labelOf);
    case 'compaction':
      return foldCompactionEvent(draft, event);
  }
}
