// Which skill versions the person trusted, kept in the custom tool trust table (electron/storage/custom-tool-trust.ts)
// under `skill:<folder>`, with each file's `path@hash` so a new version can say what changed since the trusted one.
import type { CustomToolTrustPort } from '../../shared/custom-tool-trust';
import type { SkillView } from '../../shared/skills-contract';
import type { FoundSkill } from '../../../tools/skills/skill-folder-scan';

export interface SkillTrust {
  isTrusted(skill: FoundSkill): boolean;
  trust(skill: FoundSkill): void;
  /** What changed since the newest trusted version of this folder; null when none was trusted. */
  changes(skill: FoundSkill): SkillView['changes'];
}

const keyOf = (skill: FoundSkill) => `skill:${skill.folder}`;
const fileMarks = (skill: FoundSkill) => skill.files.map((file) => `${file.path}@${file.hash}`);

function splitMark(mark: string): [string, string] {
  const at = mark.lastIndexOf('@');
  return [mark.slice(0, at), mark.slice(at + 1)];
}

export function createSkillTrust(store: CustomToolTrustPort): SkillTrust {
  return {
    isTrusted: (skill) => store.isTrusted(keyOf(skill), skill.version),
    trust: (skill) => {
      store.trust({
        file: keyOf(skill),
        version: skill.version,
        name: skill.name,
        risk: 'read',
        capabilities: fileMarks(skill),
      });
    },
    changes(skill) {
      const newest = store.list().find((record) => record.file === keyOf(skill));
      if (!newest) return null;
      const before = new Map(newest.capabilities.map(splitMark));
      const now = new Map(fileMarks(skill).map(splitMark));
      return {
        added: [...now.keys()].filter((path) => !before.has(path)),
        removed: [...before.keys()].filter((path) => !now.has(path)),
        changed: [...now.keys()].filter((path) => before.has(path) && before.get(path) !== now.get(path)),
      };
    },
  };
}
