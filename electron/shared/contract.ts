// The IPC contract: every invoke channel (request + response zod schemas, gathered from the domain files beside this
// one, *-contract.ts) and every main→renderer event. Main validates requests with these schemas; the preload exposes
// one method per channel; the renderer sees only types.
//
// One result convention for every invoke channel (invoke-result.ts): the call always resolves to an InvokeResult —
// `{ ok: true, data }` where `data` matches the channel's `response` schema (which describes only the success data),
// or `{ ok: false, error: { kind, message } }`, a typed failure whose message is written for the page to show.
// A handler returns its data, or throws `failure(kind, message)`; the shared dispatcher (invoke-dispatch.ts) turns an
// invalid request into `invalid_request` (the handler never runs), a `failure(...)` into its kind, and any other
// thrown error into `failed` with a short, redacted message. Nothing rejects for these reasons; a rejected promise
// means the transport itself failed (an untrusted frame, a closed test bridge).
// Channels that only acknowledge answer `null` as data. A "nothing was there" answer that used to be a boolean
// (`revoked`, `deleted`, `aborted`, `accepted`) is now a `not_found` failure; each channel's comment says which.
import type { CallerId } from './caller-id';
import { z } from 'zod';
import {
  eventChannelNames,
  invokeChannelNames,
  type EventChannelName,
  type InvokeChannelName,
  type MethodName,
} from './channels';
import { agentEventSchema } from './agent-events';
import type { InvokeResult } from './invoke-result';
import { appContract } from './app-contract';
import { chatContract } from './chat-contract';
import { approvalsContract } from './approvals-contract';
import { settingsContract } from './settings-contract';
import { settingsDataContract } from './settings-data-contract';
import { extensionsContract } from './extensions-contract';
import { mcpPromptsContract } from './mcp-prompts-contract';
import { mcpAppsContract } from './mcp-apps-contract';
import { artifactsContract } from './artifacts-contract';
import { exportContract } from './export-contract';
import { backupsContract } from './backups-contract';
import { attachmentsContract } from './attachments-contract';
import { projectsContract } from './projects-contract';
import { appUpdateStateSchema } from './app-update';
import { updatesContract } from './updates-contract';
import { activityContract } from './activity-contract';
import { undoContract } from './undo-contract';
import { calendarContract } from './calendar-contract';
import { skillsContract } from './skills-contract';
import { knowledgeContract } from './knowledge-contract';
import { knowledgeProgressSchema } from './knowledge-progress';
import { databaseUpgradeStepSchema } from './database-upgrade';
import { voiceContract } from './voice-contract';

export {
  failure,
  InvokeFailed,
  invokeFailureKinds,
  type InvokeFailure,
  type InvokeFailureKind,
  type InvokeResult,
} from './invoke-result';
export { approvalResponseSchema } from './approval-response';
export { conversationSummarySchema, messageViewSchema } from './chat-contract';
export type { ConversationSummary, MessageView } from './chat-contract';
export { approvalRuleViewSchema, type ApprovalRuleView } from './approvals-contract';
export { secretAccountSchema, toolStatusSchema, type ToolStatusView } from './settings-contract';
export type { JobRunView, JobView, MemoryView } from './settings-data-contract';
export type { McpServerView, UserToolView, UserToolsView } from './extensions-contract';
export type { LocalServerView, ModelChoiceView, ProjectView, SetupStatusView } from './projects-contract';

export const invokeContract = {
  ...appContract,
  ...chatContract,
  ...approvalsContract,
  ...settingsContract,
  ...settingsDataContract,
  ...extensionsContract,
  ...mcpPromptsContract,
  ...mcpAppsContract,
  ...artifactsContract,
  ...exportContract,
  ...backupsContract,
  ...attachmentsContract,
  ...projectsContract,
  ...updatesContract,
  ...activityContract,
  ...undoContract,
  ...calendarContract,
  ...skillsContract,
  ...knowledgeContract,
  ...voiceContract,
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
  /** Where the background indexer is with a knowledge source (Settings → Knowledge's progress bar). */
  'knowledge:progress': knowledgeProgressSchema,
  /** The database upgrade before the core starts (the window's "Upgrading your history" screen). */
  'app:upgrade': databaseUpgradeStepSchema,
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
