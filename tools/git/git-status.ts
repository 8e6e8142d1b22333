// Reads `git status --porcelain=v2 --branch -z` into the branch, its upstream and the changed files, and writes the
// few lines the model reads ("branch main, 1 ahead of origin/main", then staged, unstaged, untracked, conflicts).

export interface GitStatusEntry {
  path: string;
  /** Where a renamed or copied file came from. */
  from?: string;
  /** Index state (X) and work tree state (Y) as git writes them: M, A, D, R, C, T, U or '.'. */
  staged: string;
  unstaged: string;
}

export interface GitStatus {
  branch: string;
  upstream?: string;
  ahead?: number;
  behind?: number;
  changes: GitStatusEntry[];
  untracked: string[];
  conflicts: string[];
}

export function parseStatus(output: string): GitStatus {
  const status: GitStatus = { branch: '(unknown)', changes: [], untracked: [], conflicts: [] };
  const records = output.split('\0');
  for (let index = 0; index < records.length; index += 1) {
    const record = records[index] as string;
    if (record.startsWith('# branch.head ')) status.branch = record.slice('# branch.head '.length);
    else if (record.startsWith('# branch.upstream ')) status.upstream = record.slice('# branch.upstream '.length);
    else if (record.startsWith('# branch.ab ')) {
      const [ahead, behind] = record.slice('# branch.ab '.length).split(' ');
      status.ahead = Math.abs(Number(ahead));
      status.behind = Math.abs(Number(behind));
    } else if (record.startsWith('? ')) status.untracked.push(record.slice(2));
    else if (record.startsWith('u ')) status.conflicts.push(record.split(' ').slice(10).join(' '));
    else if (record.startsWith('1 ') || record.startsWith('2 ')) {
      const fields = record.split(' ');
      const xy = fields[1] ?? '..';
      const renamed = record.startsWith('2 ');
      const path = fields.slice(renamed ? 9 : 8).join(' ');
      const entry: GitStatusEntry = { path, staged: xy[0] ?? '.', unstaged: xy[1] ?? '.' };
      if (renamed) {
        index += 1;
        entry.from = records[index] ?? '';
      }
      status.changes.push(entry);
    }
  }
  return status;
}

function branchLine(status: GitStatus): string {
  if (!status.upstream) return `On branch ${status.branch} (no upstream).`;
  const parts = [`${status.ahead ?? 0} ahead`, `${status.behind ?? 0} behind`];
  return `On branch ${status.branch}, tracking ${status.upstream}: ${parts.join(', ')}.`;
}

function section(title: string, lines: string[]): string[] {
  return lines.length === 0 ? [] : [`${title} (${lines.length}):`, ...lines.map((line) => `  ${line}`)];
}

export function statusText(status: GitStatus, cutBytes: number): string {
  const named = (entry: GitStatusEntry, code: string): string =>
    `${code} ${entry.from ? `${entry.from} -> ` : ''}${entry.path}`;
  const staged = status.changes.filter((entry) => entry.staged !== '.').map((entry) => named(entry, entry.staged));
  const unstaged = status.changes
    .filter((entry) => entry.unstaged !== '.')
    .map((entry) => named(entry, entry.unstaged));
  const lines = [
    branchLine(status),
    ...section('Staged', staged),
    ...section('Not staged', unstaged),
    ...section('Untracked', status.untracked),
    ...section('Conflicts', status.conflicts),
  ];
  if (lines.length === 1) lines.push('Nothing to commit; the working tree is clean.');
  if (cutBytes > 0) lines.push(`[status cut: ${cutBytes} more bytes of entries not shown; ask for fewer \`files\`.]`);
  return lines.join('\n');
}
