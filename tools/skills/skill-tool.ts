// The `skill` tool (`{"name": NAME}`): loads a trusted skill's instructions and lists its files when the model chooses
// it (before that only its name and description are in the system prompt). Its scripts run only through the shell tool
// and its approvals. What it returns was written by the skill's author: untrusted content (source kind `skill`).
import { z } from 'zod';
import { defineTool, fail, ok, type AnyTool } from '../tool';
import type { FoundSkill } from './skill-folder-scan';

/** The skills a workspace sees (data folder first, then `<workspace>/.hearth/skills/`), with their trust, read now. */
export interface SkillCatalog {
  list(workspace: string): { skill: FoundSkill; trusted: boolean }[];
}

const parameters = z.lazy(() =>
  z.object({
    name: z.string().trim().min(1).max(64).describe('The name of a skill listed under "Skills" in the system prompt.'),
  }),
);

/** What the model reads: the instructions, the folder (for the shell) and every file in it. */
export function skillContent(skill: FoundSkill): string {
  const files = skill.files.map((file) => `- ${file.path} (${file.bytes} bytes)`);
  return [
    `Skill "${skill.name}" (version ${skill.version}), folder ${skill.folder}`,
    '',
    skill.instructions,
    '',
    'Files in the skill folder (read them with read_file or the shell; run its scripts with the shell tool, by their',
    'absolute path, e.g. `sh ' + skill.folder + '/scripts/NAME.sh`):',
    ...files,
  ].join('\n');
}

export interface SkillToolDeps {
  catalog: SkillCatalog;
  /** Whether any skill folder exists: the model is offered the tool only then. Absent: always. */
  hasSkills?: () => boolean;
}

export function createSkillTool(deps: SkillToolDeps): AnyTool {
  return defineTool({
    name: 'skill',
    label: 'Skill',
    description:
      'Load a skill: its instructions and the files in its folder. Call it when a skill listed in the system prompt ' +
      'fits the task, before doing the task.',
    parameters,
    risk: 'read',
    availability: () =>
      (deps.hasSkills?.() ?? true)
        ? { available: true }
        : { available: false, reason: "no skills yet (add one: 'hearth skills import PATH')", code: 'noSkills' },
    execute: async (args, ctx) => {
      const skills = deps.catalog.list(ctx.workspace);
      const found = skills.find((entry) => entry.skill.name === args.name);
      if (!found) {
        const names = skills.filter((entry) => entry.trusted).map((entry) => entry.skill.name);
        return fail(`No skill is named "${args.name}". Skills: ${names.join(', ') || 'none'}.`, 'not_found');
      }
      if (!found.trusted) {
        return fail(
          `The skill "${args.name}" (version ${found.skill.version}) is not trusted: the person can trust it in ` +
            `Settings → Skills or with \`hearth skills trust ${args.name}\`.`,
          'untrusted',
        );
      }
      return ok(skillContent(found.skill), {
        details: { skill: found.skill.name, version: found.skill.version, folder: found.skill.folder },
        source: { kind: 'skill', label: `${found.skill.name} (${found.skill.folder})` },
      });
    },
  });
}
