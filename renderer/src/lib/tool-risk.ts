// Tool risk levels as people read them (badge text and a one-line explanation).
export type ToolRiskName = 'read' | 'write' | 'exec' | 'network';

export const riskLabels: Record<ToolRiskName, { label: string; explain: string }> = {
  read: { label: 'Reads', explain: 'Only reads information.' },
  write: { label: 'Writes', explain: 'Can change files or saved data.' },
  exec: { label: 'Runs commands', explain: 'Runs programs on this computer.' },
  network: { label: 'Uses the network', explain: 'Contacts other computers.' },
};

/** A friendly label for a tool known only by name (history loaded before the catalogue). */
export function labelFromName(name: string): string {
  const words = name.replace(/__/g, ': ').replace(/_/g, ' ').trim();
  return words ? words[0]!.toUpperCase() + words.slice(1) : name;
}
