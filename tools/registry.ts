// Builds the toolset for one run from the tool entries the composition root supplies, plus a catalogue of every
// tool's status (enabled, available, why) so Settings, `/tools` and the model all see the same picture.
import type { Settings } from '../electron/shared/settings-schema';
import type { AnyTool, ToolAvailability, ToolRisk } from './tool';

/** A tool as the composition root hands it to the registry. Conditional tools (browser, web) are opt-in. */
export interface ToolEntry {
  tool: AnyTool;
  conditional?: {
    /** Dotted settings path that turns it on, e.g. 'tools.browser.enabled' (shown to people). */
    settingPath: string;
    isEnabled: (settings: Settings) => boolean;
  };
  /** MCP Apps: a tool only its server's app views may call (`_meta.ui.visibility` without "model"). */
  appOnly?: boolean;
}

export type ToolsetDeps = readonly ToolEntry[];

export interface ToolStatus {
  name: string;
  label: string;
  description: string;
  risk: ToolRisk;
  /** Turned on by settings (not in tools.disabled, and its switch is on for conditional tools). */
  enabled: boolean;
  conditional: boolean;
  /** For conditional tools: the dotted setting that switches it on (e.g. 'tools.web.fetchEnabled'). */
  switchPath?: string;
  /** What the tool's own availability check says (e.g. the browser needs Chromium). */
  available: boolean;
  /** Why it is unavailable, or why it is off, or the availability note (e.g. "sandbox: bwrap"). */
  reason?: string;
  /** The reason as a code and its values (e.g. 'switchOff' with its setting), for the UI to say in its language. */
  reasonCode?: string;
  reasonParams?: Record<string, string>;
}

export interface Toolset {
  /** Sent to the model: enabled and available, in entry order. */
  tools: AnyTool[];
  /** Enabled and available, but for MCP App views only (`mcp:app-call`): never sent to the model. */
  appTools?: AnyTool[];
  /** Every known tool, in entry order. */
  catalogue: ToolStatus[];
}

/**
 * Built-in tool names are snake_case. Names containing `__` are MCP-style `server__tool` names, which follow the
 * looser OpenAI function-name rule (letters, digits, `_` and `-`, 1–64 characters) because servers name their tools.
 */
const SNAKE_CASE_NAME = /^[a-z][a-z0-9_]{0,63}$/;
const MCP_NAME = /^[a-zA-Z0-9_-]{1,64}$/;

export function isValidToolName(name: string): boolean {
  return name.includes('__')
    ? MCP_NAME.test(name) && !name.startsWith('__') && !name.endsWith('__')
    : SNAKE_CASE_NAME.test(name);
}

function checkAvailability(tool: AnyTool): ToolAvailability {
  if (!tool.availability) return { available: true };
  try {
    return tool.availability();
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    return {
      available: false,
      reason: `availability check failed: ${message}`,
      code: 'checkFailed',
      params: { message },
    };
  }
}

type Reason = Pick<ToolAvailability, 'reason' | 'code' | 'params'>;

function offReason(entry: ToolEntry, disabledByName: boolean): Reason {
  if (disabledByName) return { reason: `Disabled in settings (tools.disabled).`, code: 'disabled' };
  const setting = entry.conditional?.settingPath ?? 'it';
  return { reason: `Off: turn on ${setting} in settings.`, code: 'switchOff', params: { setting } };
}

/** Throws (a programmer error) on an invalid or duplicate tool name. */
export function createToolset(settings: Settings, deps: ToolsetDeps): Toolset {
  const seen = new Set<string>();
  const disabled = new Set(settings.tools.disabled);
  const tools: AnyTool[] = [];
  const appTools: AnyTool[] = [];
  const catalogue: ToolStatus[] = [];
  for (const entry of deps) {
    const { tool } = entry;
    if (!isValidToolName(tool.name)) {
      throw new Error(
        `Invalid tool name "${tool.name}": use snake_case (^[a-z][a-z0-9_]{0,63}$), or server__tool for MCP tools.`,
      );
    }
    if (seen.has(tool.name)) throw new Error(`Duplicate tool name "${tool.name}": each tool must be registered once.`);
    seen.add(tool.name);

    const disabledByName = disabled.has(tool.name);
    const switchedOn = entry.conditional ? entry.conditional.isEnabled(settings) : true;
    const enabled = switchedOn && !disabledByName;
    const availability = checkAvailability(tool);
    const reason: Reason = !availability.available
      ? { ...availability, reason: availability.reason ?? 'unavailable' }
      : !enabled
        ? offReason(entry, disabledByName)
        : availability;

    const status: ToolStatus = {
      name: tool.name,
      label: tool.label,
      description: tool.description,
      risk: tool.risk,
      enabled,
      conditional: entry.conditional !== undefined,
      available: availability.available,
    };
    if (entry.conditional) status.switchPath = entry.conditional.settingPath;
    if (reason.reason !== undefined) status.reason = reason.reason;
    if (reason.reason !== undefined && reason.code !== undefined) status.reasonCode = reason.code;
    if (reason.reason !== undefined && reason.params !== undefined) status.reasonParams = reason.params;
    catalogue.push(status);
    if (enabled && availability.available) (entry.appOnly ? appTools : tools).push(tool);
  }
  return { tools, ...(appTools.length > 0 ? { appTools } : {}), catalogue };
}
