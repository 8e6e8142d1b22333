// Prepares a reply run before the loop starts: the conversation's model, the tools offered (and which of them each
// request carries), the system prompt with memories and instructions, the history window with its attachments, and
// the step that rebuilds (and compacts) the request's history before each model call, and the run's taint at start.
import { toProviderToolSchema } from '../../../tools/json-schema';
import { shortToolSchema } from '../../../tools/short-tool-schema';
import { SMALL_WINDOW_CORE_TOOLS } from '../../../tools/tool-selection';
import type { AgentEvent } from '../../shared/agent-events';
import type { AgentLoopInput } from '../loop/agent-loop-types';
import type { LoadedAttachment } from '../context/attachment-parts';
import { appViewContextSection, type AppViewContexts } from '../context/app-view-context';
import { insertAfterSeq } from '../context/compacted-history';
import { prepareRequestHistory } from '../context/compaction';
import { maxDocumentChars, requestOverheadTokens, smallWindowToolCap } from '../context/context-budget';
import { cutDocumentsNotice, withAttachments } from '../context/session-attachments';
import { buildSystemPrompt } from '../context/system-prompt';
import type { ToolSelectionCache } from '../context/tool-selection-cache';
import { imageSupport } from '../model/vision-models';
import { modelForConversation } from './conversation-model';
import type { ChatSessionDeps, ReplyRequest } from './session-types';
import { runTaintAtStart } from './run-taint-start';
import type { SubAgentSupport } from '../loop/agent-loop-types';

const SUB_AGENT_NOTE =
  'You are a sub-agent: another assistant handed you the task in the user message. Work on it with your tools, ' +
  'then answer with the result it asked for; that answer is all the other assistant receives. Nobody sees your ' +
  'intermediate text.';

const toolsUnavailableNotice = (model: string) =>
  `${model || 'This model'} cannot call tools, so this chat runs without them (Settings → Model provider can correct it).`;

/** What the loop needs besides the run's own parts (gate, asker, limits, signal, emit). */
export type PreparedRun = Pick<
  AgentLoopInput,
  | 'history'
  | 'prepareHistory'
  | 'systemPrompt'
  | 'xmlFallback'
  | 'tools'
  | 'toolsForTurn'
  | 'model'
  | 'toolMode'
  | 'toolSchema'
  | 'takesImages'
  | 'workspace'
  | 'background'
> & {
  contextTokens: number;
  taint: NonNullable<AgentLoopInput['taint']>;
  /** A sub-agent's system prompt (the `delegate` tool): its tools, the workspace, no memories or instructions. */
  subAgentPrompt: SubAgentSupport['systemPrompt'];
};

export interface PreparationDeps extends ChatSessionDeps {
  toolSelection: ToolSelectionCache;
  now: () => Date;
  /** What the conversation's MCP App views reported (ui/update-model-context): untrusted, in the system prompt. */
  appContexts?: AppViewContexts;
}

