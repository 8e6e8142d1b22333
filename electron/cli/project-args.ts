// The project command's usage rules (args.ts calls them): `project list|add NAME FOLDER|remove ID`, and
// `--project ID` only for a new conversation of `ask`.
/** `project list|add NAME FOLDER|remove ID`, and `--project ID` only for a new conversation of `ask`. */
export function checkProjectUsage(
  command: string,
  rest: string[],
  values: { project?: string; conversation?: string },
): string | null {
  if (command === 'project') {
    const [verb] = rest;
    const arity: Record<string, number> = { list: 1, add: 3, remove: 2 };
    if (verb === undefined || arity[verb] === undefined || arity[verb] !== rest.length)
      return "use 'project list', 'project add NAME FOLDER' or 'project remove ID'";
  }
  if (values.project === undefined) return null;
  if (command !== 'ask') return '--project works only with ask';
  if (values.project.trim() === '') return '--project needs a project ID';
  if (values.conversation !== undefined)
    return '--project starts a new conversation; it cannot be combined with --conversation';
  return null;
}
