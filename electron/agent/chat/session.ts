// Chat session: starts agent runs on conversations. Saves the user message before the model is called, builds the
// system prompt and toolset for the run, persists assistant and tool messages from the event stream as they complete,
// and keeps the abort handles of running runs. Used by the desktop app, the quick-ask window, the CLI and the scheduler.
import { nodeCrypto } from '../../../tools/lazy-builtins';
import type { Toolset } from '../../../tools/registry';
import type { AgentEvent, StopReason } from '../../shared/agent-events';
import type { Settings } from '../../shared/settings-schema';
import type { Conversation, ConversationKind, ConversationStore, ModelChoice } from '../../storage/conversations';
import { runAgentLoop } from '../loop/agent-loop';
import type { JobGrant, ToolCallGate } from '../approvals/approval-gate';
import type { ModelClient } from '../model/model-client';
import { createRunAsker } from '../approvals/ask-user-channel';
import type { Prompter } from '../approvals/prompter';
import { persistRunEvent } from './run-persistence';
import type { AgentLoopInput } from '../loop/agent-loop-types';
import { compactedHistory, insertAfterSeq } from '../context/compacted-history';
import { foldMessages, planFold, prepareRequestHistory, requestOverheadTokens } from '../context/compaction';
import { buildSystemPrompt, type RunInstructions } from '../context/system-prompt';
import { createToolSelectionCache, type ToolSelectionCache } from '../context/tool-selection-cache';
import type { AttachmentRef } from '../../shared/attachment-types';
import { cutDocumentsNotice, withAttachments, type SessionAttachments } from '../context/session-attachments';
import { imageSupport, imagesRefusedMessage } from '../model/vision-models';
import type { LoadedAttachment } from '../context/attachment-parts';

export interface RunRequest {
  conversationId?: string;
  text: string;
  /** The model chosen for this conversation (picker, CLI --model): saved on it and used by this and later runs. */
  model?: ModelChoice;
  /** A new conversation starts in this project (its folder is the run's workspace). */
  projectId?: string | null;
  kind?: ConversationKind;
  title?: string;
  /** Who answers approvals; undefined means a background run (ask → deny unless granted). */
  prompter?: Prompter;
  grants?: readonly JobGrant[];
  /** Background jobs: only these tool names are offered to the model. */
  allowedTools?: readonly string[];
  maxTurns?: number;
  /** Extra cancellation (e.g. a job's time budget). */
  signal?: AbortSignal;
  /** Where events go back to (window id, CLI, bridge connection). */
  callerId?: string;
  /**
   * Continue the last answer (cut off at the model's limit): `text` is an instruction the request carries after it,
   * never stored or shown; the continuation is stored as a new assistant message.
   */
  continuation?: boolean;
  /** Files the user attached to this message (stored by attachments:add / `ask --attach`), in order. */
  attachments?: readonly AttachmentRef[];
  /** Branches: the user message is saved after this message (null: as a new first message), not after the path's end. */
  parentId?: string | null;
  /** Branches: the path shown already ends with this question; answer it again (a new version of its answer). */
  answerAgain?: boolean;
}

export interface RunSummary {
  runId: string;
  conversationId: string;
  reason: StopReason;
  error?: { kind: string; message: string };
  finalText?: string;
}

export interface RunHandle {
  runId: string;
  conversationId: string;
  done: Promise<RunSummary>;
}

export type StartRunResult = { ok: true; run: RunHandle } | { ok: false; error: string };

export interface ChatSessionDeps {
  conversations: ConversationStore;
  settings: () => Settings;
  toolset: () => Toolset;
  /**
   * Builds the model client for the conversation's model (or the default one when it has none; looks up the API key).
   * `noteToolsUnsupported` remembers that the model refused native tools (the next runs start in XML mode).
   */
  modelClient: (choice?: ModelChoice) => Promise<{
    client: ModelClient;
    toolMode: 'native' | 'xml';
    contextTokens: number;
    noteToolsUnsupported?: () => void;
    /** False when that provider is not set up (the client answers with what to do, sending nothing). */
    configured?: boolean;
  }>;
  /** The model a new conversation starts with (the default model of the moment). */
  defaultModel?: () => ModelChoice;
  createGate: (options: { prompter?: Prompter; grants?: readonly JobGrant[] }) => ToolCallGate;
  /** The run's workspace: the project's folder for a chat in a project, else the workspace setting. */
  workspace: (projectId: string | null) => string;
  timeZone: () => string;
  /** The user's instructions (setting) and the workspace's instructions file, read per run. */
  instructions?: (input: { workspace: string }) => RunInstructions;
  recallMemories?: (input: {
    conversationId: string;
    text: string;
    memoryEnabled: boolean;
  }) => { id: number; content: string }[];
  onEvent: (event: AgentEvent, meta: { callerId?: string; conversationId: string }) => void;
  /** Replaces known secrets in every event before it is stored or emitted, and in the user's message before it is saved. */
  redact?: { event: (event: AgentEvent) => AgentEvent; text: (text: string) => string };
  /** Attached files: checked and linked when a message is sent, loaded into each request (absent: none allowed). */
  attachments?: SessionAttachments;
  /** Which tools each request carries when many are enabled (default: a per-session cache with a cap of 24). */
  toolSelection?: ToolSelectionCache;
  now?: () => Date;
  newId?: () => string;
}