export async function prepareRun(
  deps: PreparationDeps,
  request: ReplyRequest,
  run: { runId: string; conversationId: string; emit: (event: AgentEvent) => void },
): Promise<PreparedRun> {
  const { runId, conversationId, emit } = run;
  const background = request.prompter === undefined;
  const conversation = deps.conversations.get(conversationId);
  const setup = await modelForConversation(deps, conversationId, conversation);
  const { client, toolMode, contextTokens, noteToolsUnsupported } = setup;
  // A model that cannot call tools gets none (its first answer in a chat says so).
  const allTools = setup.toolCalling === 'none' ? [] : deps.toolset().tools;
  const tools = request.allowedTools ? allTools.filter((tool) => request.allowedTools!.includes(tool.name)) : allTools;
  const memories =
    deps.recallMemories?.({ conversationId, text: request.text, memoryEnabled: conversation?.memoryEnabled ?? true }) ??
    [];
  const workspace = deps.workspace(conversation?.projectId ?? null);
  // From the newest compaction on (what it folded is never re-read): a turn costs the same in a long conversation.
  const history = deps.conversations.listHistoryWindow(conversationId);
  if (setup.toolCalling === 'none' && !history.some((message) => message.role === 'assistant'))
    emit({
      type: 'notice',
      runId,
      kind: 'tools_unavailable',
      message: toolsUnavailableNotice(client.model),
      model: client.model,
    });
  // More than 24 tools: each request carries the core tools, the relevant ones and find_tools (cached per conversation).
  // A small window carries only a handful of them, with short descriptions, so that history and a summary still fit.
  const smallCap = smallWindowToolCap(contextTokens);
  const limit = smallCap === undefined ? undefined : { cap: smallCap, core: SMALL_WINDOW_CORE_TOOLS };
  const selection = deps.toolSelection.forRun({
    conversationId,
    tools,
    history,
    toolMode,
    ...(limit ? { limit } : {}),
  });
  const instructions = deps.instructions?.({ workspace });
  const skills = tools.some((tool) => tool.name === 'skill') ? deps.skillsSection?.(workspace) : undefined;
  const appViews = deps.appContexts?.of(conversationId) ?? [];
  const appSection = appViewContextSection(appViews);
  const promptFor = (mode: 'native' | 'xml', promptTools: typeof selection.promptTools, note?: string) =>
    buildSystemPrompt({
      now: deps.now(),
      timeZone: deps.timeZone(),
      tools: promptTools,
      toolMode: mode,
      memories,
      workspace,
      background,
      ...(instructions ? { instructions } : {}),
      extra: [...(skills ? [skills] : []), ...(appSection ? [appSection] : []), ...(note ? [note] : [])],
    });
  // The server refused `tools`: the same tools, described in the prompt; remembered so the next run starts so.
  const xmlFallback = () => {
    const xml = deps.toolSelection.forRun({
      conversationId,
      tools,
      history,
      toolMode: 'xml',
      ...(limit ? { limit } : {}),
    });
    noteToolsUnsupported?.();
    return {
      systemPrompt: promptFor('xml', xml.promptTools, xml.promptNote),
      tools: xml.tools,
      notice: `${client.model || 'This model'} does not support native tool calls, so Hearth describes its tools in the prompt instead (XML tool mode). This is remembered for this model.`,
    };
  };
  // Attached files and tool images: images only while this model takes them (else a note says they are not shown).
  const current = deps.conversations.get(conversationId);
  const takesImages =
    setup.takesImages ??
    imageSupport(
      deps.settings(),
      current?.modelProvider && current.model
        ? { provider: current.modelProvider, model: current.model }
        : deps.defaultModel?.(),
    ).takesImages;
  const loaded = deps.attachments
    ? await deps.attachments.load(
        history.filter((message) => message.role === 'user').map((message) => message.id),
        { maxDocumentChars: maxDocumentChars(contextTokens) },
      )
    : new Map<string, LoadedAttachment[]>();
  const newest = history.findLast((message) => message.role === 'user');
  const cutNotice =
    newest && !request.continuation && !request.resume ? cutDocumentsNotice(loaded.get(newest.id)) : undefined;
  if (cutNotice) emit({ type: 'notice', runId, kind: 'attachment_cut', message: cutNotice });
  const taint = runTaintAtStart({ history, attachments: loaded, memories, appViews });
  const hiddenAfterSeq = request.continuation ? (history.at(-1)?.seq ?? 0) : undefined;
  const hidden = { role: 'user' as const, content: request.text, status: 'complete' as const };
  // Before each model call: the stored conversation, compacted to fit the window (a summary event when it folds).
  const prepareHistory: AgentLoopInput['prepareHistory'] = ({ systemPrompt, toolDefinitions, signal }) =>
    prepareRequestHistory({
      runId,
      model: client,
      contextTokens,
      signal,
      // A summary written while the run is tainted carries the taint to later runs (run-taint-start.ts).
      emit: (event) =>
        emit(
          event.type === 'compaction' && taint.tainted() ? { ...event, untrustedSources: [...taint.sources()] } : event,
        ),
      load: () => withAttachments(deps.conversations.listHistoryWindow(conversationId), loaded),
      fixedTokens: requestOverheadTokens(systemPrompt, toolDefinitions),
      ...(hiddenAfterSeq !== undefined
        ? { decorate: (messages) => insertAfterSeq(messages, hiddenAfterSeq, hidden) }
        : {}),
    });
  return {
    history,
    prepareHistory,
    systemPrompt: promptFor(toolMode, selection.promptTools, selection.promptNote),
    ...(toolMode === 'native' && setup.toolCalling !== 'none' ? { xmlFallback } : {}),
    tools: selection.tools,
    toolsForTurn: selection.toolsForTurn,
    model: client,
    toolMode,
    toolSchema: (tool) => {
      const schema = toProviderToolSchema(tool, setup.schemaProfile ?? 'conservative');
      return limit ? shortToolSchema(schema) : schema;
    },
    takesImages,
    workspace,
    background,
    contextTokens,
    taint,
    subAgentPrompt: ({ tools: subTools, toolMode: mode }) =>
      buildSystemPrompt({
        now: deps.now(),
        timeZone: deps.timeZone(),
        tools: [...subTools],
        toolMode: mode,
        memories: [],
        workspace,
        background,
        extra: [SUB_AGENT_NOTE],
      }),
  };
}
