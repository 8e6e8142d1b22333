// The agent loop: a pure async function that runs user message → model → tool calls → results → model … until an
// answer, emitting the typed events of shared/agent-events.ts. Failures are data: provider errors, bad tool calls and
// aborts end as events and an outcome, never as exceptions. Persistence is the caller's job (from the events).
import { nodeCrypto } from '../../../tools/lazy-builtins';
import type { ChatCompletionFunctionTool } from 'openai/resources/chat/completions';
import { toProviderToolSchema } from '../../../tools/json-schema';
import type { AnyTool } from '../../../tools/tool';
import type { AgentEvent, StopReason, ToolCallRecord } from '../../shared/agent-events';
import type { AgentLoopInput, AgentLoopOutcome } from './agent-loop-types';
import type { HistoryMessage } from '../context/history';
import type { ModelTurn } from '../model/model-client';
import { runModelTurn } from './model-turn';
import { executeToolCalls, type ExecutedToolCall, type ToolExecutionContext } from './tool-execution';
import { parseXmlToolCalls } from '../model/xml-dispatch';
import { runEvents } from './run-events';
import { createRunTaint } from '../approvals/run-taint';
import { createDelegate } from './sub-agent';

export type { AgentLoopInput, AgentLoopLimits, AgentLoopOutcome } from './agent-loop-types';

export function maxTurnsMessage(maxTurns: number): string {
  return `I stopped here because this run reached its limit of ${maxTurns} model turns. Ask me to continue if you want me to keep going.`;
}

const defaultToolSchema = (tool: AnyTool): ChatCompletionFunctionTool => toProviderToolSchema(tool, 'conservative');

export async function runAgentLoop(input: AgentLoopInput): Promise<AgentLoopOutcome> {
  const { runId, emit, signal } = input;
  const now = input.now ?? Date.now;
  const newId = input.newId ?? (() => nodeCrypto().randomUUID());
  const added: HistoryMessage[] = [];
  const history: HistoryMessage[] = [...input.history];
  const record = (message: HistoryMessage): void => {
    history.push(message);
    added.push(message);
  };
  let tools = new Map(input.tools.map((tool) => [tool.name, tool]));
  // Native until the server refuses `tools` (then XML for the rest of the run, see input.xmlFallback).
  let toolMode = input.toolMode;
  let systemPrompt = input.systemPrompt;
  const nativeDefinitions = toolDefinitionsFor(input);
  const toolDefinitions = () => (toolMode === 'native' ? nativeDefinitions() : []);
  let turns = 0;
  const taint =
    input.taint ?? createRunTaint({ userText: input.history.flatMap((m) => (m.role === 'user' ? [m.content] : [])) });
  // The caller's run (already started, e.g. by the session before it prepared the run), else one of its own.
  const run = input.run ?? runEvents(emit, { runId, conversationId: input.conversationId, now });
  const support = input.subAgents;
  const delegate =
    support && createDelegate({ parent: input, support, tools: () => tools, taint, runLoop: runAgentLoop });
  const finish = (reason: StopReason, extra: Pick<AgentLoopOutcome, 'error' | 'finalText'> = {}): AgentLoopOutcome => {
    run.end({ reason, ...extra });
    return { reason, ...extra, turns, messages: added };
  };

  const executionContext = (): ToolExecutionContext => ({
    runId,
    conversationId: input.conversationId,
    workspace: input.workspace,
    background: input.background,
    signal,
    emit,
    gate: input.gate,
    ...(input.ask ? { ask: input.ask } : {}),
    ...(delegate ? { delegate } : {}),
    ...(input.rootRunId ? { rootRunId: input.rootRunId } : {}),
    ...(input.subAgent ? { subAgent: input.subAgent } : {}),
    taint,
    tools,
    toolResultMaxBytes: input.limits.toolResultMaxBytes,
    now,
    ...(input.abortGraceMs !== undefined ? { abortGraceMs: input.abortGraceMs } : {}),
  });

  run.start();
  if (input.resume) {
    const executed = await executeToolCalls(input.resume.toolCalls, executionContext());
    for (const done of executed) record(toolMessage(done));
  }
  while (turns < input.limits.maxTurns) {
    if (signal.aborted) return finish('aborted');
    turns += 1;
    emit({ type: 'turn_start', runId, turn: turns });
    if (input.prepareHistory) {
      const prepared = await input.prepareHistory({ systemPrompt, toolDefinitions: toolDefinitions(), signal });
      history.splice(0, history.length, ...prepared);
    }
    const messageId = newId();
    emit({ type: 'message_start', runId, messageId });
    const modelTurn = () =>
      runModelTurn({
        runId,
        messageId,
        model: input.model,
        history,
        systemPrompt,
        toolMode,
        toolDefinitions: toolDefinitions(),
        contextTokens: input.limits.contextTokens,
        takesImages: input.takesImages === true,
        signal,
        emit,
      });
    let result = await modelTurn();
    if (
      result.status === 'error' &&
      result.error.kind === 'tools_unsupported' &&
      toolMode === 'native' &&
      input.xmlFallback &&
      !signal.aborted
    ) {
      // Nothing was streamed (the request itself was refused): the same turn goes again with tools in the prompt.
      const fallback = input.xmlFallback();
      toolMode = 'xml';
      systemPrompt = fallback.systemPrompt;
      tools = new Map(fallback.tools.map((tool) => [tool.name, tool]));
      emit({ type: 'notice', runId, kind: 'xml_tool_mode', message: fallback.notice });
      result = await modelTurn();
    }

    if (result.status !== 'complete') {
      endBrokenMessage(result, messageId, input, record);
      emit({ type: 'turn_end', runId, turn: turns });
      if (result.status === 'aborted') return finish('aborted');
      return finish('error', { error: { kind: result.error.kind, message: result.error.message } });
    }

    const toolCalls =
      toolMode === 'native' ? result.toolCalls : parseXmlToolCalls(result.text, () => `call_${newId()}`);
    emit({
      type: 'message_end',
      runId,
      messageId,
      status: 'complete',
      text: result.text,
      ...(result.reasoning ? { reasoning: result.reasoning } : {}),
      toolCalls,
      finishReason: result.finishReason,
      ...(result.thinkingBlocks ? { thinkingBlocks: result.thinkingBlocks } : {}),
      ...(result.usage
        ? {
            usage: {
              promptTokens: result.usage.promptTokens,
              completionTokens: result.usage.completionTokens,
              estimated: result.usage.estimated === true,
            },
            contextTokens: input.limits.contextTokens,
            ...(result.contextShare ? { contextShare: result.contextShare } : {}),
          }
        : {}),
    });
    record({
      role: 'assistant',
      content: result.text,
      reasoning: result.reasoning || null,
      toolCalls,
      status: 'complete',
      ...(result.thinkingBlocks ? { details: { thinkingBlocks: result.thinkingBlocks } } : {}),
    });
    if (toolCalls.length === 0) {
      emit({ type: 'turn_end', runId, turn: turns });
      return finish('done', { finalText: result.text });
    }

    const executed = await executeToolCalls(toolCalls, executionContext());
    for (const done of executed) record(toolMessage(done));
    emit({ type: 'turn_end', runId, turn: turns });
  }
  if (signal.aborted) return finish('aborted');
  const notice = maxTurnsMessage(input.limits.maxTurns);
  emitWholeMessage(emit, runId, newId(), notice);
  record({ role: 'assistant', content: notice, status: 'complete' });
  return finish('max_turns', { finalText: notice });
}

