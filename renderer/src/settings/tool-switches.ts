// How a tool's switch maps to settings: conditional tools have their own flag (`switchPath`: `tools.browser.enabled`, `tools.web.fetchEnabled`…),
// every other tool is turned off by listing it in `tools.disabled`.
import type { ToolStatusView } from '../../../electron/shared/contract';
import type { Settings } from '../../../electron/shared/settings-schema';

export type ToolSwitch = { path: string; value: unknown; checked: boolean };

function ownFlagPath(tool: ToolStatusView, settings: Settings): string | null {
  if (tool.switchPath) return tool.switchPath;
  const section = (settings.tools as Record<string, unknown>)[tool.name];
  if (section && typeof section === 'object' && typeof (section as { enabled?: unknown }).enabled === 'boolean')
    return `tools.${tool.name}.enabled`;
  const named = /turn on ([\w.]+)/.exec(tool.reason ?? '');
  return tool.conditional && named ? named[1]! : null;
}

/** The switch state and the settings write that flips it. */
export function toolSwitch(tool: ToolStatusView, settings: Settings): ToolSwitch {
  const disabled = settings.tools.disabled;
  const flag = ownFlagPath(tool, settings);
  if (flag && tool.conditional) {
    const current =
      flag.split('.').reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], settings) ===
      true;
    return { path: flag, value: !current, checked: current && !disabled.includes(tool.name) };
  }
  const off = disabled.includes(tool.name);
  return {
    path: 'tools.disabled',
    value: off ? disabled.filter((name) => name !== tool.name) : [...disabled, tool.name],
    checked: !off,
  };
}
