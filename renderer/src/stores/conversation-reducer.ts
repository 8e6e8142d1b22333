// Pure folding of the agent event stream into a ConversationView (electron/shared/agent-events.ts), plus building the
// view from stored messages. A batch of events is folded with one shallow copy, so many small deltas per frame stay
// cheap.
import type { AgentEvent } from '../../../electron/shared/agent-events';
import type { MessageView } from '../../../electron/shared/contract';
import { labelFromName } from '../lib/tool-risk';
import { assistantDetailsOf, compactionOf } from '../../../electron/shared/message-details';
// Where to cut a stored conversation so its newest turns are shown first (messages[0, cut) joined back by joinViews).
export { newestTurnsStart } from '../../../electron/shared/newest-turns';
import type {
  AssistantItem,
  ContextUsageView,
  ConversationView,
  ToolCardView,
  UserItem,
  ViewItem,
} from './conversation-types';

export type LabelOf = (toolName: string) => string;

/** Live output kept per tool card; older output is dropped from the front. */
export const MAX_LIVE_OUTPUT = 200_000;

export function parseArgs(raw: string): unknown {
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return raw;
  }
}

function newCard(callId: string, name: string, args: unknown, labelOf: LabelOf): ToolCardView {
  return { callId, name, label: labelOf(name), args, status: 'pending', output: '' };
}

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
      const calls = message.toolCalls ?? [];
      for (const call of calls) tools[call.id] = newCard(call.id, call.name, parseArgs(call.arguments), labelOf);
      const cut = items.at(-1);
      if (cut?.kind === 'assistant' && cut.cutOff && cut.status === 'complete') {
        // The continuation of an answer cut off at the model's limit is shown as the one answer it completes.
        items[items.length - 1] = {
          ...cut,
          text: cut.text + message.content,
          status: message.status,
          ...(message.error ? { error: message.error } : {}),
          toolCallIds: [...cut.toolCallIds, ...calls.map((call) => call.id)],
          cutOff,
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
        ...(message.branch ? { branch: message.branch } : {}),
      });
    } else if (message.role === 'tool' && message.toolCallId) {
      const stored = (message.details ?? {}) as StoredToolDetails;
      const card =
        tools[message.toolCallId] ?? newCard(message.toolCallId, message.toolName ?? 'tool', undefined, labelOf);
      const denied = stored.errorType === 'denied';
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

/** The context meter's reading of the newest answer that reported one (what folding every answer in order gives). */
function newestContext(messages: readonly MessageView[]): ContextUsageView | undefined {
  for (let index = messages.length - 1; index >= 0; index--) {
    const message = messages[index]!;
    if (message.role !== 'assistant' || message.details === undefined || message.details === null) continue;
    const details = assistantDetailsOf(message.details);
    const context = contextFrom(details.usage, details.contextTokens);
    if (context) return context;
  }
  return undefined;
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

/** The context meter's reading after a model call: everything the request carried plus the answer. */
function contextFrom(
  usage: { promptTokens: number; completionTokens: number; estimated: boolean } | undefined,
  windowTokens: number | undefined,
): ContextUsageView | undefined {
  if (!usage || !windowTokens) return undefined;
  return { usedTokens: usage.promptTokens + usage.completionTokens, windowTokens, estimated: usage.estimated };
}

export function addUserItem(
  view: ConversationView,
  id: string,
  text: string,
  attachments?: UserItem['attachments'],
): ConversationView {
  return {
    ...view,
    items: [...view.items, { kind: 'user', id, text, ...(attachments?.length ? { attachments } : {}) }],
  };
}

/** Folds a batch of events in order; returns the same object when nothing applied. */
export function foldEvents(
  view: ConversationView,
  events: readonly AgentEvent[],
  labelOf: LabelOf = labelFromName,
): ConversationView {
  if (events.length === 0) return view;
  const draft = createDraft(view);
  for (const event of events) applyEvent(draft, event, labelOf);
  return draft.finish();
}

export function foldEvent(
  view: ConversationView,
  event: AgentEvent,
  labelOf: LabelOf = labelFromName,
): ConversationView {
  return foldEvents(view, [event], labelOf);
}

type Draft = ReturnType<typeof createDraft>;

function createDraft(view: ConversationView) {
  const items = view.items.slice();
  const tools = { ...view.tools };
  const copied = new Set<string>();
  // Replaced, never changed in place: a batch that leaves the run alone keeps it (the same object), so what shows the
  // run (the chat pane around the list) does not render again for every streamed frame.
  let run = view.run;
  let context = view.context;
  return {
    tools,
    items,
    get context() {
      return context;
    },
    set context(next) {
      context = next;
    },
    get run() {
      return run;
    },
    set run(next) {
      run = next;
    },
    /** Marks an item this batch already copied (it may be changed in place). */
    markCopied(id: string): void {
      copied.add(id);
    },
    /** The assistant item with this id, copied once per batch so it can be changed in place. */
    assistant(id: string, create: boolean): AssistantItem | undefined {
      for (let index = items.length - 1; index >= 0; index--) {
        const item = items[index]!;
        if (item.kind === 'assistant' && item.id === id) {
          if (!copied.has(id)) {
            items[index] = { ...item, toolCallIds: item.toolCallIds.slice() };
            copied.add(id);
          }
          return items[index] as AssistantItem;
        }
      }
      if (!create) return undefined;
      const fresh: AssistantItem = {
        kind: 'assistant',
        id,
        text: '',
        reasoning: '',
        status: 'streaming',
        toolCallIds: [],
      };
      items.push(fresh);
      copied.add(id);
      return fresh;
    },
    lastAssistant(): AssistantItem | undefined {
      const last = items.findLast((item) => item.kind === 'assistant');
      return last ? this.assistant(last.id, false) : undefined;
    },
    hasCall(callId: string): boolean {
      return items.some((item) => item.kind === 'assistant' && item.toolCallIds.includes(callId));
    },
    streamingIds(): string[] {
      return items.filter((item) => item.kind === 'assistant' && item.status === 'streaming').map((item) => item.id);
    },
    finish: (): ConversationView => ({ items, tools, ...(run ? { run } : {}), ...(context ? { context } : {}) }),
  };
}

function patchTool(draft: Draft, callId: string, patch: Partial<ToolCardView>, labelOf: LabelOf): void {
  const card = draft.tools[callId] ?? newCard(callId, patch.name ?? 'tool', undefined, labelOf);
  draft.tools[callId] = { ...card, ...patch };
}

function applyEvent(draft: Draft, event: AgentEvent, labelOf: LabelOf): void {
  switch (event.type) {
    case 'agent_start':
      draft.run = { runId: event.runId, status: 'running' };
      return;
    case 'message_start':
      if (!continueCutOff(draft, event.messageId)) draft.assistant(event.messageId, true);
      return;
    case 'text_delta':
      draft.assistant(event.messageId, true)!.text += event.delta;
      return;
    case 'reasoning_delta':
      draft.assistant(event.messageId, true)!.reasoning += event.delta;
      return;
    case 'message_end': {
      const item = draft.assistant(event.messageId, true)!;
      item.text = (item.continuedText ?? '') + event.text;
      item.reasoning = event.reasoning ?? item.reasoning;
      item.status = event.status;
      if (event.error) item.error = event.error;
      if (event.finishReason === 'length') item.cutOff = true;
      draft.context = contextFrom(event.usage, event.contextTokens) ?? draft.context;
      for (const call of event.toolCalls) {
        if (!item.toolCallIds.includes(call.id)) item.toolCallIds.push(call.id);
        if (!draft.tools[call.id])
          draft.tools[call.id] = newCard(call.id, call.name, parseArgs(call.arguments), labelOf);
      }
      return;
    }
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
    case 'approval_request':
      patchTool(draft, event.callId, { status: 'awaiting_approval' }, labelOf);
      return;
    case 'approval_resolved':
      patchTool(
        draft,
        event.callId,
        {
          status: event.decision === 'allow' ? 'running' : 'denied',
          approval: { decision: event.decision, by: event.by, ...(event.reason ? { reason: event.reason } : {}) },
        },
        labelOf,
      );
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
      const denied = draft.tools[event.callId]?.status === 'denied' || event.errorType === 'denied';
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
    case 'compaction':
      draft.items.push({
        kind: 'compaction',
        id: `compaction-${event.runId}-${event.throughSeq}`,
        folded: event.folded,
        method: event.method,
        summary: event.summary,
      });
      return;
    case 'turn_start':
      return;
  }
}

/**
 * A new message right after an answer cut off at the model's limit (no user message between: a Continue run) takes
 * that answer over, so the continuation streams into it. False when the newest item is not such an answer.
 */
function continueCutOff(draft: Draft, messageId: string): boolean {
  const last = draft.items.at(-1);
  if (last?.kind !== 'assistant' || !last.cutOff || last.status !== 'complete' || last.id === messageId) return false;
  draft.items[draft.items.length - 1] = {
    ...last,
    id: messageId,
    toolCallIds: last.toolCallIds.slice(),
    status: 'streaming',
    cutOff: false,
    continuedText: last.text,
  };
  draft.markCopied(messageId);
  return true;
}

function finishRun(draft: Draft, event: Extract<AgentEvent, { type: 'agent_end' }>): void {
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
