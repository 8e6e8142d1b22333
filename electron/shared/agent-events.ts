// The agent event stream (ARCHITECTURE.md explains it): one union consumed by the renderer, the CLI's --json output,
// tests and the audit log. Plain types + zod schemas, no Node or Electron.
import { thinkingBlockSchema } from './thinking-blocks';
import { untrustedSourceSchema } from './provenance';
import { gateReasonSchema } from './gate-reason';
import { z } from 'zod';
import { elicitationFormSchema } from './elicitation-form';
import {
  compactionMethodSchema,
  contextShareSchema,
  tokenUsageSchema,
  type CompactionMethod,
  type TokenUsageRecord,
} from './message-usage';

export const toolRiskSchema = z.enum(['read', 'write', 'exec', 'network']);
export const stopReasonSchema = z.enum(['done', 'aborted', 'error', 'max_turns']);
export type StopReason = z.infer<typeof stopReasonSchema>;
export const messageStatusSchema = z.enum(['complete', 'incomplete', 'error']);
export type MessageStatus = z.infer<typeof messageStatusSchema>;

export const toolCallSchema = z.object({ id: z.string(), name: z.string(), arguments: z.string() });
export type ToolCallRecord = z.infer<typeof toolCallSchema>;

/** An approval note as a code and its values (tools/approval-notes.ts), worded by the UI's catalog. */
export const approvalNoteCodeSchema = z.object({
  code: z.string(),
  params: z.record(z.string(), z.string()).optional(),
});

export const approvalRequestSchema = z.object({
  callId: z.string(),
  tool: z.string(),
  label: z.string(),
  risk: toolRiskSchema,
  args: z.unknown(),
  /** sha256 of the canonical JSON of args: the approval is bound to it. */
  argsHash: z.string(),
  workspace: z.string().optional(),
  host: z.string().optional(),
  matchValue: z.string().optional(),
  /** Set when the call matched a dangerous pattern or the shell has no sandbox: no "Always" option. */
  dangerous: z.string().optional(),
  /** Beside `dangerous`: its code and values for the UI to say it in its language (the English stays for the CLI). */
  dangerousCode: approvalNoteCodeSchema.optional(),
  notes: z.array(z.string()).optional(),
  /** Beside `notes`, index for index: a note's code and values for the UI to say it in its language (null: none). */
  noteCodes: z.array(approvalNoteCodeSchema.nullable()).optional(),
  /**
   * A custom tool file: which file and version, what it declares, and whether the user trusted this version. Untrusted:
   * the dialog offers "Trust this version and run" instead of "Allow".
   */
  customTool: z
    .object({
      file: z.string(),
      version: z.string(),
      declaredRisk: toolRiskSchema,
      capabilities: z.array(z.string()),
      trusted: z.boolean(),
      unsandboxed: z.string().optional(),
      /** Beside `unsandboxed`: its code in the catalog's approvalNotes. */
      unsandboxedCode: z.string().optional(),
    })
    .optional(),
  /** Milliseconds since epoch when the request times out (counts as deny). */
  expiresAt: z.number(),
  /**
   * What this run read that a third party could have written: its standing permissions no longer apply, so a person is
   * asked, the dialog names these, and it offers "Allow once" and "Allow for the rest of this run", never "always".
   */
  untrustedSources: z.array(untrustedSourceSchema).optional(),
  /**
   * Present for ask_user: the question and optional choices instead of an approval. `form`: an MCP server's request
   * for input, answered whole by a window (the answer is `formAnswerText`), or through the choices by a terminal.
   */
  question: z
    .object({ text: z.string(), choices: z.array(z.string()).optional(), form: elicitationFormSchema.optional() })
    .optional(),
  /** The sub-agent asking (a `delegate` call's run): its run, its task as the parent model wrote it, its depth (1–2). */
  subAgent: z.object({ runId: z.string(), task: z.string(), depth: z.number() }).optional(),
  /** Hearth was closed while this was waiting (issue 39): answering it resumes its run from this call. */
  restored: z.literal(true).optional(),
});
export type ApprovalRequest = z.infer<typeof approvalRequestSchema>;

export const approvalDecidedBySchema = z.enum(['policy', 'rule', 'user', 'timeout', 'background', 'limit']);

/**
 * Every event names its run. A sub-agent's run (the `delegate` tool, issue 39) also names the run that started it and
 * the `delegate` call it answers, so a reader can nest it (the renderer) or skip it (persistence).
 */
const base = { runId: z.string(), parentRunId: z.string().optional(), parentCallId: z.string().optional() };

export { compactionMethodSchema, tokenUsageSchema, type CompactionMethod, type TokenUsageRecord };

