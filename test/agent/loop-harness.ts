// Runs the real agent loop against the fake OpenAI-compatible server and checks every event stream it produces:
// schema-valid events in the order ARCHITECTURE.md gives (one agent_start/agent_end, turns, messages, tool calls).
import { expect } from 'vitest';
import { runAgentLoop } from '../../electron/agent/loop/agent-loop';
import type { AgentLoopInput, AgentLoopOutcome } from '../../electron/agent/loop/agent-loop';
import { createOpenAiModelClient, type OpenAiModelClientOptions } from '../../electron/agent/model/openai-stream';
import {
  agentEventSchema,
  type AgentEvent,
  type AgentEventOf,
  type AgentEventType,
} from '../../electron/shared/agent-events';
import type { FakeLlmServer } from '../support/fake-llm-server';
import { allowAllGate, echoTool } from './loop-tools';

export interface LoopRun {
  outcome: AgentLoopOutcome;
  events: AgentEvent[];
}

export type LoopOverrides = Partial<AgentLoopInput> & {
  client?: Partial<OpenAiModelClientOptions>;
  onEvent?: (event: AgentEvent) => void;
};

export async function runLoop(server: FakeLlmServer, overrides: LoopOverrides = {}): Promise<LoopRun> {
  const { client, onEvent, ...rest } = overrides;
  const events: AgentEvent[] = [];
  const input: AgentLoopInput = {
    runId: 'run-1',
    conversationId: 'conv-1',
    history: [{ role: 'user', content: 'Hello there' }],
    systemPrompt: 'You are a test assistant.',
    tools: [echoTool()],
    model: createOpenAiModelClient({
      baseUrl: server.url,
      model: 'fake-model',
      maxRetries: 0,
      idleTimeoutMs: 5_000,
      ...client,
    }),
    toolMode: 'native',
    gate: allowAllGate(),
    limits: { maxTurns: 10, toolResultMaxBytes: 32_768, contextTokens: 32_000 },
    workspace: '/tmp',
    background: false,
    signal: new AbortController().signal,
    emit: (event) => {
      events.push(event);
      onEvent?.(event);
    },
    ...rest,
  };
  const outcome = await runAgentLoop(input);
  checkEventGrammar(events);
  return { outcome, events };
}

export function ofType<T extends AgentEventType>(events: AgentEvent[], type: T): AgentEventOf<T>[] {
  return events.filter((event): event is AgentEventOf<T> => event.type === type);
}

/** Asserts the event stream is schema-valid and in the order ARCHITECTURE.md's "The event stream" gives. */
export function checkEventGrammar(events: AgentEvent[]): void {
  for (const event of events) expect(() => agentEventSchema.parse(event)).not.toThrow();
  expect(events[0]?.type).toBe('agent_start');
  expect(events.at(-1)?.type).toBe('agent_end');
  expect(ofType(events, 'agent_start')).toHaveLength(1);
  expect(ofType(events, 'agent_end')).toHaveLength(1);

  let turn: number | null = null;
  let message: string | null = null;
  const openCalls = new Set<string>();
  const endedCalls = new Set<string>();
  for (const event of events) {
    switch (event.type) {
      case 'turn_start':
        expect(turn, 'turn_start inside a turn').toBeNull();
        turn = event.turn;
        break;
      case 'turn_end':
        expect(event.turn).toBe(turn);
        expect(message, 'turn ended with an open message').toBeNull();
        expect(openCalls.size, 'turn ended with running tool calls').toBe(0);
        turn = null;
        break;
      case 'message_start':
        expect(message, 'nested message').toBeNull();
        message = event.messageId;
        break;
      case 'text_delta':
      case 'reasoning_delta':
        expect(event.messageId).toBe(message);
        break;
      case 'message_end':
        expect(event.messageId).toBe(message);
        message = null;
        break;
      case 'tool_call_start':
        expect(turn, 'tool call outside a turn').not.toBeNull();
        expect(message, 'tool call while a message streams').toBeNull();
        expect(openCalls.has(event.callId) || endedCalls.has(event.callId)).toBe(false);
        openCalls.add(event.callId);
        break;
      case 'approval_request':
      case 'approval_resolved':
      case 'tool_call_update':
        expect(openCalls.has(event.callId), `${event.type} for a call that is not running`).toBe(true);
        break;
      case 'tool_call_end':
        expect(openCalls.delete(event.callId)).toBe(true);
        endedCalls.add(event.callId);
        break;
      default:
        break;
    }
  }
  expect(openCalls.size).toBe(0);
}

/** The message_end of the n-th model message (0-based). */
export function messageEnd(events: AgentEvent[], index = 0): AgentEventOf<'message_end'> {
  const ends = ofType(events, 'message_end');
  const end = ends[index];
  if (!end) throw new Error(`no message_end #${index} (have ${ends.length})`);
  return end;
}

export function joinedDeltas(events: AgentEvent[], type: 'text_delta' | 'reasoning_delta', messageId?: string): string {
  return ofType(events, type)
    .filter((event) => messageId === undefined || event.messageId === messageId)
    .map((event) => event.delta)
    .join('');
}
