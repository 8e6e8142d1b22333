// The Extensions section's store (a zustand factory): MCP servers and the user tools folder as main describes them,
// and per server the action in progress (on/off, restart, accept, remove) and why it failed. Every change is read back.
import { createStore, type StoreApi } from 'zustand/vanilla';
import type { McpServerView, UserToolsView } from '../../../electron/shared/contract';
import { describeError, type HearthApi } from '../api';

export type ExtensionsApi = Pick<HearthApi, 'mcpServers' | 'mcpAcceptDefinitions' | 'mcpRestart' | 'mcpRemoveServer' | 'userToolsStatus' | 'settingsSet'>;

export type ServerAction = 'toggle' | 'restart' | 'accept' | 'remove';

export interface ExtensionsState {
  loaded: boolean;
  servers: McpServerView[];
  userTools: UserToolsView | null;
  busy: Record<string, ServerAction>;
  /** Why the last action on a server failed. */
  errors: Record<string, string>;
  problem: string | null;
  load: () => Promise<void>;
  setEnabled: (server: string, enabled: boolean) => Promise<void>;
  restart: (server: string) => Promise<void>;
  acceptDefinitions: (server: string) => Promise<void>;
  remove: (server: string) => Promise<void>;
}

export type ExtensionsStore = StoreApi<ExtensionsState>;

type Outcome = { ok: true } | { ok: false; error: string };

export function createExtensionsStore(api: ExtensionsApi): ExtensionsStore {
  return createStore<ExtensionsState>()((set, get) => {
    const perform = async (server: string, action: ServerAction, work: () => Promise<Outcome>): Promise<void> => {
      if (get().busy[server]) return;
      set((state) => {
        const { [server]: _cleared, ...errors } = state.errors;
        return { busy: { ...state.busy, [server]: action }, errors };
      });
      let error: string | undefined;
      try {
        const outcome = await work();
        if (!outcome.ok) error = outcome.error;
      } catch (thrown) {
        error = describeError(thrown);
      }
      await get().load();
      set((state) => {
        const { [server]: _done, ...busy } = state.busy;
        return { busy, errors: error ? { ...state.errors, [server]: error } : state.errors };
      });
    };

    return {
      loaded: false,
      servers: [],
      userTools: null,
      busy: {},
      errors: {},
      problem: null,
      load: async () => {
        try {
          const [{ servers }, userTools] = await Promise.all([api.mcpServers({}), api.userToolsStatus({})]);
          set({ servers, userTools, loaded: true, problem: null });
        } catch (error) {
          set({ loaded: true, problem: describeError(error) });
        }
      },
      setEnabled: (server, enabled) => perform(server, 'toggle', () => api.settingsSet({ path: `mcp.servers.${server}.enabled`, value: enabled })),
      restart: (server) => perform(server, 'restart', () => api.mcpRestart({ server })),
      acceptDefinitions: (server) => perform(server, 'accept', () => api.mcpAcceptDefinitions({ server })),
      remove: (server) => perform(server, 'remove', () => api.mcpRemoveServer({ server })),
    };
  });
}
