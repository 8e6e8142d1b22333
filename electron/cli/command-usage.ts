// Usage rules of the CLI commands with verbs or flags of their own, kept out of args.ts: `backup create|list|restore`,
// `calendar add NAME URL [--user USER] | list | remove NAME` and `export`. Each answers a problem sentence, or null.
import { exportFormats, isExportFormat } from '../runtime/conversation-export/export-formats';

/** `backup create [--out FILE] | list | restore FILE`; undefined for other commands (their own checks apply). */
export function checkBackupUsage(
  command: string,
  rest: string[],
  values: { format?: string; out?: string; all?: boolean },
): string | null | undefined {
  if (command !== 'backup') return undefined;
  const [verb, file] = rest;
  if (!['create', 'list', 'restore'].includes(verb ?? '')) return "'backup' needs create, list or restore FILE";
  if (verb === 'restore' && (file === undefined || file.trim() === '')) return "'backup restore' needs the backup FILE";
  if (verb !== 'restore' && file !== undefined) return `'backup ${verb}' takes no argument`;
  if (values.format !== undefined || values.all) return '--format and --all work only with export';
  if (values.out !== undefined && verb !== 'create') return '--out works only with backup create (or export)';
  if (values.out !== undefined && values.out.trim() === '') return '--out needs a path';
  return null;
}

/** `calendar add NAME URL [--user USER] | list | remove NAME`; `--user` belongs to `calendar add` alone. */
export function checkCalendarUsage(command: string, rest: string[], values: { user?: string }): string | null {
  if (command !== 'calendar') return values.user === undefined ? null : '--user works only with calendar add';
  const arity: Record<string, number> = { list: 1, add: 3, remove: 2 };
  const [verb] = rest;
  if (verb === undefined || arity[verb] === undefined || arity[verb] !== rest.length)
    return "use 'calendar add NAME URL [--user USER]', 'calendar list' or 'calendar remove NAME'";
  if (values.user !== undefined && verb !== 'add') return '--user works only with calendar add';
  if (values.user !== undefined && values.user.trim() === '') return '--user needs a user name';
  return null;
}

/** The export command's own rules: an ID or --all (not both), --all needs --out, a known --format; flags only for it. */
export function checkExportFlags(
  command: string,
  rest: string[],
  values: { format?: string; out?: string; all?: boolean },
): string | null {
  if (command !== 'export') {
    if (values.format !== undefined || values.out !== undefined || values.all)
      return '--format, --out and --all work only with export';
    return null;
  }
  if (values.format !== undefined && !isExportFormat(values.format))
    return `--format must be one of ${exportFormats.join(', ')}`;
  if (values.out !== undefined && values.out.trim() === '') return '--out needs a path';
  if (values.all && rest.length > 0) return "'export --all' takes no conversation ID";
  if (values.all && values.out === undefined) return "'export --all' needs --out DIR (the folder to write into)";
  if (!values.all && rest.length === 0) return "'export' needs a conversation ID (or --all --out DIR)";
  if (!values.all && rest[0]!.trim() === '') return "'export' needs a conversation ID";
  return null;
}
