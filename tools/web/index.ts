// The web tools as the registry's conditional entries: web_fetch (tools.web.fetchEnabled) and web_search
// (tools.web.searchEnabled), sharing one citation numbering so a searched page keeps its number when read.
import type { Settings } from '../../electron/shared/settings-schema';
import type { ToolEntry } from '../registry';
import { createSourceNumbers } from './source-numbers';
import { createWebFetchTool } from './web-fetch-tool';
import { createWebSearchTool, resolveSearchEndpoints } from './web-search-tool';

export interface WebToolsDeps {
  settings: () => Settings;
  env: Record<string, string | undefined>;
  /** Reads a search provider's key from the keychain. */
  readKey: (account: 'brave' | 'tavily') => Promise<string | null>;
}

export function createWebToolEntries(deps: WebToolsDeps): ToolEntry[] {
  const sources = createSourceNumbers();
  const web = () => deps.settings().tools.web;
  return [
    {
      tool: createWebSearchTool({
        settings: web,
        readKey: deps.readKey,
        sources,
        endpoints: resolveSearchEndpoints(deps.env),
      }),
      conditional: {
        settingPath: 'tools.web.searchEnabled',
        isEnabled: (settings) => settings.tools.web.searchEnabled,
      },
    },
    {
      tool: createWebFetchTool({ settings: web, sources }),
      conditional: { settingPath: 'tools.web.fetchEnabled', isEnabled: (settings) => settings.tools.web.fetchEnabled },
    },
  ];
}
