// The IPC contract: every invoke channel (request + response zod schemas) and every main→renderer event.
// Main validates requests with these schemas; the preload exposes one method per channel; the renderer sees only types.
//
// One result convention for every invoke channel: the call always resolves to an InvokeResult — `{ ok: true, data }`
// where `data` matches the channel's `response` schema (which describes only the success data), or
// `{ ok: false, error: { kind, message } }`, a typed failure whose message is written for the page to show.
// A handler returns its data, or throws `failure(kind, message)`; the shared dispatcher (invoke-dispatch.ts) turns an
// invalid request into `invalid_request` (the handler never runs), a `failure(...)` into its kind, and any other
// thrown error into `failed` with a short, redacted message. Nothing rejects for these reasons; a rejected promise
// means the transport itself failed (an untrusted frame, a closed test bridge).
// Channels that only acknowledge answer `null` as data. A "nothing was there" answer that used to be a boolean
// (`revoked`, `deleted`, `aborted`, `accepted`) is now a `not_found` failure; each channel's comment says which.
import { z } from 'zod';
import { approvalResponseSchema } from './approval-response';
import {
  eventChannelNames,
  invokeChannelNames,
  type EventChannelName,
  type InvokeChannelName,
  type MethodName,
} from './channels';
import {
  agentEventSchema,
  approvalRequestSchema,
  messageStatusSchema,
  toolCallSchema,
  toolRiskSchema,
} from './agent-events';
import { providerIds } from './settings-schema';
import { settingsDataContract } from './settings-data-contract';
import { chatContract } from './chat-contract';
import { extensionsContract } from './extensions-contract';
import { mcpPromptsContract } from './mcp-prompts-contract';
import { exportContract } from './export-contract';
import { backupsContract } from './backups-contract';
import { attachmentsContract, attachmentViewSchema } from './attachments-contract';
import { projectsContract } from './projects-contract';
import { appUpdateStateSchema } from './app-update';
import { updatesContract } from './updates-contract';
import type { CallerId } from './caller-id';

export type { JobRunView, JobView, MemoryView } from './settings-data-contract';
export type { McpServerView, UserToolView, UserToolsView } from './extensions-contract';
export type { LocalServerView, ModelChoiceView, ProjectView, SetupStatusView } from './projects-contract';

const id = z.string().min(1).max(128);
const empty = z.object({}).strict();
/** The data of a channel that only acknowledges: success carries nothing more. */
const done = z.null();

/**
 * Why a call failed, for the page to show (`message`) and to act on (`kind`):
 * - `invalid_request`: the payload failed the contract's schema or the structural payload guard; no handler ran.
 * - `not_found`: what the request names does not exist (any more): a conversation, rule, memory, job, server, key…
 * - `unavailable`: something Hearth needs is not there now: the system keychain, a window, the provider's server.
 * - `refused`: the request is understood but not allowed now (a setting's value, a running reply, a changed file…).
 * - `failed`: an unexpected error; the message is cut short and has known secrets removed.
 */
export const invokeFailureKinds = ['invalid_request', 'not_found', 'unavailable', 'refused', 'failed'] as const;
export type InvokeFailureKind = (typeof invokeFailureKinds)[number];
export interface InvokeFailure {
  kind: InvokeFailureKind;
  message: string;
}
export type InvokeResult<T> = { ok: true; data: T } | { ok: false; error: InvokeFailure };

/** What a handler throws for an expected failure; the dispatcher answers `{ ok: false, error: { kind, message } }`. */
export class InvokeFailed extends Error {
  constructor(
    readonly kind: InvokeFailureKind,
    message: string,
  ) {
    super(message);
    this.name = 'InvokeFailed';
  }
}

/** `throw failure('not_found', 'That rule no longer exists.')` in a handler. */
export function failure(kind: InvokeFailureKind, message: string): InvokeFailed {
  return new InvokeFailed(kind, message);
}

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

export const toolStatusSchema = z.object({
  name: z.string(),
  label: z.string(),
  description: z.string(),
  risk: toolRiskSchema,
  enabled: z.boolean(),
  conditional: z.boolean(),
  /** Conditional tools: the setting that switches it on. */
  switchPath: z.string().optional(),
  available: z.boolean(),
  reason: z.string().optional(),
});
export type ToolStatusView = z.infer<typeof toolStatusSchema>;

export { approvalResponseSchema };

export const approvalRuleViewSchema = z.object({
  id: z.string(),
  tool: z.string(),
  match: z.object({ kind: z.enum(['any', 'exact', 'prefix', 'host']), value: z.string().optional() }),
  scope: z.enum(['once', 'conversation', 'forever']),
  conversationId: z.string().optional(),
  createdAt: z.number(),
  expiresAt: z.number().optional(),
  toolVersion: z.string().optional(),
});
export type ApprovalRuleView = z.infer<typeof approvalRuleViewSchema>;

/** Provider ids and other keychain accounts the renderer may name. */
export const secretAccountSchema = z.string().regex(/^[a-z0-9._:-]{1,64}$/);

