// The runtime's chat concern: the chat session wired to the model factory, the approval gates, the projects'
// workspaces, instructions, memory recall, redaction and the audit log; and one tool called directly (CLI `tool`,
// REPL `/tool`) through the same gate, redaction and audit.
import type { Toolset } from '../../tools/registry';
import { callToolDirectly } from '../agent/loop/direct-tool-call';
import { createRunTaint } from '../agent/approvals/run-taint';
import { createChatSession, type ChatSession, type ChatSessionDeps } from '../agent/chat/session';
import type { RuntimeRedactor } from './runtime-redaction';
import type { AgentEvent } from '../shared/agent-events';
import type { Settings } from '../shared/settings-schema';
import type { ConversationStore } from '../storage/conversations';
import type { GateFactory } from './approvals';
import { createMemoryContext } from './memory-context';
import type { MemoryStore } from '../shared/memory-types';
import { defaultModelChoice } from './model';
import type { HearthRuntime, RuntimeOptions } from './runtime-types';
import { readProjectInstructions } from './workspace-instructions';
import type { PendingQuestionStore } from '../storage/pending-questions';

/** Whether a process with that id is running (signal 0 checks without sending; EPERM: running, not ours). */
function processIsAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

export interface ChatWiring {
  conversations: ConversationStore;
  settings: () => Settings;
  toolset: () => Toolset;
  modelClient: ChatSessionDeps['modelClient'];
  createGate: GateFactory;
  workspaceForRun: (projectId: string | null) => string;
  /** The trusted skills' names and descriptions for the system prompt (electron/runtime/skills/). */
  skillsSection?: (workspace: string) => string | undefined;
  memories: MemoryStore;
  redactor: RuntimeRedactor;
  attachments: ChatSessionDeps['attachments'];
  pendingQuestions?: PendingQuestionStore;
  visionOf?: ChatSessionDeps['visionOf'];
  /** Every event of every run (the audit log reads them first), then the runtime's listener. */
  auditConsumer: (event: AgentEvent) => void;
  onEvent: RuntimeOptions['onEvent'];
  log: (message: string) => void;
}

export function createChat(deps: ChatWiring): ChatSession {
  const { settings, conversations, redactor, log } = deps;
  const recall = createMemoryContext({
    memories: deps.memories,
    autoRecall: () => settings().memory.autoRecall,
    conversationMemoryEnabled: (id) => conversations.get(id)?.memoryEnabled ?? true,
    onError: (error) => log(`memory recall: ${error.message}`),
  });
  return createChatSession({
    conversations,
    settings,
    toolset: deps.toolset,
    modelClient: deps.modelClient,
    defaultModel: () => defaultModelChoice(settings()),
    createGate: deps.createGate,
    workspace: deps.workspaceForRun,
    timeZone: () => Intl.DateTimeFormat().resolvedOptions().timeZone,
    instructions: ({ workspace: folder }) => {
      const project = readProjectInstructions(folder, { log });
      return { user: settings().assistant.instructions, ...(project ? { project } : {}) };
    },
    ...(deps.skillsSection ? { skillsSection: deps.skillsSection } : {}),
    recallMemories: ({ conversationId, text }) => recall({ conversationId, userMessage: text }),
    onEvent: (event, meta) => {
      deps.auditConsumer(event);
      deps.onEvent?.(event, meta);
    },
    redact: { event: (event) => redactor.redactDeep(event), text: (text) => redactor.redact(text) },
    attachments: deps.attachments,
    ...(deps.pendingQuestions
      ? { pendingQuestions: { store: deps.pendingQuestions, processId: process.pid, isAlive: processIsAlive } }
      : {}),
    ...(deps.visionOf ? { visionOf: deps.visionOf } : {}),
  });
}

/** One tool without the model: waits for the extensions' tools and the keychain's secrets, then calls it. */
export function createDirectToolCaller(deps: {
  ready: () => Promise<unknown>;
  toolset: () => Toolset;
  createGate: GateFactory;
  workspace: () => string;
  settings: () => Settings;
  redactor: RuntimeRedactor;
  auditConsumer: (event: AgentEvent) => void;
  /** The runtime's event route to windows (a call a window asked for shows its approval there). */
  onEvent?: RuntimeOptions['onEvent'];
}): HearthRuntime['callTool'] {
  const { redactor } = deps;
  return async (name, argumentsJson, { prompter, signal, onEvent, requestedBy, callerId }) => {
    await Promise.all([deps.ready(), redactor.prime()]);
    const current = deps.toolset();
    const unavailable = new Map(
      current.catalogue
        .filter((status) => !status.enabled || !status.available)
        .map((status) => [status.name, status.reason ?? 'off']),
    );
    // The arguments are redacted before the gate hashes and shows them, so what runs is what was approved.
    const result = await callToolDirectly(name, redactor.redact(argumentsJson), {
      // App-only MCP tools: callable when an app view asks (mcp:app-call picks its own server's), never by the model.
      tools: requestedBy?.kind === 'mcp_app' ? [...current.tools, ...(current.appTools ?? [])] : current.tools,
      unavailable,
      gate: deps.createGate({ prompter }),
      workspace: deps.workspace(),
      signal,
      conversationId: 'direct',
      ...(requestedBy ? { taint: createRunTaint({ userText: [], sources: [requestedBy] }) } : {}),
      ...(prompter ? { questions: { prompter, timeoutMs: () => deps.settings().agent.approvalTimeoutMs } } : {}),
      emit: (raw) => {
        const event = redactor.redactDeep(raw);
        deps.auditConsumer(event);
        onEvent?.(event);
        if (callerId) deps.onEvent?.(event, { callerId, conversationId: 'direct' });
      },
    });
    return redactor.redactDeep(result);
  };
}
