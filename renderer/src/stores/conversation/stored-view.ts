// A conversation's view built from stored messages (chat:load), and the join of a view of older messages before one
// of the newest turns (a long conversation opens on its newest turns first; see electron/shared/newest-turns.ts).
import type { MessageView } from '../../../../electron/shared/contract';
import { compactionOf } from '../../../../electron/shared/message-details';
import { labelFromName } from '../../lib/tool-risk';
import type { ConversationView, ToolCardView, ViewItem } from '../conversation-types';
import { newestContext } from './context-usage';
import { newCard, parseArgs, type LabelOf } from './tool-cards';
import { isUnansweredKind } from '../../../../electron/shared/ask-outcome';

interface StoredToolDetails {
  details?: unknown;
  images?: { mimeType: string; data: string }[];
  durationMs?: number;
  errorType?: string;
}

/**
 * The view of a conversation loaded from storage (chat:load). Linear and cheap: one pass, no per-message parse of
 * `details` (only the finish reason is read; the context meter's reading comes from the newest answer that has one).
 */
export function viewFromMessages(messages: readonly MessageView[], labelOf: LabelOf = labelFromName): ConversationView {
  const items: ViewItem[] = [];
  const tools: Record<string, ToolCardView> = {};
  for (const message of messages) {
    const compaction = compactionOf(message);
    if (compaction) {
      items.push({
        kind: 'compaction',
        id: message.id,
        folded: compaction.folded,
        method: compaction.method,
        summary: message.content,
      });
    } else if (message.role === 'user')
      items.push({
        kind: 'user',
        id: message.id,
        text: message.content,
        ...(message.branch ? { branch: message.branch } : {}),
        ...(message.attachments?.length ? { attachments: message.attachments } : {}),
      });
    else if (message.role === 'assistant') {
      const cutOff = finishedAtLength(message.details);
      const interrupted = wasInterrupted(message.details);
      const calls = message.toolCalls ?? [];
      for (const call of calls) tools[call.id] = newCard(call.id, call.name, parseArgs(call.arguments), labelOf);
      const cut = items.at(-1);
      if (cut?.kind === 'assistant' && ((cut.cutOff && cut.status === 'complete') || cut.interrupted)) {
        // The continuation of an answer cut off (model's limit, or interrupted) is shown as the one answer it completes.
        items[items.length - 1] = {
          ...cut,
          text: cut.text + message.content,
          status: message.status,
          ...(message.error ? { error: message.error } : {}),
          toolCallIds: [...cut.toolCallIds, ...calls.map((call) => call.id)],
          cutOff,
          interrupted,
        };
        continue;
      }
      items.push({
        kind: 'assistant',
        id: message.id,
        text: message.content,
        reasoning: message.reasoning ?? '',
        status: message.status,
        ...(message.error ? { error: message.error } : {}),
        toolCallIds: calls.map((call) => call.id),
        ...(cutOff ? { cutOff: true } : {}),
        ...(interrupted ? { interrupted: true } : {}),
        ...(message.branch ? { branch: message.branch } : {}),
      });
    } else if (message.role === 'tool' && message.toolCallId) {
      const stored = (message.details ?? {}) as StoredToolDetails;
      const card =
        tools[message.toolCallId] ?? newCard(message.toolCallId, message.toolName ?? 'tool', undefined, labelOf);
      const denied = isUnansweredKind(stored.errorType);
      tools[message.toolCallId] = {
        ...card,
        status: message.status === 'complete' ? 'done' : denied ? 'denied' : 'failed',
        content: message.content,
        ...(stored.details !== undefined ? { details: stored.details } : {}),
        ...(stored.images ? { images: stored.images } : {}),
        ...(stored.durationMs !== undefined ? { durationMs: stored.durationMs } : {}),
        ...(stored.errorType ? { errorType: stored.errorType } : {}),
      };
    }
  }
  const context = newestContext(messages);
  return { items, tools, ...(context ? { context } : {}) };
}

/** assistantDetailsOf(details).finishReason === 'length', without parsing the rest of the details. */
function finishedAtLength(details: unknown): boolean {
  return (
    typeof details === 'object' &&
    details !== null &&
    !Array.isArray(details) &&
    (details as { finishReason?: unknown }).finishReason === 'length'
  );
}

/** details.interrupted: the app or the CLI stopped while this answer was streaming. */
function wasInterrupted(details: unknown): boolean {
  return typeof details === 'object' && details !== null && (details as { interrupted?: unknown }).interrupted === true;
}

/**
 * The view of the older messages (messages[0, cut) for newestTurnsStart's cut) put before a view built from the rest
 * and not changed since: items in order (the newer items keep their identity, so their rows do not re-render), tool
 * cards and the context meter as viewFromMessages of the whole gives.
 */
export function joinViews(older: ConversationView, newer: ConversationView): ConversationView {
  const context = newer.context ?? older.context;
  return {
    ...newer,
    items: older.items.concat(newer.items),
    tools: { ...older.tools, ...newer.tools },
    ...(context ? { context } : {}),
  };
}
