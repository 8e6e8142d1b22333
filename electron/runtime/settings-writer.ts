// The runtime's one way to change a setting (Settings, `hearth config set`, the e2e bridge): refuses a home-sized
// workspace and a tools folder inside a workspace, turns the standard MCP form into the settings form, and moves MCP
// secrets into the keychain before the value is stored.
import { intakeMcpSecrets } from '../../tools/mcp/index';
import { normalizeMcpSettingWrite } from '../shared/mcp-server-input';
import type { SecretStore } from '../secrets/secret-store';
import type { SettingsStore } from '../storage/settings';
import type { HearthRuntime } from './runtime-types';
import { workspaceInSettingsWrite, workspaceRefusal } from './workspace-warning';

export interface SettingsWriterDeps {
  dataDir: string;
  env: Record<string, string | undefined>;
  /** Says why a `tools.custom.folder` write is refused (inside a workspace), or null. */
  toolsFolder: { writeRefusal: (path: string, value: unknown) => string | null };
  settingsStore: SettingsStore;
  secretStore: SecretStore;
}

export function createSettingsWriter(deps: SettingsWriterDeps): HearthRuntime['setSetting'] {
  return async (path, value) => {
    const chosen = workspaceInSettingsWrite(path, value);
    const homeSized = chosen === null ? null : workspaceRefusal(chosen, { dataDir: deps.dataDir, env: deps.env });
    if (homeSized) return { ok: false, error: homeSized };
    const toolsFolderRefused = deps.toolsFolder.writeRefusal(path, value);
    if (toolsFolderRefused) return { ok: false, error: toolsFolderRefused };
    const normalized = normalizeMcpSettingWrite(path, value);
    if (!normalized.ok) return { ok: false, error: normalized.error };
    const intake = await intakeMcpSecrets(path, normalized.value, deps.secretStore);
    if (!intake.ok) return { ok: false, error: intake.error };
    return deps.settingsStore.set(path, intake.value);
  };
}
