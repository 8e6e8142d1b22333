// Agent Skills (issue 42): the skills in `<data>/skills/` and `<workspace>/.hearth/skills/`, their trust per version,
// the static check's warnings, import from other agents' folders (copied into `<data>/skills/`), and the system
// prompt's list of trusted skills. Shared by the `skill` tool, Settings → Skills (skills:*) and `hearth skills`.
import { cpSync, existsSync, lstatSync, mkdirSync, readdirSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { err, ok, type Result } from '../../shared/result';
import type { SkillView, SkillsList } from '../../shared/skills-contract';
import { readSkillFolder, scanSkillsFolder, type FoundSkill } from '../../../tools/skills/skill-folder-scan';
import type { SkillCatalog } from '../../../tools/skills/skill-tool';
import type { SkillTrust } from './skill-trust';

export interface SkillsService extends SkillCatalog {
  /** Every skill this workspace sees (data folder first; a workspace skill with a data skill's name is left out). */
  views(workspace: string): SkillsList;
  /** Trusts the current version of the skill named so (only `version`, when given: what the person was shown). */
  trust(name: string, workspace: string, version?: string): Result<{ skill: SkillView }>;
  /** Copies a skill folder, or every skill in a folder of skills (e.g. `~/.claude/skills`), into `<data>/skills/`. */
  importFrom(path: string): Result<{ imported: SkillView[]; problems: SkillsList['problems'] }>;
  /** The system prompt's list of trusted skills (names and descriptions), or undefined when there is none. */
  promptSection(workspace: string): string | undefined;
  /** Whether a skill folder exists in `<data>/skills` or the workspace's `.hearth/skills` (cheap: no file is read). */
  hasAny(workspace: string): boolean;
  /** `<data>/skills`: readable (never writable) inside the shell's sandbox, so a skill's scripts can run. */
  readonly dataFolder: string;
}

export function createSkillsService(deps: { dataDir: string; homeDir: string; trust: SkillTrust }): SkillsService {
  const dataFolder = join(deps.dataDir, 'skills');
  const scan = (workspace: string) => {
    const data = scanSkillsFolder(dataFolder, 'data');
    const local = scanSkillsFolder(join(workspace, '.hearth', 'skills'), 'workspace');
    const names = new Set(data.skills.map((skill) => skill.name));
    const shadowed = local.skills.filter((skill) => names.has(skill.name));
    return {
      skills: [...data.skills, ...local.skills.filter((skill) => !names.has(skill.name))],
      problems: [
        ...data.problems,
        ...local.problems,
        ...shadowed.map((skill) => ({
          folder: skill.folder,
          error: `A skill in Hearth's data folder is already named "${skill.name}".`,
        })),
      ],
    };
  };
  const toView = (skill: FoundSkill): SkillView => ({
    name: skill.name,
    description: skill.description,
    origin: skill.origin,
    folder: skill.folder,
    version: skill.version,
    trusted: deps.trust.isTrusted(skill),
    files: skill.files.map((file) => file.path),
    warnings: skill.warnings,
    changes: deps.trust.changes(skill),
  });
  const list = (workspace: string) =>
    scan(workspace).skills.map((skill) => ({ skill, trusted: deps.trust.isTrusted(skill) }));

  const hasFolders = (root: string) => {
    try {
      return readdirSync(root, { withFileTypes: true }).some((entry) => entry.isDirectory());
    } catch {
      return false;
    }
  };

  return {
    dataFolder,
    hasAny: (workspace) => hasFolders(dataFolder) || hasFolders(join(workspace, '.hearth', 'skills')),
    list,
    views: (workspace) => {
      const found = scan(workspace);
      return { skills: found.skills.map(toView), problems: found.problems };
    },
    trust(name, workspace, version) {
      const skill = scan(workspace).skills.find((entry) => entry.name === name);
      if (!skill) return err(`No skill is named "${name}".`);
      if (version !== undefined && version !== skill.version) {
        return err(`The skill "${name}" changed (now version ${skill.version}): look at it again before trusting it.`);
      }
      deps.trust.trust(skill);
      return ok({ skill: toView(skill) });
    },
    importFrom(path) {
      const source = resolve(path === '~' ? deps.homeDir : path.replace(/^~(?=\/)/, deps.homeDir));
      if (!existsSync(source) || !lstatSync(source).isDirectory()) return err(`${source} is not a folder.`);
      const single = existsSync(join(source, 'SKILL.md'));
      const found = single ? readSkillFolder(source, 'data') : null;
      const candidates = found
        ? 'error' in found
          ? { skills: [], problems: [found] }
          : { skills: [found], problems: [] }
        : scanSkillsFolder(source, 'data');
      if (candidates.skills.length === 0 && candidates.problems.length === 0) {
        return err(`No skill (a folder with a SKILL.md) was found in ${source}.`);
      }
      mkdirSync(dataFolder, { recursive: true });
      const imported: SkillView[] = [];
      for (const skill of candidates.skills) {
        const target = join(dataFolder, skill.name);
        if (resolve(skill.folder) === target) continue;
        rmSync(target, { recursive: true, force: true });
        // Links are not copied: a skill is its own files, never a path into the rest of the disk.
        cpSync(skill.folder, target, { recursive: true, filter: (from) => !lstatSync(from).isSymbolicLink() });
        const copied = readSkillFolder(target, 'data');
        if (!('error' in copied)) imported.push(toView(copied));
      }
      return ok({ imported, problems: candidates.problems });
    },
    promptSection(workspace) {
      const trusted = list(workspace).filter((entry) => entry.trusted);
      if (trusted.length === 0) return undefined;
      return [
        '## Skills',
        'Skills hold instructions (and sometimes scripts) for particular tasks. When one fits the task, call the `skill`',
        'tool with its name first and follow what it returns; its scripts run only through the shell tool.',
        ...trusted.map(({ skill }) => `- ${skill.name}: ${skill.description}`),
      ].join('\n');
    },
  };
}