export interface ChatSession {
  send(request: RunRequest): StartRunResult;
  /** "Summarize now": folds everything before the last user message into one summary (a run of its own). */
  compact(request: { conversationId: string; callerId?: string }): StartRunResult;
  abort(runId: string): boolean;
  abortAll(): void;
  isRunning(conversationId: string): boolean;
}

const titleFrom = (text: string): string => text.replace(/\s+/g, ' ').trim().slice(0, 60) || 'New chat';

export function createChatSession(deps: ChatSessionDeps): ChatSession {
  const newId = deps.newId ?? (() => nodeCrypto().randomUUID());
  const now = deps.now ?? (() => new Date());
  const running = new Map<string, { controller: AbortController; conversationId: string }>();
  const toolSelection = deps.toolSelection ?? createToolSelectionCache();

  function emitterFor(request: RunRequest, conversationId: string) {
    return (raw: AgentEvent): void => {
      const event = deps.redact ? deps.redact.event(raw) : raw;
      persistRunEvent(deps.conversations, conversationId, event);
      deps.onEvent(event, { callerId: request.callerId, conversationId });
    };
  }

  /**
   * The conversation's own model. A chat started before any provider was set up was pinned to a default that cannot
   * answer; once it has never been answered and today's default can, it moves to that default (and keeps it).
   */
  async function modelFor(conversationId: string, conversation: Conversation | undefined) {
    const choice =
      conversation?.modelProvider && conversation.model
        ? { provider: conversation.modelProvider, model: conversation.model }
        : undefined;
    const setup = await deps.modelClient(choice);
    const fallback = deps.defaultModel?.();
    if (setup.configured !== false || !choice || !fallback) return setup;
    if (fallback.provider === choice.provider && fallback.model === choice.model) return setup;
    const answered = deps.conversations
      .listMessages(conversationId)
      .some((message) => message.role === 'assistant' && message.status === 'complete');
    if (answered) return setup;
    const moved = await deps.modelClient(fallback);
    if (moved.configured === false) return setup;
    deps.conversations.setModel(conversationId, fallback);
    return moved;
  }

  async function execute(
    request: RunRequest,
    runId: string,
    conversationId: string,
    controller: AbortController,
  ): Promise<RunSummary> {
    const emit = emitterFor(request, conversationId);
    const settings = deps.settings();
    const background = request.prompter === undefined;
    try {
      const conversation = deps.conversations.get(conversationId);
      const { client, toolMode, contextTokens, noteToolsUnsupported } = await modelFor(conversationId, conversation);
      const allTools = deps.toolset().tools;
      const tools = request.allowedTools
        ? allTools.filter((tool) => request.allowedTools!.includes(tool.name))
        : allTools;
      const memories =
        deps.recallMemories?.({
          conversationId,
          text: request.text,
          memoryEnabled: conversation?.memoryEnabled ?? true,
        }) ?? [];
      const workspace = deps.workspace(conversation?.projectId ?? null);
      // From the newest compaction on (what it folded is never re-read): a turn costs the same in a long conversation.
      const history = deps.conversations.listHistoryWindow(conversationId);
      // More than 24 tools: each request carries the core tools, the relevant ones and find_tools (cached per conversation).
      const selection = toolSelection.forRun({ conversationId, tools, history, toolMode });
      const instructions = deps.instructions?.({ workspace });
      const promptFor = (mode: 'native' | 'xml', promptTools: typeof selection.promptTools, note?: string) =>
        buildSystemPrompt({
          now: now(),
          timeZone: deps.timeZone(),
          tools: promptTools,
          toolMode: mode,
          memories,
          workspace,
          background,
          ...(instructions ? { instructions } : {}),
          extra: note ? [note] : [],
        });
      // The server refused `tools`: the same tools, described in the prompt; remembered so the next run starts so.
      const xmlFallback = () => {
        const xml = toolSelection.forRun({ conversationId, tools, history, toolMode: 'xml' });
        noteToolsUnsupported?.();
        return {
          systemPrompt: promptFor('xml', xml.promptTools, xml.promptNote),
          tools: xml.tools,
          notice: `${client.model || 'This model'} does not support native tool calls, so Hearth describes its tools in the prompt instead (XML tool mode). This is remembered for this model.`,
        };
      };
      // Attached files and tool images: images only while this model takes them (else a note says they are not shown).
      const current = deps.conversations.get(conversationId);
      const { takesImages } = imageSupport(
        settings,
        current?.modelProvider && current.model
          ? { provider: current.modelProvider, model: current.model }
          : deps.defaultModel?.(),
      );
      const loaded = deps.attachments
        ? await deps.attachments.load(
            history.filter((message) => message.role === 'user').map((message) => message.id),
            // A document gets at most about half the window (~4 characters a token).
            { maxDocumentChars: Math.max(2_000, contextTokens * 2) },
          )
        : new Map<string, LoadedAttachment[]>();
      const newest = history.findLast((message) => message.role === 'user');
      const cutNotice = newest && !request.continuation ? cutDocumentsNotice(loaded.get(newest.id)) : undefined;
      if (cutNotice) emit({ type: 'notice', runId, kind: 'attachment_cut', message: cutNotice });
      const hiddenAfterSeq = request.continuation ? (history.at(-1)?.seq ?? 0) : undefined;
      const hidden = { role: 'user' as const, content: request.text, status: 'complete' as const };
      // Before each model call: the stored conversation, compacted to fit the window (a summary event when it folds).
      const prepareHistory: AgentLoopInput['prepareHistory'] = ({ systemPrompt, toolDefinitions, signal }) =>
        prepareRequestHistory({
          runId,
          model: client,
          contextTokens,
          signal,
          emit,
          load: () => withAttachments(deps.conversations.listHistoryWindow(conversationId), loaded),
          fixedTokens: requestOverheadTokens(systemPrompt, toolDefinitions),
          ...(hiddenAfterSeq !== undefined
            ? { decorate: (messages) => insertAfterSeq(messages, hiddenAfterSeq, hidden) }
            : {}),
        });
      const outcome = await runAgentLoop({
        runId,
        conversationId,
        history,
        prepareHistory,
        systemPrompt: promptFor(toolMode, selection.promptTools, selection.promptNote),
        ...(toolMode === 'native' ? { xmlFallback } : {}),
        tools: selection.tools,
        toolsForTurn: selection.toolsForTurn,
        model: client,
        toolMode,
        takesImages,
        gate: deps.createGate({ prompter: request.prompter, grants: request.grants }),
        // ask_user and other tools that ask: through this run's prompter, when someone is there to answer.
        ...(request.prompter
          ? {
              ask: createRunAsker({
                runId,
                prompter: request.prompter,
                emit,
                timeoutMs: () => deps.settings().agent.approvalTimeoutMs,
              }),
            }
          : {}),
        limits: {
          maxTurns: request.maxTurns ?? settings.agent.maxTurns,
          toolResultMaxBytes: settings.agent.toolResultMaxBytes,
          contextTokens,
        },
        workspace,
        background,
        signal: controller.signal,
        emit,
      });
      return { runId, conversationId, reason: outcome.reason, error: outcome.error, finalText: outcome.finalText };
    } catch (error) {
      // Programmer errors only (the loop returns failures as data): still end the stream so no consumer hangs.
      const message = error instanceof Error ? error.message : String(error);
      emit({ type: 'agent_end', runId, reason: 'error', error: { kind: 'internal', message } });
      return { runId, conversationId, reason: 'error', error: { kind: 'internal', message } };
    }
  }

  return {
    send(request) {
      const text = request.text.trim();
      const refs = request.attachments ?? [];
      if (!text && refs.length === 0) return { ok: false, error: 'The message is empty.' };
      const files = refs.length > 0 ? deps.attachments?.resolve(refs) : undefined;
      if (refs.length > 0 && !files) return { ok: false, error: 'Attachments cannot be sent here.' };
      if (files && !files.ok) return { ok: false, error: files.error };
      if (files?.files.some((file) => file.kind === 'image')) {
        // Refused before anything is stored or sent: the model this message would go to must take images.
        const existing = request.conversationId ? deps.conversations.get(request.conversationId) : undefined;
        const own =
          existing?.modelProvider && existing.model
            ? { provider: existing.modelProvider, model: existing.model }
            : undefined;
        const support = imageSupport(deps.settings(), request.model ?? own ?? deps.defaultModel?.());
        if (!support.takesImages) return { ok: false, error: imagesRefusedMessage(support) };
      }
      let conversationId = request.conversationId;
      if (conversationId) {
        if (!deps.conversations.get(conversationId)) return { ok: false, error: 'That conversation no longer exists.' };
        if ([...running.values()].some((run) => run.conversationId === conversationId)) {
          return { ok: false, error: 'A reply is still being written in this conversation; stop it first.' };
        }
        if (request.model) deps.conversations.setModel(conversationId, request.model);
      } else {
        const titleText = text || refs.map((ref) => ref.name).join(', ');
        const title = request.title ?? titleFrom(deps.redact ? deps.redact.text(titleText) : titleText);
        // The default model is only the starting point: the conversation keeps its own from now on.
        const model = request.model ?? deps.defaultModel?.();
        conversationId = deps.conversations.create({
          title,
          kind: request.kind ?? 'chat',
          ...(model ? { model } : {}),
          ...(request.projectId ? { projectId: request.projectId } : {}),
        }).id;
      }
      // Saved before the model is called: a crash or a provider error never loses what the user typed.
      if (!request.continuation && !request.answerAgain) {
        const saved = deps.conversations.appendMessage({
          conversationId,
          role: 'user',
          content: deps.redact ? deps.redact.text(request.text) : request.text,
          ...(request.parentId !== undefined ? { parentId: request.parentId } : {}),
        });
        if (files?.ok && files.files.length > 0) deps.attachments?.link(saved.id, files.files);
      }
      const runId = newId();
      const controller = new AbortController();
      if (request.signal) {
        if (request.signal.aborted) controller.abort();
        else request.signal.addEventListener('abort', () => controller.abort(), { once: true });
      }
      running.set(runId, { controller, conversationId });
      const id = conversationId;
      const done = execute(request, runId, id, controller).finally(() => running.delete(runId));
      return { ok: true, run: { runId, conversationId: id, done } };
    },
    compact({ conversationId, callerId }) {
      const conversation = deps.conversations.get(conversationId);
      if (!conversation) return { ok: false, error: 'That conversation no longer exists.' };
      if ([...running.values()].some((run) => run.conversationId === conversationId))
        return { ok: false, error: 'A reply is still being written in this conversation; stop it first.' };
      const view = compactedHistory(deps.conversations.listMessages(conversationId));
      const fold = planFold(view.live, { keepTokens: 0, force: true });
      if (fold.length === 0) return { ok: false, error: 'There is nothing to summarize yet.' };
      const runId = newId();
      const controller = new AbortController();
      running.set(runId, { controller, conversationId });
      const emit = emitterFor({ text: '', callerId }, conversationId);
      const done = (async (): Promise<RunSummary> => {
        emit({ type: 'agent_start', runId, conversationId, at: now().getTime() });
        const { client, contextTokens } = await modelFor(conversationId, conversation);
        const context = { runId, model: client, contextTokens, signal: controller.signal, emit };
        // Asked for by the person: a failed summary changes nothing (no trim) and says why.
        const folded = await foldMessages(fold, view.latest?.text, context, { trimOnFailure: false });
        if (!folded.ok) {
          const reason = controller.signal.aborted ? 'aborted' : 'error';
          const error = { kind: 'summary_failed', message: `Summarizing failed: ${folded.reason}` };
          emit({ type: 'agent_end', runId, reason, ...(reason === 'error' ? { error } : {}) });
          return { runId, conversationId, reason, ...(reason === 'error' ? { error } : {}) };
        }
        emit({ type: 'agent_end', runId, reason: 'done' });
        return { runId, conversationId, reason: 'done', finalText: folded.summary };
      })()
        .catch((error: unknown): RunSummary => {
          const message = error instanceof Error ? error.message : String(error);
          emit({ type: 'agent_end', runId, reason: 'error', error: { kind: 'internal', message } });
          return { runId, conversationId, reason: 'error', error: { kind: 'internal', message } };
        })
        .finally(() => running.delete(runId));
      return { ok: true, run: { runId, conversationId, done } };
    },
    abort(runId) {
      const run = running.get(runId);
      if (!run) return false;
      run.controller.abort();
      return true;
    },
    abortAll() {
      for (const run of running.values()) run.controller.abort();
    },
    isRunning(conversationId) {
      return [...running.values()].some((run) => run.conversationId === conversationId);
    },
  };
}
