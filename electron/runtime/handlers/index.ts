// Implements every invoke channel of the IPC contract over the core runtime. Shared by Electron's ipc.ts and the e2e
// WebSocket bridge, so what the tests drive is what the app runs. Payloads arrive already validated. Each handler
// answers its channel's data or throws `failure(kind, message)`; the dispatcher makes the InvokeResult (contract.ts).
import {
  failure,
  InvokeFailed,
  type ConversationSummary,
  type InvokeHandlers,
  type MessageView,
} from '../../shared/contract';
import { checkExternalUrl } from '../../shared/external-url';
import { providerIds } from '../../shared/settings-schema';
import { isSecretStoreError } from '../../secrets/secret-store';
import type { Conversation, StoredMessage } from '../../storage/conversations';
import { regenerateLastAnswer } from '../../agent/chat-regenerate';
import type { PendingApprovals } from '../../agent/pending-approvals';
import { listProviderModels } from '../../agent/provider-models';
import type { HearthRuntime } from '../create-runtime';
import { createExtensionHandlers } from './extensions';
import { createSettingsDataHandlers, type OpenMainWindow } from './settings-data';

export interface InvokeHandlerDeps {
  runtime: HearthRuntime;
  approvals: PendingApprovals;
  version: string;
  /** Hands a validated https URL to the OS (Electron's shell.openExternal); absent: links are refused. */
  openExternal?: (url: string) => Promise<void>;
  /** For provider:models (tests inject; default: global fetch). */
  fetchImpl?: typeof fetch;
  /** window:open-main: shows the main window (on a conversation); absent, the call answers "not available". */
  openMainWindow?: OpenMainWindow;
}

export function toSummary(conversation: Conversation): ConversationSummary {
  return { ...conversation };
}

export function toMessageView(message: StoredMessage): MessageView {
  return {
    id: message.id,
    seq: message.seq,
    role: message.role,
    content: message.content,
    ...(message.reasoning ? { reasoning: message.reasoning } : {}),
    ...(message.toolCalls ? { toolCalls: message.toolCalls } : {}),
    ...(message.toolCallId ? { toolCallId: message.toolCallId } : {}),
    ...(message.toolName ? { toolName: message.toolName } : {}),
    status: message.status,
    ...(message.error ? { error: message.error } : {}),
    ...(message.details !== null && message.details !== undefined ? { details: message.details } : {}),
    createdAt: message.createdAt,
  };
}

/** Keychain failures become a message for the settings screen; the value never appears in it. */
function secretFailure(error: unknown, fallback: string) {
  return failure('unavailable', isSecretStoreError(error) ? error.message : fallback);
}

const conversationGone = () => failure('not_found', 'That conversation no longer exists.');

