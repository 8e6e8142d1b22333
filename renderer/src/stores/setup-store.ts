// The first-run setup store (a zustand factory): whether setup is needed (setup:status), the local model servers found
// on this computer (provider:detect), and finishing it: a local server, a hosted provider with its key (stored in the
// keychain, then checked softly: a failed check warns, never blocks), or "Choose later".
import { i18n } from '../i18n/i18n';
import { createStore, type StoreApi } from 'zustand/vanilla';
import type { LocalServerView, SetupStatusView } from '../../../electron/shared/contract';
import type { ProviderId } from '../../../electron/shared/settings-schema';
import { dataOf, describeError, type HearthApi } from '../api';

export type SetupApi = Pick<
  HearthApi,
  'setupStatus' | 'providerDetect' | 'settingsSet' | 'secretsSet' | 'providerModels'
>;
export type SetupOutcome = { ok: true; warning?: string } | { ok: false; error: string };

export interface SetupState {
  status: SetupStatusView | null;
  detecting: boolean;
  servers: LocalServerView[] | null;
  loadStatus: () => Promise<void>;
  detect: () => Promise<void>;
  chooseLocal: (server: LocalServerView, model: string) => Promise<SetupOutcome>;
  chooseHosted: (provider: ProviderId, key: string, model: string) => Promise<SetupOutcome>;
  chooseLater: () => Promise<SetupOutcome>;
}

export type SetupStore = StoreApi<SetupState>;

export function createSetupStore(api: SetupApi, options: { onChanged?: () => void } = {}): SetupStore {
  return createStore<SetupState>()((set, get) => {
    const write = async (path: string, value: unknown) => dataOf(await api.settingsSet({ path, value }));
    const finish = async (status: 'done' | 'skipped') => {
      await write('setup.status', status);
      options.onChanged?.();
      await get().loadStatus();
    };
    return {
      status: null,
      detecting: false,
      servers: null,
      loadStatus: async () => {
        try {
          set({ status: dataOf(await api.setupStatus({})) });
        } catch {
          // No status: the chat opens as before (a failed call must not lock the window on setup).
          set({ status: { needed: false, status: 'pending', providerReady: true } });
        }
      },
      detect: async () => {
        set({ detecting: true });
        try {
          set({ servers: dataOf(await api.providerDetect({})).servers, detecting: false });
        } catch {
          set({ servers: [], detecting: false });
        }
      },
      chooseLocal: async (server, model) => {
        try {
          await write(`provider.${server.provider}.baseUrl`, server.baseUrl);
          await write(`provider.${server.provider}.model`, model);
          await write('provider.active', server.provider);
          await finish('done');
          return { ok: true };
        } catch (error) {
          return { ok: false, error: describeError(error) };
        }
      },
      chooseHosted: async (provider, key, model) => {
        try {
          // Straight into the keychain; the page never keeps it.
          dataOf(await api.secretsSet({ account: provider, value: key.trim() }));
          if (model.trim()) await write(`provider.${provider}.model`, model.trim());
          await write('provider.active', provider);
        } catch (error) {
          return { ok: false, error: describeError(error) };
        }
        // A soft check: a failure (offline, a typo in the key) is said, and setup still completes.
        let warning: string | undefined;
        try {
          const listed = await api.providerModels({ provider });
          if (!listed.ok) warning = i18n.t('setup.checkFailed', { error: listed.error.message });
        } catch (error) {
          warning = `The key is saved, but the check failed: ${describeError(error)}`;
        }
        try {
          await finish('done');
        } catch (error) {
          return { ok: false, error: describeError(error) };
        }
        return warning ? { ok: true, warning } : { ok: true };
      },
      chooseLater: async () => {
        try {
          await finish('skipped');
          return { ok: true };
        } catch (error) {
          return { ok: false, error: describeError(error) };
        }
      },
    };
  });
}
