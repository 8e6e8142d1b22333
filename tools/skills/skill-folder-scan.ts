// Finds the skills in a skills folder (`<data>/skills/`, `<workspace>/.hearth/skills/`): each sub-folder with a
// <skill>/SKILL.md. A skill's version is the hash of its whole folder (every file's path and content hash), so any change is a
// new version; each text file gets the static check (skill-static-check.ts). Symbolic links are skipped, never followed.
import { lstatSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { contentVersion } from '../user-tools/folder-scan';
import { parseSkillFile } from './skill-file';
import { checkSkillFile, looksLikeText, type SkillWarning } from './skill-static-check';

export type SkillOrigin = 'data' | 'workspace';

export interface SkillFileEntry {
  /** Relative to the skill's folder, with `/`. */
  path: string;
  hash: string;
  bytes: number;
}

export interface FoundSkill {
  name: string;
  description: string;
  instructions: string;
  origin: SkillOrigin;
  /** Absolute folder of the skill. */
  folder: string;
  version: string;
  files: SkillFileEntry[];
  warnings: SkillWarning[];
}

export interface SkillProblem {
  folder: string;
  error: string;
}

/** Limits that keep a scan cheap: files per skill, bytes per file checked, folder depth. */
const maxFiles = 500;
const maxCheckedBytes = 1_000_000;
const maxDepth = 8;

function listFiles(folder: string): string[] {
  const found: string[] = [];
  const walk = (dir: string, depth: number): void => {
    if (depth > maxDepth || found.length >= maxFiles) return;
    for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path, depth + 1);
      else if (entry.isFile() && found.length < maxFiles) found.push(path);
    }
  };
  walk(folder, 0);
  return found;
}

/** One skill folder read whole: its manifest, files, version and warnings, or why it cannot be used. */
export function readSkillFolder(folder: string, origin: SkillOrigin): FoundSkill | SkillProblem {
  let manifestText: string;
  try {
    manifestText = readFileSync(join(folder, 'SKILL.md'), 'utf8');
  } catch (error) {
    return { folder, error: `Cannot read SKILL.md: ${(error as Error).message}` };
  }
  const manifest = parseSkillFile(manifestText);
  if (!manifest.ok) return { folder, error: manifest.error };
  const files: SkillFileEntry[] = [];
  const warnings: SkillWarning[] = [];
  for (const path of listFiles(folder)) {
    const bytes = readFileSync(path);
    const name = relative(folder, path).split(sep).join('/');
    files.push({ path: name, hash: contentVersion(bytes), bytes: bytes.length });
    if (name !== 'SKILL.md' && bytes.length <= maxCheckedBytes && looksLikeText(bytes)) {
      warnings.push(...checkSkillFile(name, bytes.toString('utf8')));
    }
  }
  const version = contentVersion(files.map((file) => `${file.path}\0${file.hash}`).join('\n'));
  const { name, description, instructions } = manifest;
  return { name, description, instructions, origin, folder, version, files, warnings };
}

/** Every skill in one skills folder (missing folder: none), and the folders that could not be read. */
export function scanSkillsFolder(
  root: string,
  origin: SkillOrigin,
): { skills: FoundSkill[]; problems: SkillProblem[] } {
  const skills: FoundSkill[] = [];
  const problems: SkillProblem[] = [];
  let entries: string[];
  try {
    if (!lstatSync(root).isDirectory()) return { skills, problems };
    entries = readdirSync(root).sort();
  } catch {
    return { skills, problems };
  }
  for (const entry of entries) {
    const folder = join(root, entry);
    if (entry.startsWith('.') || !lstatSync(folder).isDirectory()) continue;
    const read = readSkillFolder(folder, origin);
    if ('error' in read) problems.push(read);
    else skills.push(read);
  }
  return { skills, problems };
}
