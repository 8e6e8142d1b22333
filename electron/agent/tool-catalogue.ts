// Builds the list of tool entries the registry chooses from: every built-in tool, wired to settings getters so a
// settings change takes effect on the next run. Conditional tools (browser) carry the setting that turns them on.
import type { ToolEntry } from '../../tools/registry';
import type { AnyTool } from '../../tools/tool';
import { createAskUserTool, type AskUserToolDeps } from '../../tools/ask-user';
import { createDatetimeTool } from '../../tools/datetime';
import { createFileTools } from '../../tools/files/index';
import { createShellTool } from '../../tools/shell/shell-tool';
import type { Sandbox } from '../../tools/shell/sandbox';
import { createWeatherTool, resolveWeatherUrls } from '../../tools/weather/weather-tool';
import type { Settings } from '../shared/settings-schema';

export interface ToolCatalogueDeps {
  settings: () => Settings;
  env: Record<string, string | undefined>;
  sandbox: Sandbox;
  askUser: AskUserToolDeps['ask'];
  /** Extra always-on tools (memory, cron) built by their own modules. */
  extraTools?: readonly AnyTool[];
  /** Extra conditional entries (browser). */
  extraEntries?: readonly ToolEntry[];
}

export function buildToolEntries(deps: ToolCatalogueDeps): ToolEntry[] {
  const always: AnyTool[] = [
    createDatetimeTool(),
    createAskUserTool({ ask: deps.askUser }),
    createShellTool({ sandbox: deps.sandbox, settings: () => deps.settings().tools.shell }),
    ...createFileTools(),
    createWeatherTool({ settings: () => resolveWeatherUrls(deps.settings().weather, deps.env) }),
    ...(deps.extraTools ?? []),
  ];
  return [...always.map((tool) => ({ tool })), ...(deps.extraEntries ?? [])];
}
