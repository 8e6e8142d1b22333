// A tool's label, description and availability reason in the UI's language: built-in tools from the catalog
// (locales/<lang>/tools.ts) by name, reasons by the code the core sends; custom and MCP tools keep their authors' words.
import type { ToolStatusView } from '../../../electron/shared/contract';
import { i18n } from '../i18n/i18n';
import type { tools } from '../i18n/locales/en/tools';

type Groups = typeof tools;
type ToolName = keyof Groups['toolLabels'];
type ReasonCode = keyof Groups['toolReasons'];

function isBuiltIn(name: string): name is ToolName {
  return i18n.exists(`toolLabels.${name}`);
}

/** i18next types each key's values; the core's parameters are checked by test/runtime/tool-catalog-words.test.ts. */
const translateReason = (code: ReasonCode, params: Record<string, string>): string =>
  (i18n.t as (key: string, options: Record<string, string>) => string)(`toolReasons.${code}`, params);

export function toolLabel(tool: Pick<ToolStatusView, 'name' | 'label'>): string {
  if (isBuiltIn(tool.name)) return i18n.t(`toolLabels.${tool.name}`);
  // A custom tool's label is its name and the core's "(custom)" (tools/user-tools/user-tool-entry.ts).
  if (tool.label === `${tool.name} (custom)`) return i18n.t('customToolWords.label', { name: tool.name });
  return tool.label;
}

/** The first sentence of what the tool does (a custom or MCP tool's own description is cut the same way). */
export function toolDescription(tool: Pick<ToolStatusView, 'name' | 'description'>): string {
  return isBuiltIn(tool.name)
    ? i18n.t(`toolDescriptions.${tool.name}`)
    : (tool.description.split(/(?<=\.)\s/)[0] ?? tool.description);
}

/** Why the tool is off or unavailable (or its availability note); the core's English when it sent no known code. */
export function toolReason(tool: Pick<ToolStatusView, 'name' | 'reason' | 'reasonCode' | 'reasonParams'>): string {
  const code = tool.reasonCode;
  if (code !== undefined && i18n.exists(`toolReasons.${code}`))
    return translateReason(code as ReasonCode, tool.reasonParams ?? {});
  const reason = tool.reason ?? '';
  return tool.name === 'shell' ? i18n.t('tools.sandbox', { reason }) : reason;
}
