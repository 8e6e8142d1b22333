// The IPC contract of Settings → Skills (issue 42): the skills Hearth sees, with their trust, what changed since the
// trusted version and the static check's warnings, and trusting the current version. contract.ts spreads it.
import { z } from 'zod';

export const skillWarningSchema = z.object({
  kind: z.enum(['network', 'writes_outside', 'reads_secrets']),
  file: z.string(),
  line: z.number(),
  text: z.string(),
});

export const skillViewSchema = z.object({
  name: z.string(),
  description: z.string(),
  /** `data`: `<data>/skills/` (imported or installed); `workspace`: `<workspace>/.hearth/skills/`. */
  origin: z.enum(['data', 'workspace']),
  folder: z.string(),
  version: z.string(),
  trusted: z.boolean(),
  files: z.array(z.string()),
  warnings: z.array(skillWarningSchema),
  /** Against the newest trusted version of this folder; null when no version of it was ever trusted. */
  changes: z
    .object({ added: z.array(z.string()), removed: z.array(z.string()), changed: z.array(z.string()) })
    .nullable(),
});
export type SkillView = z.infer<typeof skillViewSchema>;

export const skillsListSchema = z.object({
  skills: z.array(skillViewSchema),
  /** Folders with a SKILL.md that could not be used, and why. */
  problems: z.array(z.object({ folder: z.string(), error: z.string() })),
});
export type SkillsList = z.infer<typeof skillsListSchema>;

export const skillsContract = {
  'skills:list': { request: z.object({}).strict(), response: skillsListSchema },
  /** `not_found` when no skill has that name. Trusts the version shown (`version`), refusing a newer one. */
  'skills:trust': {
    request: z.object({ name: z.string().min(1).max(64), version: z.string().min(1).max(64).optional() }).strict(),
    response: skillViewSchema,
  },
} as const;
