// The settings store (a zustand factory): the settings document, tool catalogue, keychain status, always-allow rules
// and provider model lists. Every change goes through settings:set and is read back, so the screen shows what main holds.
import { createStore, type StoreApi } from 'zustand/vanilla';
import type { ApprovalRuleView, ToolStatusView } from '../../../electron/shared/contract';
import type { KeychainAccount, ProviderId, Settings } from '../../../electron/shared/settings-schema';
import type { ModelCapabilities } from '../../../electron/shared/model-capabilities';
import { dataOf, describeError, type HearthApi } from '../api';

export type SettingsApi = Pick<
  HearthApi,
  | 'settingsGet'
  | 'settingsSet'
  | 'secretsSet'
  | 'secretsDelete'
  | 'secretsStatus'
  | 'rulesList'
  | 'rulesRevoke'
  | 'providerModels'
  | 'providerCapabilities'
>;

export type ModelListState = { busy: boolean; models?: string[]; error?: string; checkedAt?: number };
export type Outcome = { ok: true } | { ok: false; error: string };

export interface SettingsState {
  loaded: boolean;
  settings: Settings | null;
  problems: string[];
  /** Main's warning when the workspace removes the sandbox's protection (home folder, `/`). */
  workspaceWarning: string | null;
  tools: ToolStatusView[];
  keychain: { backend: string; accounts: Record<string, boolean> } | null;
  rules: ApprovalRuleView[];
  models: Partial<Record<ProviderId, ModelListState>>;
  problem: string | null;
  load: () => Promise<void>;
  set: (path: string, value: unknown) => Promise<Outcome>;
  /** A provider's or search service's key, or an http_request secret (`http:NAME`). */
  saveKey: (provider: KeychainAccount | `http:${string}`, value: string) => Promise<Outcome>;
  deleteKey: (provider: KeychainAccount | `http:${string}`) => Promise<void>;
  fetchModels: (provider: ProviderId) => Promise<void>;
  /** What Hearth believes the model can do (provider:capabilities); `refresh` asks its server again. */
  readCapabilities: (
    provider: ProviderId,
    model: string,
    refresh?: boolean,
  ) => Promise<{ ok: true; capabilities: ModelCapabilities } | { ok: false; error: string }>;
  loadRules: () => Promise<void>;
  revokeRule: (ruleId: string) => Promise<void>;
}

export type SettingsStore = StoreApi<SettingsState>;

export function createSettingsStore(api: SettingsApi): SettingsStore {
  return createStore<SettingsState>()((set, get) => {
    const fail = (error: unknown): Outcome => {
      const message = describeError(error);
      set({ problem: message });
      return { ok: false, error: message };
    };
    const readSettings = async () => {
      const result = dataOf(await api.settingsGet({}));
      set({
        settings: result.settings as Settings,
        problems: result.problems,
        tools: result.tools,
        workspaceWarning: result.workspaceWarning ?? null,
      });
    };
    const readKeychain = async () => set({ keychain: dataOf(await api.secretsStatus({})) });

    return {
      loaded: false,
      settings: null,
      problems: [],
      workspaceWarning: null,
      tools: [],
      keychain: null,
      rules: [],
      models: {},
      problem: null,
      load: async () => {
        try {
          await Promise.all([readSettings(), readKeychain(), get().loadRules()]);
          set({ loaded: true, problem: null });
        } catch (error) {
          fail(error);
        }
      },
      set: async (path, value) => {
        try {
          const result = await api.settingsSet({ path, value });
          await readSettings();
          if (!result.ok) {
            set({ problem: result.error.message });
            return { ok: false, error: result.error.message };
          }
          set({ problem: null });
          return { ok: true };
        } catch (error) {
          return fail(error);
        }
      },
      saveKey: async (provider, value) => {
        try {
          const result = await api.secretsSet({ account: provider, value });
          await readKeychain();
          if (result.ok) return { ok: true };
          set({ problem: result.error.message });
          return { ok: false, error: result.error.message };
        } catch (error) {
          return fail(error);
        }
      },
      deleteKey: async (provider) => {
        try {
          const result = await api.secretsDelete({ account: provider });
          await readKeychain();
          // No key to delete is what the user wanted; a keychain that failed is shown.
          if (!result.ok && result.error.kind !== 'not_found') fail(result.error.message);
        } catch (error) {
          fail(error);
        }
      },
      fetchModels: async (provider) => {
        set((state) => ({ models: { ...state.models, [provider]: { ...state.models[provider], busy: true } } }));
        try {
          const result = await api.providerModels({ provider });
          const entry: ModelListState = result.ok
            ? { busy: false, models: result.data.models, checkedAt: Date.now() }
            : { busy: false, error: result.error.message, checkedAt: Date.now() };
          set((state) => ({ models: { ...state.models, [provider]: entry } }));
        } catch (error) {
          set((state) => ({ models: { ...state.models, [provider]: { busy: false, error: describeError(error) } } }));
        }
      },
      readCapabilities: async (provider, model, refresh) => {
        try {
          const result = await api.providerCapabilities({ provider, model, ...(refresh ? { refresh } : {}) });
          return result.ok ? { ok: true, capabilities: result.data } : { ok: false, error: result.error.message };
        } catch (error) {
          return { ok: false, error: describeError(error) };
        }
      },
      loadRules: async () => {
        try {
          set({ rules: dataOf(await api.rulesList({})) });
        } catch (error) {
          fail(error);
        }
      },
      revokeRule: async (ruleId) => {
        try {
          const result = await api.rulesRevoke({ ruleId });
          // A rule already gone (`not_found`) just disappears from the reloaded list.
          if (!result.ok && result.error.kind !== 'not_found') fail(result.error.message);
          await get().loadRules();
        } catch (error) {
          fail(error);
        }
      },
    };
  });
}
