// The IPC contract of the chat channels that change a conversation or run in it: send, abort, rename, delete, restore,
// regenerate (or edit), compact and continue; chat:send and chat:regenerate answer the user message they stored.
// Reading one (list, load, search) and switch-branch stay in contract.ts beside the message view, which spreads these.
import { z } from 'zod';
import { attachmentRefSchema } from './attachments-contract';
import { modelChoiceSchema } from './projects-contract';

const id = z.string().min(1).max(128);
/** The data of a channel that only acknowledges. */
const done = z.null();
const startedRun = z.object({ runId: z.string(), conversationId: z.string() });
/** A run chat:send or chat:regenerate started, with the user message it stored (absent when it stored none). */
const startedRunWithIds = startedRun.extend({ userMessageId: z.string().optional() });

export const chatContract = {
  /** A deleted conversation is `not_found`. */
  'chat:rename': { request: z.object({ conversationId: id, title: z.string().max(500) }).strict(), response: done },
  /** `refused` while a reply is being written in it. */
  'chat:delete': { request: z.object({ conversationId: id }).strict(), response: done },
  /** Undo of chat:delete until the purge; `not_found` when it was purged or never deleted. */
  'chat:restore': { request: z.object({ conversationId: id }).strict(), response: done },
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
