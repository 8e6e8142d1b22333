// `project list|add NAME FOLDER|remove ID`: projects from the terminal. A project is a folder (the workspace of its
// chats, with its HEARTH.md/AGENTS.md) plus its chats. --json prints one JSON value. Unknown ID: exit 2; a bad name or
// folder: exit 1 with why, nothing stored.
import type { HearthRuntime } from '../../runtime/create-runtime';
import { exitCodes, type CliIo } from '../cli-io';

export async function runProjectCommand(
  positionals: string[],
  deps: { runtime: Pick<HearthRuntime, 'projects'>; io: CliIo; json: boolean },
): Promise<number> {
  const { projects } = deps.runtime;
  const { io, json } = deps;
  const [verb, ...args] = positionals;
  if (verb === 'list') {
    const list = projects.list();
    if (json) io.jsonLine(list);
    else if (list.length === 0) io.err('No projects yet: project add NAME FOLDER creates one.\n');
    else for (const project of list) io.out(`${project.id}\t${project.name}\t${project.folder}\n`);
    return exitCodes.ok;
  }
  if (verb === 'add') {
    const added = projects.add(args[0] ?? '', args[1] ?? '');
    if (!added.ok) {
      io.err(`hearth: ${added.error}\n`);
      return exitCodes.failed;
    }
    if (json) io.jsonLine(added.value);
    else io.out(`${added.value.id}\n`);
    return exitCodes.ok;
  }
  const removed = projects.remove(args[0] ?? '');
  if (!removed.ok) {
    io.err(`hearth: no project with ID '${args[0] ?? ''}'\n`);
    return exitCodes.usage;
  }
  if (json) io.jsonLine({ removed: args[0] });
  return exitCodes.ok;
}