/** The provider schemas to send on each turn (none in XML mode), each tool's schema built once per run. */
function toolDefinitionsFor(input: AgentLoopInput): () => ChatCompletionFunctionTool[] {
  if (input.toolMode !== 'native') return () => [];
  const toSchema = input.toolSchema ?? defaultToolSchema;
  const built = new Map<AnyTool, ChatCompletionFunctionTool>();
  const schemaOf = (tool: AnyTool): ChatCompletionFunctionTool => {
    let schema = built.get(tool);
    if (!schema) built.set(tool, (schema = toSchema(tool)));
    return schema;
  };
  return () => (input.toolsForTurn?.() ?? input.tools).map(schemaOf);
}

/** A stream that broke or was aborted: its partial text is kept as 'incomplete' (or 'error' when nothing arrived). */
function endBrokenMessage(
  result: Exclude<ModelTurn, { status: 'complete' }>,
  messageId: string,
  input: AgentLoopInput,
  record: (message: HistoryMessage) => void,
): void {
  const hasContent = result.text !== '' || result.reasoning !== '';
  const status = result.status === 'aborted' || hasContent ? 'incomplete' : 'error';
  const error = result.status === 'error' ? result.error.message : 'Stopped by the user.';
  input.emit({
    type: 'message_end',
    runId: input.runId,
    messageId,
    status,
    text: result.text,
    ...(result.reasoning ? { reasoning: result.reasoning } : {}),
    toolCalls: [],
    finishReason: null,
    error,
  });
  record({ role: 'assistant', content: result.text, reasoning: result.reasoning || null, toolCalls: [], status });
}

function toolMessage(done: ExecutedToolCall): HistoryMessage {
  return {
    role: 'tool',
    content: done.content,
    toolCallId: done.call.id,
    toolName: done.call.name,
    status: done.ok ? 'complete' : 'error',
  };
}

function emitWholeMessage(emit: (event: AgentEvent) => void, runId: string, messageId: string, text: string): void {
  const none: ToolCallRecord[] = [];
  emit({ type: 'message_start', runId, messageId });
  emit({ type: 'text_delta', runId, messageId, delta: text });
  emit({ type: 'message_end', runId, messageId, status: 'complete', text, toolCalls: none, finishReason: null });
}
