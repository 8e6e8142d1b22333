// Implements every invoke channel of the IPC contract over the core runtime. Shared by Electron's ipc.ts and the e2e
// WebSocket bridge, so what the tests drive is what the app runs. Payloads arrive already validated.
import type { ConversationSummary, InvokeHandlers, MessageView } from '../../shared/contract';
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
function secretFailure(error: unknown): { ok: false; error: string } {
  return { ok: false, error: isSecretStoreError(error) ? error.message : 'The key could not be stored in the system keychain.' };
}

export function createInvokeHandlers({ runtime, approvals, version, openExternal, fetchImpl, openMainWindow }: InvokeHandlerDeps): InvokeHandlers {
  const { conversations, session, secretStore } = runtime;
  return {
    ...createSettingsDataHandlers({ runtime, openMainWindow }),
    ...createExtensionHandlers({ runtime }),
    'app:info': () => ({ version, dataDir: runtime.dataDir, notices: runtime.notices }),
    'app:open-external': async ({ url }) => {
      const verdict = checkExternalUrl(url);
      if (!verdict.ok) return { opened: false, reason: verdict.reason };
      if (!openExternal) return { opened: false, reason: 'Links cannot be opened here.' };
      try {
        await openExternal(verdict.url);
        return { opened: true };
      } catch {
        return { opened: false, reason: 'The system could not open the link.' };
      }
    },
    'chat:list': () => conversations.list().map(toSummary),
    'chat:load': ({ conversationId }) => {
      const conversation = conversations.get(conversationId);
      if (!conversation) throw new Error('That conversation no longer exists.');
      return { conversation: toSummary(conversation), messages: conversations.listMessages(conversationId).map(toMessageView) };
    },
    'chat:send': ({ conversationId, text, kind }, caller) => {
      const started = session.send({ conversationId, text, kind, prompter: approvals.prompter, callerId: caller.id });
      if (!started.ok) throw new Error(started.error);
      return { runId: started.run.runId, conversationId: started.run.conversationId };
    },
    'chat:abort': ({ runId }) => ({ aborted: session.abort(runId) }),
    'chat:rename': ({ conversationId, title }) => {
      if (!conversations.rename(conversationId, title)) throw new Error('That conversation no longer exists.');
      return { ok: true };
    },
    'chat:delete': ({ conversationId }) => {
      if (session.isRunning(conversationId)) throw new Error('Stop the reply before deleting this conversation.');
      conversations.remove(conversationId);
      runtime.rules.revokeConversation(conversationId);
      return { ok: true };
    },
    'chat:search': ({ query }) =>
      conversations.search(query).map((hit) => ({ conversationId: hit.conversationId, title: hit.title, snippet: hit.snippet })),
    'chat:regenerate': ({ conversationId, text }, caller) => {
      const started = regenerateLastAnswer({ conversations, session }, { conversationId, text, prompter: approvals.prompter, callerId: caller.id });
      if (!started.ok) throw new Error(started.error);
      return { runId: started.run.runId, conversationId: started.run.conversationId };
    },
    'approval:respond': ({ callId, response }) => ({ accepted: approvals.respond(callId, response) }),
    'approval:pending': () => approvals.list(),
    'rules:list': () => runtime.rules.list(),
    'rules:revoke': ({ ruleId }) => ({ revoked: runtime.rules.revoke(ruleId) }),
    'settings:get': () => {
      const { settings, problems } = runtime.settingsStore.get();
      return { settings, problems, tools: runtime.toolset().catalogue };
    },
    'settings:set': async ({ path, value }) => {
      const result = await runtime.setSetting(path, value);
      return result.ok ? { ok: true } : { ok: false, error: result.error };
    },
    'secrets:set': async ({ account, value }) => {
      try {
        await secretStore.set(account, value);
        return { ok: true };
      } catch (error) {
        return secretFailure(error);
      }
    },
    'secrets:delete': async ({ account }) => {
      try {
        return { deleted: await secretStore.delete(account) };
      } catch {
        return { deleted: false };
      }
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
        return secretFailure(error);
      }
      return listProviderModels({ baseUrl, apiKey, fetchImpl });
    },
  };
}
