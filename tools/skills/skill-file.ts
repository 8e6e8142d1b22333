// Reads a <skill>/SKILL.md in the shared Agent Skills format: front matter between `---` lines (`name`, `description`, other
// keys kept but unused), then the instructions. Pure; failures as data.
import { err, ok, type Result } from '../../electron/shared/result';

export interface SkillManifest {
  name: string;
  description: string;
  /** The instructions: everything after the front matter. */
  instructions: string;
}

/** Letters, digits, `-` and `_`, up to 64: what the skill tool's `name` and the CLI accept. */
export const skillNamePattern = /^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$/;
export const maxDescriptionChars = 1_024;

function unquote(value: string): string {
  const trimmed = value.trim();
  if (trimmed.length >= 2 && (trimmed[0] === '"' || trimmed[0] === "'") && trimmed.endsWith(trimmed[0])) {
    return trimmed.slice(1, -1);
  }
  return trimmed;
}

/** `key: value` lines; indented lines continue the previous value (folded with a space), `|` / `>` markers dropped. */
function readFrontMatter(lines: readonly string[]): Map<string, string> {
  const fields = new Map<string, string>();
  let current: string | null = null;
  for (const line of lines) {
    const field = /^([A-Za-z][\w-]*):\s*(.*)$/.exec(line);
    if (field) {
      current = field[1]!.toLowerCase();
      const value = field[2]!.trim();
      fields.set(current, value === '|' || value === '>' || value === '>-' || value === '|-' ? '' : unquote(value));
    } else if (current !== null && /^\s+\S/.test(line)) {
      const previous = fields.get(current) ?? '';
      fields.set(current, previous === '' ? unquote(line) : `${previous} ${unquote(line)}`);
    }
  }
  return fields;
}

export function parseSkillFile(text: string): Result<SkillManifest> {
  const lines = text.replace(/^\uFEFF/, '').split(/\r?\n/);
  if (lines[0]?.trim() !== '---') return err('SKILL.md must start with front matter (a "---" line).');
  const end = lines.findIndex((line, index) => index > 0 && line.trim() === '---');
  if (end < 0) return err('SKILL.md front matter has no closing "---" line.');
  const fields = readFrontMatter(lines.slice(1, end));
  const name = fields.get('name') ?? '';
  const description = fields.get('description') ?? '';
  if (!skillNamePattern.test(name)) {
    return err(`SKILL.md needs a name of letters, digits, "-" or "_" (up to 64), not "${name.slice(0, 80)}".`);
  }
  if (description === '') return err('SKILL.md needs a description in its front matter.');
  if (description.length > maxDescriptionChars) {
    return err(`The description is longer than ${maxDescriptionChars} characters.`);
  }
  return ok({
    name,
    description,
    instructions: lines
      .slice(end + 1)
      .join('\n')
      .trim(),
  });
}
