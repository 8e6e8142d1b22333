// Folding tool-call events onto the view's tool cards: a call starts (and joins the latest answer), its live output
// grows (capped), and it ends done, failed or denied.
import type { AgentEventOf } from '../../../../electron/shared/agent-events';
import type { ToolCardView } from '../conversation-types';
import { MAX_LIVE_OUTPUT, newCard, type LabelOf } from './tool-cards';
import type { ViewDraft } from './view-draft';
import { isUnansweredKind } from '../../../../electron/shared/ask-outcome';

export type ToolEvent = AgentEventOf<'tool_call_start' | 'tool_call_update' | 'tool_call_end'>;

/** Changes a tool card (made first if the call is not known yet). */
export function patchTool(draft: ViewDraft, callId: string, patch: Partial<ToolCardView>, labelOf: LabelOf): void {
  const card = draft.tools[callId] ?? newCard(callId, patch.name ?? 'tool', undefined, labelOf);
  draft.tools[callId] = { ...card, ...patch };
}

export function foldToolEvent(draft: ViewDraft, event: ToolEvent, labelOf: LabelOf): void {
  switch (event.type) {
    case 'tool_call_start':
      patchTool(
        draft,
        event.callId,
        {
          name: event.name,
          label: event.label,
          args: event.args,
          status: 'running',
          ...(event.risk ? { risk: event.risk } : {}),
        },
        labelOf,
      );
      if (!draft.hasCall(event.callId)) draft.lastAssistant()?.toolCallIds.push(event.callId);
      return;
    case 'tool_call_update': {
      const output = (draft.tools[event.callId]?.output ?? '') + event.chunk;
      patchTool(
        draft,
        event.callId,
        { output: output.length > MAX_LIVE_OUTPUT ? output.slice(-MAX_LIVE_OUTPUT) : output },
        labelOf,
      );
      return;
    }
    case 'tool_call_end': {
      const denied = draft.tools[event.callId]?.status === 'denied' || isUnansweredKind(event.errorType);
      patchTool(
        draft,
        event.callId,
        {
          name: event.name,
          status: event.ok ? 'done' : denied ? 'denied' : 'failed',
          content: event.content,
          durationMs: event.durationMs,
          ...(event.details !== undefined ? { details: event.details } : {}),
          ...(event.images ? { images: event.images } : {}),
          ...(event.errorType ? { errorType: event.errorType } : {}),
        },
        labelOf,
      );
      return;
    }
  }
}
