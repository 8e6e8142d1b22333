// Usage rules of the CLI commands with verbs of their own, kept out of args.ts: `backup create|list|restore` and
// `calendar add NAME URL [--user USER] | list | remove NAME`. Each answers a problem sentence, or null when fine.

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
