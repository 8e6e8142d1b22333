// Wires the browser tool into the desktop runtime as a conditional tool (setting `tools.browser.enabled`) and keeps
// a handle so quitting can close the browser. playwright-core loads only when the tool first runs.
import type { ToolEntry } from '../../tools/registry';
import { createBrowserTool, type BrowserTool } from '../../tools/browser/browser-tool';
import type { Settings } from '../shared/settings-schema';

export interface BrowserEntry {
  entry(core: { settings: () => Settings; dataDir: string }): ToolEntry;
  /** Closes the browser if it was started; a no-op otherwise. */
  close(): Promise<void>;
}

export function createBrowserEntry(): BrowserEntry {
  let tool: BrowserTool | undefined;
  return {
    entry(core) {
      tool = createBrowserTool({ settings: () => core.settings().tools.browser, dataDir: core.dataDir });
      return { tool, conditional: { settingPath: 'tools.browser.enabled', isEnabled: (settings) => settings.tools.browser.enabled } };
    },
    close: async () => {
      await tool?.close();
    },
  };
}
