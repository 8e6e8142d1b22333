// `backup create [--out FILE]`, `backup list` and `backup restore FILE [--yes]` over the runtime's backup service.
// Restore prints what it would add and asks at the terminal (--yes: without asking; no terminal and no --yes: nothing).
import type { HearthRuntime } from '../../runtime/create-runtime';
import type { BackupInfo } from '../../runtime/backups/backup-service';
import type { RestorePreview } from '../../storage/backup/restore-merge';
import { exitCodes, type CliIo } from '../cli-io';
import { confirm, type CliTerminal } from '../cli-terminal';
import { progressBar } from '../progress-bar';

export interface BackupCommandDeps {
  runtime: Pick<HearthRuntime, 'backups'>;
  io: CliIo;
  json: boolean;
  yes: boolean;
  out?: string;
  terminal: CliTerminal | null;
}

export async function runBackupCommand(args: string[], deps: BackupCommandDeps): Promise<number> {
  const { runtime, io, json } = deps;
  const [verb, file = ''] = args;
  if (verb === 'create') {
    const made = await runtime.backups.create(deps.out ? { out: deps.out } : {});
    if (!made.ok) return fail(io, made.error);
    if (json) io.jsonLine({ type: 'backup', ...made.value });
    else io.out(`${made.value.file}\n`);
    return exitCodes.ok;
  }
  if (verb === 'list') {
    const backups = runtime.backups.list();
    if (json) io.jsonLine(backups);
    else if (backups.length === 0) io.err(`hearth: no backups in ${runtime.backups.folder}\n`);
    else for (const backup of backups) io.out(`${describeBackup(backup)}\n`);
    return exitCodes.ok;
  }
  const preview = runtime.backups.preview(file);
  if (!preview.ok) return fail(io, preview.error);
  if (json) io.jsonLine({ type: 'restore_preview', backup: preview.value.backup, preview: preview.value.preview });
  else io.err(`${describeBackup(preview.value.backup)}\n${describePreview(preview.value.preview)}`);
  if (!deps.yes) {
    if (!deps.terminal) return fail(io, 'nothing was restored: confirm in a terminal, or pass --yes');
    if (!(await confirm(deps.terminal, 'Restore this backup (a merge: nothing local is replaced)?'))) {
      io.err('hearth: nothing was restored\n');
      return exitCodes.ok;
    }
  }
  const stages = { plan: progressBar(io, 'comparing conversations'), apply: progressBar(io, 'writing') };
  const restored = runtime.backups.restore(
    file,
    json ? {} : { onProgress: ({ stage, done, total }) => stages[stage](done, total) },
  );
  if (!restored.ok) return fail(io, restored.error);
  if (json) io.jsonLine({ type: 'restored', backup: restored.value.backup, restored: restored.value.preview });
  else io.out(`restored from ${restored.value.backup.file}\n`);
  return exitCodes.ok;
}

export function describeBackup(backup: BackupInfo): string {
  const { counts } = backup;
  return (
    `${backup.name}  ${new Date(backup.createdAt).toISOString()}  ${backup.reason.replace('_', ' ')}  ` +
    `${counts.conversations} conversations, ${counts.messages} messages, ${counts.memories} memories, ` +
    `${counts.jobs} jobs, ${counts.attachments} attachments  (Hearth ${backup.hearthVersion}, schema ${backup.schemaVersion})`
  );
}

export function describePreview(preview: RestorePreview): string {
  const lines = [
    `Adds ${preview.conversations.added.length} conversations, ${preview.messages} messages, ` +
      `${preview.memories.added} memories, ${preview.jobs.added.length} jobs (switched off), ` +
      `${preview.projects.length} projects, ${preview.attachments} attachments` +
      (preview.settings ? ', and the settings' : ''),
    ...preview.conversations.added.map((title) => `  + ${title}`),
    ...preview.conversations.extended.map((title) => `  + messages in ${title}`),
    ...preview.conversations.copied.map((title) => `  ≠ ${title}: differs here, restored as a copy`),
    ...preview.jobs.added.map((name) => `  + job ${name} (off)`),
    ...preview.jobs.copied.map((name) => `  ≠ job ${name}: differs here, restored as a copy (off)`),
  ];
  const kept = preview.conversations.keptLocal + preview.memories.keptLocal + preview.jobs.keptLocal;
  if (kept > 0) lines.push(`Keeps ${kept} local item(s) that are newer than the backup's.`);
  lines.push(`Never restored from a file: ${preview.notRestored.join(', ')}.`);
  return `${lines.join('\n')}\n`;
}

function fail(io: CliIo, message: string): number {
  io.err(`hearth: ${message}\n`);
  return exitCodes.failed;
}
