// `hearth skills list [--json] | import PATH | trust NAME` (issue 42): the skills the workspace sees with their trust,
// what changed and the static check's warnings (electron/runtime/skills/); --json prints one JSON value.
import type { HearthRuntime } from '../../runtime/create-runtime';
import type { SkillView, SkillsList } from '../../shared/skills-contract';
import { warningWords } from '../../../tools/skills/skill-static-check';
import { exitCodes, type CliIo } from '../cli-io';
import { revealInvisible } from '../terminal-text';

interface SkillsCommandDeps {
  runtime: Pick<HearthRuntime, 'skills' | 'workspace'>;
  io: CliIo;
  json: boolean;
}

const safe = (text: string) => revealInvisible(text);

function changesLine(skill: SkillView): string | null {
  if (skill.trusted || skill.changes === null) return null;
  const { added, removed, changed } = skill.changes;
  const parts = [
    ...changed.map((path) => `changed ${path}`),
    ...added.map((path) => `added ${path}`),
    ...removed.map((path) => `removed ${path}`),
  ];
  return `    new version since the trusted one: ${parts.length > 0 ? parts.map(safe).join(', ') : 'no file changed'}`;
}

function printSkill(skill: SkillView, io: CliIo): void {
  const trust = skill.trusted ? 'trusted' : 'untrusted';
  io.out(`${safe(skill.name)}  ${trust}  ${skill.origin}  version ${skill.version}  ${safe(skill.folder)}\n`);
  io.out(`    ${safe(skill.description)}\n`);
  const changes = changesLine(skill);
  if (changes) io.out(`${changes}\n`);
  for (const warning of skill.warnings) {
    io.out(
      `    warning: ${warningWords[warning.kind]}: ${safe(warning.file)}:${warning.line}: ${safe(warning.text)}\n`,
    );
  }
}

function printProblems(problems: SkillsList['problems'], io: CliIo): void {
  for (const problem of problems) io.err(`hearth: skipped ${safe(problem.folder)}: ${safe(problem.error)}\n`);
}

export function runSkillsCommand(positionals: string[], deps: SkillsCommandDeps): number {
  const { runtime, io, json } = deps;
  const [verb, argument = ''] = positionals;
  if (verb === 'list') {
    const listed = runtime.skills.views(runtime.workspace());
    if (json) io.jsonLine(listed);
    else {
      if (listed.skills.length === 0) io.out(`No skills (put them in ${safe(runtime.skills.dataFolder)}).\n`);
      for (const skill of listed.skills) printSkill(skill, io);
      printProblems(listed.problems, io);
    }
    return exitCodes.ok;
  }
  if (verb === 'import') {
    const imported = runtime.skills.importFrom(argument);
    if (!imported.ok) {
      io.err(`hearth: ${imported.error}\n`);
      return exitCodes.failed;
    }
    if (json) io.jsonLine({ imported: imported.imported, problems: imported.problems });
    else {
      for (const skill of imported.imported) printSkill(skill, io);
      printProblems(imported.problems, io);
      if (imported.imported.length > 0) io.out('Imported skills stay untrusted until `hearth skills trust NAME`.\n');
    }
    return imported.imported.length > 0 ? exitCodes.ok : exitCodes.failed;
  }
  const trusted = runtime.skills.trust(argument, runtime.workspace());
  if (!trusted.ok) {
    io.err(`hearth: ${trusted.error}\n`);
    return exitCodes.failed;
  }
  if (json) io.jsonLine(trusted.skill);
  else io.out(`Trusted ${safe(trusted.skill.name)} (version ${trusted.skill.version}).\n`);
  return exitCodes.ok;
}
