// The Extensions section's store (a zustand factory): MCP servers and the user tools folder as main describes them,
// per server the action in progress (on/off, restart, accept, remove) and per custom tool file (trust, revoke trust,
// marked read) and why it failed. Every change is read back.
import { createStore, type StoreApi } from 'zustand/vanilla';
import type { McpServerView, UserToolsView } from '../../../electron/shared/contract';
import { dataOf, describeError, type HearthApi, type InvokeResult } from '../api';

export type ExtensionsApi = Pick<
  HearthApi,
  | 'mcpServers'
  | 'mcpAcceptDefinitions'
  | 'mcpRestart'
  | 'mcpRemoveServer'
  | 'userToolsStatus'
  | 'userToolsTrust'
  | 'userToolsUntrust'
  | 'settingsGet'
  | 'settingsSet'
>;

export type ServerAction = 'toggle' | 'restart' | 'accept' | 'remove';
export type ToolAction = 'trust' | 'untrust' | 'mark';

export interface ExtensionsState {
  loaded: boolean;
  servers: McpServerView[];
  userTools: UserToolsView | null;
  busy: Record<string, ServerAction>;
  /** Why the last action on a server failed. */
  errors: Record<string, string>;
  /** By custom tool file: the action in progress and why the last one failed. */
  toolBusy: Record<string, ToolAction>;
  toolErrors: Record<string, string>;
  problem: string | null;
  load: () => Promise<void>;
  setEnabled: (server: string, enabled: boolean) => Promise<void>;
  /** Shows or hides the server's MCP Apps views (its tools' text stays). */
  setRenderApps: (server: string, shown: boolean) => Promise<void>;
  restart: (server: string) => Promise<void>;
  acceptDefinitions: (server: string) => Promise<void>;
  remove: (server: string) => Promise<void>;
  /** Trusts this exact version of a tool file (refused when the file changed since it was listed). */
  trustTool: (file: string, version: string) => Promise<void>;
  untrustTool: (file: string) => Promise<void>;
  /** Adds or removes a tool name in `tools.custom.markedRead` (read from settings, so names not loaded now are kept). */
  setMarkedRead: (file: string, name: string, marked: boolean) => Promise<void>;
}

export type ExtensionsStore = StoreApi<ExtensionsState>;

type Outcome = InvokeResult<unknown>;
type Slots = { busy: 'busy'; errors: 'errors' } | { busy: 'toolBusy'; errors: 'toolErrors' };

const serverSlots: Slots = { busy: 'busy', errors: 'errors' };
const toolSlots: Slots = { busy: 'toolBusy', errors: 'toolErrors' };

/** The names in `tools.custom.markedRead` of a settings object as main sends it (unknown until checked). */
function markedReadOf(settings: unknown): string[] {
  const list = (settings as { tools?: { custom?: { markedRead?: unknown } } } | null)?.tools?.custom?.markedRead;
  return Array.isArray(list) ? list.filter((name): name is string => typeof name === 'string') : [];
}

export function createExtensionsStore(api: ExtensionsApi): ExtensionsStore {
  return createStore<ExtensionsState>()((set, get) => {
    /** Runs one action on a server or tool file (one at a time per key), reads everything back, keeps the failure. */
    const perform = async (
      slots: Slots,
      key: string,
      action: ServerAction | ToolAction,
      work: () => Promise<Outcome>,
    ): Promise<void> => {
      if (get()[slots.busy][key]) return;
      set((state) => {
        const { [key]: _cleared, ...errors } = state[slots.errors];
        return { [slots.busy]: { ...state[slots.busy], [key]: action }, [slots.errors]: errors };
      });
      let error: string | undefined;
      try {
        const outcome = await work();
        if (!outcome.ok) error = outcome.error.message;
      } catch (thrown) {
        error = describeError(thrown);
      }
      await get().load();
      set((state) => {
        const { [key]: _done, ...busy } = state[slots.busy];
        return {
          [slots.busy]: busy,
          [slots.errors]: error ? { ...state[slots.errors], [key]: error } : state[slots.errors],
        };
      });
    };
    const onServer = (server: string, action: ServerAction, work: () => Promise<Outcome>) =>
      perform(serverSlots, server, action, work);
    const onTool = (file: string, action: ToolAction, work: () => Promise<Outcome>) =>
      perform(toolSlots, file, action, work);

    return {
      loaded: false,
      servers: [],
      userTools: null,
      busy: {},
      errors: {},
      toolBusy: {},
      toolErrors: {},
      problem: null,
      load: async () => {
        try {
          const [servers, userTools] = await Promise.all([api.mcpServers({}), api.userToolsStatus({})]);
          set({ servers: dataOf(servers).servers, userTools: dataOf(userTools), loaded: true, problem: null });
        } catch (error) {
          set({ loaded: true, problem: describeError(error) });
        }
      },
      setEnabled: (server, enabled) =>
        onServer(server, 'toggle', () => api.settingsSet({ path: `mcp.servers.${server}.enabled`, value: enabled })),
      setRenderApps: (server, shown) =>
        onServer(server, 'toggle', () => api.settingsSet({ path: `mcp.servers.${server}.renderApps`, value: shown })),
      restart: (server) => onServer(server, 'restart', () => api.mcpRestart({ server })),
      acceptDefinitions: (server) => onServer(server, 'accept', () => api.mcpAcceptDefinitions({ server })),
      remove: (server) => onServer(server, 'remove', () => api.mcpRemoveServer({ server })),
      trustTool: (file, version) => onTool(file, 'trust', () => api.userToolsTrust({ file, version })),
      untrustTool: (file) => onTool(file, 'untrust', () => api.userToolsUntrust({ file })),
      setMarkedRead: (file, name, marked) =>
        onTool(file, 'mark', async () => {
          const current = markedReadOf(dataOf(await api.settingsGet({})).settings);
          const next = marked ? [...new Set([...current, name])] : current.filter((entry) => entry !== name);
          return api.settingsSet({ path: 'tools.custom.markedRead', value: next });
        }),
    };
  });
}
