// What a restore would add, shown before it runs and answered after: the restore merge (restore-merge.ts) fills it
// while it plans, and the CLI and the settings screen show it.

export interface RestorePreview {
  /** New conversations (and those a copy is made of), by title. */
  conversations: { added: string[]; extended: string[]; copied: string[]; keptLocal: number };
  messages: number;
  memories: { added: number; copied: number; keptLocal: number };
  jobs: { added: string[]; copied: string[]; keptLocal: number };
  projects: string[];
  attachments: number;
  /** True when this data folder has no settings yet and takes the backup's (without the approval policy). */
  settings: boolean;
  /** Never restored from a file: they grant permissions. */
  notRestored: string[];
}

const NOT_RESTORED = ['approval rules', 'trusted custom tools', 'the approval policy and MCP servers in settings'];

/** A preview with nothing in it yet. */
export function emptyRestorePreview(): RestorePreview {
  return {
    conversations: { added: [], extended: [], copied: [], keptLocal: 0 },
    messages: 0,
    memories: { added: 0, copied: 0, keptLocal: 0 },
    jobs: { added: [], copied: [], keptLocal: 0 },
    projects: [],
    attachments: 0,
    settings: false,
    notRestored: NOT_RESTORED,
  };
}
