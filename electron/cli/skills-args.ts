// The skills command's usage (args.ts shows and calls these): `skills list [--json]`, `skills import PATH` and
// `skills trust NAME` (issue 42).
export const skillsUsage = `  skills list               Agent Skills in the data folder's skills/ and the workspace's .hearth/skills/: name,
                            trusted or not, what changed since the trusted version, the static check's warnings
  skills import PATH        copy a skill folder, or every skill in a folder such as ~/.claude/skills, into the data
                            folder's skills/ (untrusted until trusted); prints the static check's warnings
  skills trust NAME         trust the skill's current version (its name and description reach the model's prompt)`;

export function checkSkillsUsage(command: string, rest: string[]): string | null {
  if (command !== 'skills') return null;
  const [verb, argument] = rest;
  const usage = "use 'skills list', 'skills import PATH' or 'skills trust NAME'";
  if (verb === 'list') return rest.length === 1 ? null : usage;
  if (verb === 'import' || verb === 'trust') return argument?.trim() ? null : usage;
  return usage;
}
