// Builds the catalogue of tool entries the registry chooses from: every built-in tool, wired to settings getters so a
// settings change takes effect on the next run. Conditional tools (browser, web_search, web_fetch, http_request) carry their switch.
import { homedir } from 'node:os';
import type { ToolEntry } from '../../tools/registry';
import type { AnyTool } from '../../tools/tool';
import { createAskUserTool } from '../../tools/ask-user';
import { createBrowserTool } from '../../tools/browser/browser-tool';
import { createCalculatorTool } from '../../tools/calculator/calculator-tool';
import { createDatetimeTool } from '../../tools/datetime';
import { createDelegateTool } from '../../tools/delegate';
import { createFileTools } from '../../tools/files/index';
import { createGitTool } from '../../tools/git/git-tool';
import { createShellTool } from '../../tools/shell/shell-tool';
import type { Sandbox } from '../../tools/shell/sandbox';
import type { UndoWiring } from './undo/undo-wiring';
import { createWeatherTool, resolveWeatherUrls } from '../../tools/weather/weather-tool';
import { createWebToolEntries } from '../../tools/web/index';
import { createHttpRequestEntry } from '../../tools/http/index';
import { httpSecretAccount } from '../shared/http-secrets';
import type { SecretStore } from '../shared/secret-store-port';
import type { Settings } from '../shared/settings-schema';

export interface ToolCatalogueDeps {
  settings: () => Settings;
  env: Record<string, string | undefined>;
  dataDir: string;
  /** BCP 47 locale for defaults such as weather units (Electron: app.getLocale()). */
  locale?: string;
  sandbox: Sandbox;
  /** Undo for what the shell, write_file and edit_file change (electron/runtime/undo/undo-wiring.ts). */
  undo?: Pick<UndoWiring, 'staging' | 'files'>;
  /** The keychain, for the web search providers' keys (read when a search runs). */
  secretStore: Pick<SecretStore, 'get'>;
  /** Extra always-on tools (memory, cron) built by their own modules. */
  extraTools?: readonly AnyTool[];
  /** Extra conditional entries (browser). */
  extraEntries?: readonly ToolEntry[];
}

export interface ToolCatalogue {
  entries: ToolEntry[];
  /** Releases what tools hold open (the browser process); for app quit and CLI exit. */
  close: () => Promise<void>;
}

export function buildToolCatalogue(deps: ToolCatalogueDeps): ToolCatalogue {
  const homeDir = deps.env.HOME || homedir();
  const always: AnyTool[] = [
    createDatetimeTool(),
    createCalculatorTool(),
    createAskUserTool(),
    createDelegateTool(),
    createShellTool({
      sandbox: deps.sandbox,
      settings: () => deps.settings().tools.shell,
      homeDir,
      trustedFolders: () => deps.settings().trust.folders,
      ...(deps.undo ? { staging: deps.undo.staging } : {}),
    }),
    ...createFileTools({
      dataDir: deps.dataDir,
      trustedFolders: () => deps.settings().trust.folders,
      homeDir,
      ...(deps.undo ? { undo: deps.undo.files } : {}),
    }),
    createGitTool({
      sourceEnv: () => deps.env,
      trustedFolders: () => deps.settings().trust.folders,
      homeDir,
      ...(deps.undo ? { undo: deps.undo.files } : {}),
    }),
    createWeatherTool({
      settings: () => resolveWeatherUrls(deps.settings().weather, deps.env),
      ...(deps.locale ? { locale: deps.locale } : {}),
    }),
    ...(deps.extraTools ?? []),
  ];
  // playwright-core loads only when the browser tool first runs; building the tool costs nothing at start-up.
  const browser = createBrowserTool({
    settings: () => deps.settings().tools.browser,
    dataDir: deps.dataDir,
    env: deps.env,
  });
  const browserEntry: ToolEntry = {
    tool: browser,
    conditional: { settingPath: 'tools.browser.enabled', isEnabled: (settings) => settings.tools.browser.enabled },
  };
  const webEntries = createWebToolEntries({
    settings: deps.settings,
    env: deps.env,
    readKey: (account) => deps.secretStore.get(account),
  });
  const httpEntry = createHttpRequestEntry({
    settings: deps.settings,
    readSecret: (name) => deps.secretStore.get(httpSecretAccount(name)),
  });
  return {
    entries: [
      ...always.map((tool) => ({ tool })),
      browserEntry,
      ...webEntries,
      httpEntry,
      ...(deps.extraEntries ?? []),
    ],
    close: () => browser.close(),
  };
}
