// Tool risk levels as people read them: the catalog keys (renderer/src/i18n/) of each badge and its one-line
// explanation.
export type ToolRiskName = 'read' | 'write' | 'exec' | 'network';

export const riskLabels = {
  read: { label: 'risk.readLabel', explain: 'risk.readExplain' },
  write: { label: 'risk.writeLabel', explain: 'risk.writeExplain' },
  exec: { label: 'risk.execLabel', explain: 'risk.execExplain' },
  network: { label: 'risk.networkLabel', explain: 'risk.networkExplain' },
} as const satisfies Record<ToolRiskName, { label: string; explain: string }>;

/** A friendly label for a tool known only by name (history loaded before the catalogue). */
export function labelFromName(name: string): string {
  const words = name.replace(/__/g, ': ').replace(/_/g, ' ').trim();
  return words ? words[0]!.toUpperCase() + words.slice(1) : name;
}
