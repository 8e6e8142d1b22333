// The bench page's window.hearth stand-in: serves the conversations the bench scenario stored (chat:load, whole or in
// its two pages; chat:list), default settings and empty approval lists (each answer an InvokeResult holding a
// structured clone, as IPC gives), and delivers agent events to the renderer's listeners like IPC does.
// (Page files are .tsx so the Node type-check config leaves them to bench/page/tsconfig.json.)
import type { HearthApi } from '../../renderer/src/api';
import type { AgentEvent } from '../../electron/shared/agent-events';
import type { ConversationSummary, MessageView } from '../../electron/shared/contract';
import { newestTurnsStart } from '../../electron/shared/newest-turns';
import { defaultSettings } from '../../electron/shared/settings-schema';

export interface BenchApi {
  api: HearthApi;
  /** Hands one agent event to every 'agent:event' listener (the renderer's event batcher), as the preload would. */
  deliver: (event: AgentEvent) => void;
}

type Listener = (payload: never) => void;

export function createBenchApi(conversations: ReadonlyMap<string, MessageView[]>): BenchApi {
  const listeners = new Map<string, Set<Listener>>();
  const summary = (id: string): ConversationSummary => ({
    id,
    title: `Bench ${id}`,
    kind: 'chat',
    memoryEnabled: true,
    createdAt: 0,
    updatedAt: 0,
  });
  const handlers: Record<string, (request: never) => Promise<unknown>> = {
    appInfo: async () => ({ version: 'bench', dataDir: '/bench', notices: [] }),
    appOpenExternal: async () => ({ opened: false, reason: 'links are not opened in the bench page' }),
    chatList: async () => [...conversations.keys()].map(summary),
    chatLoad: async (request: { conversationId: string; newest?: number; before?: { seq: number } }) => {
      const messages = conversations.get(request.conversationId);
      if (!messages) throw new Error(`No conversation ${request.conversationId} in the bench page.`);
      const conversation = summary(request.conversationId);
      const leafId = messages.at(-1)?.id;
      const paged = (page: MessageView[], older: number) => ({ conversation, messages: page, older, leafId });
      // The two pages main answers (chat-load-page.ts): the newest whole turns, then the messages before them.
      if (request.newest !== undefined) {
        const cut = newestTurnsStart(messages, request.newest);
        return paged(messages.slice(cut), cut);
      }
      if (request.before)
        return paged(
          messages.filter((message) => message.seq < request.before!.seq),
          0,
        );
      return { conversation, messages };
    },
    settingsGet: async () => ({ settings: defaultSettings(), problems: [], tools: [] }),
    secretsStatus: async () => ({ backend: 'bench', accounts: {} }),
    approvalPending: async () => [],
    rulesList: async () => [],
  };
  const on = (channel: string, listener: Listener): (() => void) => {
    const set = listeners.get(channel) ?? new Set<Listener>();
    set.add(listener);
    listeners.set(channel, set);
    return () => set.delete(listener);
  };
  const api = new Proxy(
    {},
    {
      get: (_target, name) => {
        if (name === 'on') return on;
        if (typeof name !== 'string') return undefined;
        const handler = handlers[name];
        // Every call answers like IPC does: an InvokeResult, never a rejection, its data a structured clone (as
        // Electron's invoke delivers it, so opening a conversation pays for copying its messages into the page).
        if (handler) return async (request: never) => ({ ok: true, data: structuredClone(await handler(request)) });
        return async () => ({
          ok: false,
          error: { kind: 'unavailable', message: `${name} is not available in the bench page.` },
        });
      },
    },
  ) as HearthApi;
  return {
    api,
    deliver: (event) => {
      for (const listener of listeners.get('agent:event') ?? []) (listener as (payload: AgentEvent) => void)(event);
    },
  };
}
