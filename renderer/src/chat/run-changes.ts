// Which run changed files in the workspace, read from an answer's tool cards: the shell's and file tools' results carry
// `details.undo` ({ runId, files }: the run's changed-file count so far). The last card that has one speaks for the run.
import type { ToolCardView } from '../stores/conversation-types';

export interface RunChangesFacts {
  runId: string;
  files: number;
}

export function runChangesOf(
  toolCallIds: readonly string[],
  tools: Readonly<Record<string, ToolCardView>>,
): RunChangesFacts | null {
  let found: RunChangesFacts | null = null;
  for (const id of toolCallIds) {
    const details = tools[id]?.details;
    if (typeof details !== 'object' || details === null) continue;
    const undo = (details as { undo?: unknown }).undo;
    if (typeof undo !== 'object' || undo === null) continue;
    const { runId, files } = undo as { runId?: unknown; files?: unknown };
    if (typeof runId === 'string' && typeof files === 'number' && files > 0) found = { runId, files };
  }
  return found;
}