export const agentEventSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('agent_start'), ...base, conversationId: z.string(), at: z.number() }),
  z.object({ type: z.literal('turn_start'), ...base, turn: z.number() }),
  z.object({ type: z.literal('message_start'), ...base, messageId: z.string() }),
  z.object({ type: z.literal('text_delta'), ...base, messageId: z.string(), delta: z.string() }),
  z.object({ type: z.literal('reasoning_delta'), ...base, messageId: z.string(), delta: z.string() }),
  z.object({
    type: z.literal('message_end'),
    ...base,
    messageId: z.string(),
    status: messageStatusSchema,
    text: z.string(),
    reasoning: z.string().optional(),
    toolCalls: z.array(toolCallSchema),
    finishReason: z.string().nullable().optional(),
    /** Why an 'incomplete' or 'error' message ended early (short, secret-free); same text as agent_end's error. */
    error: z.string().optional(),
    /** Tokens of this model call: the server's count, or Hearth's estimate (`estimated`) when it reported none. */
    usage: tokenUsageSchema.optional(),
    /** The model's context window the call was made against (for the context meter). */
    contextTokens: z.number().optional(),
    /** How that request split between the system prompt, tool definitions and conversation (Hearth's estimate). */
    contextShare: contextShareSchema.optional(),
    /** Claude's thinking blocks with their signatures (sent back with the tool results; shared/thinking-blocks.ts). */
    thinkingBlocks: z.array(thinkingBlockSchema).optional(),
  }),
  z.object({
    type: z.literal('tool_call_start'),
    ...base,
    callId: z.string(),
    name: z.string(),
    label: z.string(),
    risk: toolRiskSchema.optional(),
    args: z.unknown(),
  }),
  z.object({ type: z.literal('approval_request'), ...base, callId: z.string(), request: approvalRequestSchema }),
  z.object({
    type: z.literal('approval_resolved'),
    ...base,
    callId: z.string(),
    decision: z.enum(['allow', 'deny']),
    by: approvalDecidedBySchema,
    reason: z.string().optional(),
    reasonCode: gateReasonSchema.optional(),
  }),
  z.object({ type: z.literal('tool_call_update'), ...base, callId: z.string(), chunk: z.string() }),
  z.object({
    type: z.literal('tool_call_end'),
    ...base,
    callId: z.string(),
    name: z.string(),
    ok: z.boolean(),
    content: z.string(),
    details: z.unknown().optional(),
    images: z.array(z.object({ mimeType: z.string(), data: z.string() })).optional(),
    errorType: z.string().optional(),
    durationMs: z.number(),
    /** Set when a third party could have written the result (electron/shared/provenance.ts); with its `source`. */
    trust: z.literal('untrusted').optional(),
    source: untrustedSourceSchema.optional(),
    /**
     * How the approval gate decided this call (absent when it never reached the gate: unknown tool, bad arguments,
     * the run already stopped). The audit log reads decisions from here, like everything else from the one stream.
     */
    approval: z
      .object({
        decision: z.enum(['allow', 'deny']),
        by: approvalDecidedBySchema,
        asked: z.boolean(),
        argsHash: z.string().optional(),
        reason: z.string().optional(),
        /** The reason as a code the UI words in its language (electron/shared/gate-reason.ts). */
        reasonCode: gateReasonSchema.optional(),
        /** The stored always-allow rule that allowed the call (by 'rule'), so the activity view can revoke it. */
        ruleId: z.string().optional(),
      })
      .optional(),
  }),
  z.object({ type: z.literal('retry'), ...base, attempt: z.number(), delayMs: z.number(), reason: z.string() }),
  /**
   * Earlier messages were folded to keep the request within the model's context window: `folded` stored messages up
   * to seq `throughSeq` are replaced in later requests by `summary` (method 'summary', written by the same model) or by
   * a note that they were left out (method 'trim', when summarizing failed). The originals stay stored.
   */
  z.object({
    type: z.literal('compaction'),
    ...base,
    folded: z.number(),
    method: compactionMethodSchema,
    throughSeq: z.number(),
    summary: z.string(),
    /** The summary was written from untrusted content (what the run had read): a later run that carries it is tainted. */
    untrustedSources: z.array(untrustedSourceSchema).optional(),
  }),
  /**
   * Something the person should be told once about this run, not an error: `kind` 'xml_tool_mode' when the model
   * refused native tools and the run went on with tools described in the prompt (remembered for that model).
   */
  z.object({
    type: z.literal('notice'),
    ...base,
    kind: z.string(),
    message: z.string(),
    /** provider_fallback: the provider and model that answer from now on. */
    provider: z.string().optional(),
    model: z.string().optional(),
    /** provider_fallback: which of the provider's keys answers now (1 = the first), and the one that failed. */
    keyNumber: z.number().int().positive().optional(),
    failedProvider: z.string().optional(),
    failedModel: z.string().optional(),
    failedKeyNumber: z.number().int().positive().optional(),
    /** provider_fallback: why it failed — the error's kind ('rate_limit', 'server'…) and the HTTP status, if any. */
    cause: z.string().optional(),
    httpStatus: z.number().int().optional(),
  }),
  z.object({ type: z.literal('turn_end'), ...base, turn: z.number() }),
  z.object({
    type: z.literal('agent_end'),
    ...base,
    reason: stopReasonSchema,
    error: z.object({ kind: z.string(), message: z.string() }).optional(),
    finalText: z.string().optional(),
  }),
]);

export type AgentEvent = z.infer<typeof agentEventSchema>;
export type AgentEventType = AgentEvent['type'];
export type AgentEventOf<T extends AgentEventType> = Extract<AgentEvent, { type: T }>;
