// The IPC contract of conversations: list, load (whole or in pages), send, abort, rename, delete and restore, search,
// regenerate, switch branch, compact and continue, with the conversation and message views they answer.
// contract.ts spreads these into the invoke map; results follow its convention (see invoke-result.ts).
import { z } from 'zod';
import { messageStatusSchema, toolCallSchema } from './agent-events';
import { attachmentRefSchema, attachmentViewSchema } from './attachments-contract';
import { modelChoiceSchema } from './projects-contract';

const id = z.string().min(1).max(128);
const shortText = z.string().max(500);
/** The data of a channel that only acknowledges. */
const done = z.null();
const startedRun = z.object({ runId: z.string(), conversationId: z.string() });
/** A run chat:send or chat:regenerate started, with the user message it stored (absent when it stored none). */
const startedRunWithIds = startedRun.extend({ userMessageId: z.string().optional() });

export const conversationSummarySchema = z.object({
  id: z.string(),
  title: z.string(),
  kind: z.enum(['chat', 'quick', 'scheduled', 'job']),
  memoryEnabled: z.boolean(),
  createdAt: z.number(),
  updatedAt: z.number(),
  /** The conversation's own model (null: the default model of the moment). */
  modelProvider: z.string().nullable().optional(),
  model: z.string().nullable().optional(),
  /** The project it belongs to, or null. */
  projectId: z.string().nullable().optional(),
});
export type ConversationSummary = z.infer<typeof conversationSummarySchema>;

export const messageViewSchema = z.object({
  id: z.string(),
  seq: z.number(),
  role: z.enum(['system', 'user', 'assistant', 'tool']),
  content: z.string(),
  reasoning: z.string().optional(),
  toolCalls: z.array(toolCallSchema).optional(),
  toolCallId: z.string().optional(),
  toolName: z.string().optional(),
  status: messageStatusSchema,
  error: z.string().optional(),
  details: z.unknown().optional(),
  createdAt: z.number(),
  /** User messages: the files attached to it, in order (previews through attachments:preview). */
  attachments: z.array(attachmentViewSchema).optional(),
  /** Set on a message that has other versions (an edited question, a regenerated answer): "2 / 3" and its neighbours. */
  branch: z
    .object({ index: z.number(), count: z.number(), previousId: z.string().nullable(), nextId: z.string().nullable() })
    .optional(),
});
export type MessageView = z.infer<typeof messageViewSchema>;

export const chatContract = {
  /** Most recently active first, `limit` at a time (default 100); `after` (the last one shown) gives the next page. */
  'chat:list': {
    request: z
      .object({
        after: z.object({ id: z.string(), updatedAt: z.number(), createdAt: z.number() }).strict().optional(),
        limit: z.number().int().min(1).max(1_000).optional(),
      })
      .strict(),
    response: z.array(conversationSummarySchema),
  },
  /**
   * The path shown; a deleted conversation is `not_found`. In two pages for a window opening a long conversation:
   * `newest: n` answers its newest whole turns (at least n messages from a question on, or the whole path when shorter)
   * with `older` (how many messages come before them) and `leafId` (the path's last message); then `before` (the first
   * message's seq and that leafId) answers the messages before it, `refused` once the path no longer ends at leafId
   * (a branch switched, a message added): load it whole again.
   */
  'chat:load': {
    request: z
      .object({
        conversationId: id,
        newest: z.number().int().min(1).max(1_000).optional(),
        before: z.object({ seq: z.number().int(), leafId: id }).strict().optional(),
      })
      .strict()
      .refine((request) => request.newest === undefined || request.before === undefined, {
        message: 'Ask for the newest messages or for those before them, not both.',
      }),
    response: z.object({
      conversation: conversationSummarySchema,
      messages: z.array(messageViewSchema),
      /** With `newest` or `before`: how many messages of the path come before `messages`. */
      older: z.number().int().min(0).optional(),
      /** With `newest` or `before`: the path's last message when the page was read. */
      leafId: z.string().optional(),
    }),
  },
  /** Refusals (empty text, a reply still running, a deleted conversation) are `refused` with the session's reason. */
  'chat:send': {
    request: z
      .object({
        conversationId: id.optional(),
        /** May be empty when files are attached. */
        text: z.string().max(200_000),
        kind: z.enum(['chat', 'quick']).optional(),
        /** Files from attachments:add, in order (at most 10; images only for a model that takes images). */
        attachments: z.array(attachmentRefSchema).max(50).optional(),
        /** A new chat's model (the picker's choice); into an existing one, it replaces the conversation's model. */
        model: modelChoiceSchema.optional(),
        /** A new chat starts in this project (a quick-ask chat without one starts in the last used project). */
        projectId: id.optional(),
      })
      .strict(),
    response: startedRunWithIds,
  },
  /** Stops a running reply; `not_found` when nothing was running under that id (it had already ended). */
  'chat:abort': { request: z.object({ runId: id }).strict(), response: done },
  /** A deleted conversation is `not_found`. */
  'chat:rename': { request: z.object({ conversationId: id, title: shortText }).strict(), response: done },
  /** `refused` while a reply is being written in it. */
  'chat:delete': { request: z.object({ conversationId: id }).strict(), response: done },
  /** Undo of chat:delete until the purge; `not_found` when it was purged or never deleted. */
  'chat:restore': { request: z.object({ conversationId: id }).strict(), response: done },
  'chat:search': {
    request: z.object({ query: z.string().max(500) }).strict(),
    response: z.array(z.object({ conversationId: z.string(), title: z.string(), snippet: z.string() })),
  },
  /**
   * A new version of an answer (the question `messageId`, else the last one, answered again) or, with `text`, of a
   * question (edited and sent); the old versions stay as branches. `refused` with the reason otherwise.
   */
  'chat:regenerate': {
    request: z
      .object({ conversationId: id, text: z.string().min(1).max(200_000).optional(), messageId: id.optional() })
      .strict(),
    response: startedRunWithIds,
  },
  /**
   * Shows the version (branch) through `messageId`, down to its newest message; later runs continue from there.
   * Returns the path now shown. `not_found` for a message not in the conversation, `refused` while a reply runs.
   */
  'chat:switch-branch': {
    request: z.object({ conversationId: id, messageId: id }).strict(),
    response: z.object({ messages: z.array(messageViewSchema) }),
  },
  /**
   * "Summarize now": folds everything before the last user message into one summary (a run of its own, with a
   * `compaction` event). `refused` when there is nothing to fold yet or a reply is being written.
   */
  'chat:compact': {
    request: z.object({ conversationId: id }).strict(),
    response: startedRun,
  },
  /** Continue the last answer, cut off at the model's limit; `refused` when the last answer was not cut off. */
  'chat:continue': {
    request: z.object({ conversationId: id }).strict(),
    response: startedRun,
  },
} as const;