export const invokeContract = {
  'app:info': {
    request: empty,
    response: z.object({ version: z.string(), dataDir: z.string(), notices: z.array(z.string()) }),
  },
  /**
   * Opens an https link in the system browser after main validates it (checkExternalUrl). A link the check refuses
   * (or a rate limit) is `refused` with the reason; no opener here is `unavailable`; the OS failing is `failed`.
   */
  'app:open-external': { request: z.object({ url: z.string().min(1).max(8_192) }).strict(), response: done },
  'chat:list': { request: empty, response: z.array(conversationSummarySchema) },
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
  'chat:search': {
    request: z.object({ query: z.string().max(500) }).strict(),
    response: z.array(z.object({ conversationId: z.string(), title: z.string(), snippet: z.string() })),
  },
  /**
   * Shows the version (branch) through `messageId`, down to its newest message; later runs continue from there.
   * Returns the path now shown. `not_found` for a message not in the conversation, `refused` while a reply runs.
   */
  'chat:switch-branch': {
    request: z.object({ conversationId: id, messageId: id }).strict(),
    response: z.object({ messages: z.array(messageViewSchema) }),
  },
  /** `not_found` when the request had already been answered or had timed out (was `accepted: false`). */
  'approval:respond': { request: z.object({ callId: id, response: approvalResponseSchema }).strict(), response: done },
  'approval:pending': { request: empty, response: z.array(approvalRequestSchema) },
  'rules:list': { request: empty, response: z.array(approvalRuleViewSchema) },
  /** `not_found` when there is no such rule (was `revoked: false`); the page just reloads the list then. */
  'rules:revoke': { request: z.object({ ruleId: id }).strict(), response: done },
  'settings:get': {
    request: empty,
    response: z.object({
      settings: z.unknown(),
      problems: z.array(z.string()),
      tools: z.array(toolStatusSchema),
      /** Set when the workspace is the home folder, a folder holding it, or `/` (the sandbox no longer protects files). */
      workspaceWarning: z.string().optional(),
    }),
  },
  /** A value or path the settings schema does not accept, or a file that cannot be written: `refused` with why. */
  'settings:set': {
    request: z.object({ path: z.string().min(1).max(200), value: z.unknown() }).strict(),
    response: done,
  },
  /** The keychain failing is `unavailable` with its reason (never the value). */
  'secrets:set': {
    request: z.object({ account: secretAccountSchema, value: z.string().min(1).max(16_384) }).strict(),
    response: done,
  },
  /** `not_found` when the keychain held no key for the account (was `deleted: false`); a keychain failure is `unavailable`. */
  'secrets:delete': { request: z.object({ account: secretAccountSchema }).strict(), response: done },
  'secrets:status': {
    request: empty,
    response: z.object({ backend: z.string(), accounts: z.record(z.string(), z.boolean()) }),
  },
  /**
   * The model ids the provider's `${baseUrl}/models` lists, fetched by main with the stored key (never returned).
   * A server that cannot be reached or answers badly, or a keychain that cannot be read, is `unavailable` with why.
   */
  'provider:models': {
    request: z.object({ provider: z.enum(providerIds) }).strict(),
    response: z.object({ models: z.array(z.string()) }),
  },
  ...chatContract,
  ...settingsDataContract,
  ...extensionsContract,
  ...mcpPromptsContract,
  ...exportContract,
  ...backupsContract,
  ...attachmentsContract,
  ...projectsContract,
  ...updatesContract,
} as const satisfies Record<InvokeChannelName, { request: z.ZodType; response: z.ZodType }>;

export type InvokeChannel = keyof typeof invokeContract;
export type InvokeRequest<C extends InvokeChannel> = z.input<(typeof invokeContract)[C]['request']>;
export type InvokeResponse<C extends InvokeChannel> = z.infer<(typeof invokeContract)[C]['response']>;
export const invokeChannels: readonly InvokeChannel[] = invokeChannelNames;

export const eventContract = {
  'agent:event': agentEventSchema,
  'app:notice': z.object({ level: z.enum(['info', 'warning', 'error']), message: z.string() }),
  /** Main asks the renderer to show a view: a conversation (notification click), a new chat (tray), or settings. */
  'app:navigate': z.discriminatedUnion('to', [
    z.object({ to: z.literal('conversation'), conversationId: z.string() }),
    z.object({ to: z.literal('new-chat') }),
    z.object({ to: z.literal('settings'), section: z.string().optional() }),
  ]),
  /** The app update's state whenever it changes (packaged builds): the chat window's "Restart to update" banner. */
  'app:update': appUpdateStateSchema,
} as const satisfies Record<EventChannelName, z.ZodType>;

export type EventChannel = keyof typeof eventContract;
export type EventPayload<C extends EventChannel> = z.infer<(typeof eventContract)[C]>;
export const eventChannels: readonly EventChannel[] = eventChannelNames;

/**
 * The API the preload exposes as `window.hearth`: one method per invoke channel ('chat:send' → chatSend), each
 * resolving to the channel's InvokeResult, plus `on`.
 */
export type HearthApi = {
  [C in InvokeChannel as MethodName<C>]: (request: InvokeRequest<C>) => Promise<InvokeResult<InvokeResponse<C>>>;
} & {
  on: <C extends EventChannel>(channel: C, listener: (payload: EventPayload<C>) => void) => () => void;
};

/** Who called (shared/caller-id.ts: a window, the CLI, an e2e bridge connection). Events of a run go back to it. */
export interface InvokeCaller {
  id: CallerId;
}

/** A handler answers its channel's success data, or throws `failure(kind, message)` (see the top of this file). */
export type InvokeHandlers = {
  [C in InvokeChannel]: (
    request: z.output<(typeof invokeContract)[C]['request']>,
    caller: InvokeCaller,
  ) => Promise<InvokeResponse<C>> | InvokeResponse<C>;
};