export function createInvokeHandlers({
  runtime,
  approvals,
  version,
  openExternal,
  fetchImpl,
  openMainWindow,
}: InvokeHandlerDeps): InvokeHandlers {
  const { conversations, session, secretStore } = runtime;
  return {
    ...createSettingsDataHandlers({ runtime, openMainWindow }),
    ...createExtensionHandlers({ runtime }),
    'app:info': () => ({ version, dataDir: runtime.dataDir, notices: runtime.notices }),
    'app:open-external': async ({ url }) => {
      const verdict = checkExternalUrl(url);
      if (!verdict.ok) throw failure('refused', verdict.reason);
      if (!openExternal) throw failure('unavailable', 'Links cannot be opened here.');
      try {
        await openExternal(verdict.url);
      } catch (error) {
        // The desktop's opener refuses (a rate limit, a scheme) with a failure of its own; anything else is the OS.
        throw error instanceof InvokeFailed ? error : failure('failed', 'The system could not open the link.');
      }
      return null;
    },
    'chat:list': () => conversations.list().map(toSummary),
    'chat:load': ({ conversationId }) => {
      const conversation = conversations.get(conversationId);
      if (!conversation) throw conversationGone();
      return {
        conversation: toSummary(conversation),
        messages: conversations.listMessages(conversationId).map(toMessageView),
      };
    },
    'chat:send': ({ conversationId, text, kind }, caller) => {
      const started = session.send({ conversationId, text, kind, prompter: approvals.prompter, callerId: caller.id });
      if (!started.ok) throw failure('refused', started.error);
      return { runId: started.run.runId, conversationId: started.run.conversationId };
    },
    'chat:abort': ({ runId }) => {
      if (!session.abort(runId)) throw failure('not_found', 'That reply is no longer running.');
      return null;
    },
    'chat:rename': ({ conversationId, title }) => {
      if (!conversations.rename(conversationId, title)) throw conversationGone();
      return null;
    },
    'chat:delete': ({ conversationId }) => {
      if (session.isRunning(conversationId))
        throw failure('refused', 'Stop the reply before deleting this conversation.');
      conversations.remove(conversationId);
      runtime.rules.revokeConversation(conversationId);
      return null;
    },
    'chat:search': ({ query }) =>
      conversations
        .search(query)
        .map((hit) => ({ conversationId: hit.conversationId, title: hit.title, snippet: hit.snippet })),
    'chat:regenerate': ({ conversationId, text }, caller) => {
      const started = regenerateLastAnswer(
        { conversations, session },
        { conversationId, text, prompter: approvals.prompter, callerId: caller.id },
      );
      if (!started.ok) throw failure('refused', started.error);
      return { runId: started.run.runId, conversationId: started.run.conversationId };
    },
    'approval:respond': ({ callId, response }) => {
      if (!approvals.respond(callId, response))
        throw failure('not_found', 'That request had already been answered or had timed out.');
      return null;
    },
    'approval:pending': () => approvals.list(),
    'rules:list': () => runtime.rules.list(),
    'rules:revoke': ({ ruleId }) => {
      if (!runtime.rules.revoke(ruleId)) throw failure('not_found', 'That rule no longer exists.');
      return null;
    },
    'settings:get': () => {
      const { settings, problems } = runtime.settingsStore.get();
      const risk = runtime.workspaceWarning();
      const workspaceWarning = risk ? `Warning: ${risk}` : undefined;
      return {
        settings,
        problems,
        tools: runtime.toolset().catalogue,
        ...(workspaceWarning ? { workspaceWarning } : {}),
      };
    },
    'settings:set': async ({ path, value }) => {
      const result = await runtime.setSetting(path, value);
      if (!result.ok) throw failure('refused', result.error);
      return null;
    },
    'secrets:set': async ({ account, value }) => {
      try {
        await secretStore.set(account, value);
      } catch (error) {
        throw secretFailure(error, 'The key could not be stored in the system keychain.');
      }
      return null;
    },
    'secrets:delete': async ({ account }) => {
      let deleted: boolean;
      try {
        deleted = await secretStore.delete(account);
      } catch (error) {
        throw secretFailure(error, 'The key could not be deleted from the system keychain.');
      }
      if (!deleted) throw failure('not_found', `There is no key for "${account}" in the system keychain.`);
      return null;
    },
    'secrets:status': async () => {
      const accounts: Record<string, boolean> = {};
      let backend = 'system keychain';
      for (const id of providerIds) {
        try {
          accounts[id] = await secretStore.has(id);
        } catch (error) {
          accounts[id] = false;
          backend = isSecretStoreError(error) ? `unavailable: ${error.message}` : 'unavailable';
        }
      }
      return { backend, accounts };
    },
    'provider:models': async ({ provider }) => {
      const { baseUrl } = runtime.settings().provider[provider];
      let apiKey: string | undefined;
      try {
        apiKey = (await secretStore.get(provider)) ?? undefined;
      } catch (error) {
        throw secretFailure(error, 'The key could not be read from the system keychain.');
      }
      const listed = await listProviderModels({ baseUrl, apiKey, fetchImpl });
      if (!listed.ok) throw failure('unavailable', listed.error);
      return { models: listed.models };
    },
  };
}
