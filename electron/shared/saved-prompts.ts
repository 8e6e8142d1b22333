// Saved prompts (the `prompts.saved` setting, offered as slash commands in the composer) and their `{{variables}}`:
// `{{date}}` (today), `{{clipboard}}` (the clipboard's text) and free-text ones the person is asked for on use.
import { z } from 'zod';

/** A slash command's name: what follows `/` (letters, digits, `-` and `_`). */
export const SLASH_NAME_PATTERN = /^[A-Za-z0-9][A-Za-z0-9_-]{0,39}$/;
export const SAVED_PROMPT_MAX_CHARS = 20_000;
/** Names the built-in commands take. */
export const builtInCommandNames = ['new', 'model', 'summarize', 'export'] as const;

export const savedPromptSchema = z.lazy(() =>
  z.object({
    name: z.string().regex(SLASH_NAME_PATTERN, 'use letters, digits, - or _ (up to 40), no spaces'),
    text: z.string().min(1).max(SAVED_PROMPT_MAX_CHARS),
  }),
);
export type SavedPrompt = z.infer<typeof savedPromptSchema>;

/** Variables filled in without asking. */
export const automaticVariables = ['date', 'clipboard'] as const;

const variablePattern = /\{\{\s*([A-Za-z][\w-]{0,39})\s*\}\}/g;

/** The variables a prompt text uses, each once, in order of first use. */
export function promptVariables(text: string): string[] {
  return [...new Set([...text.matchAll(variablePattern)].map((match) => match[1] as string))];
}

/** The text with every `{{name}}` replaced by its value (one the values lack is left as written). */
export function fillPromptVariables(text: string, values: Readonly<Record<string, string>>): string {
  return text.replace(variablePattern, (whole, name: string) => values[name] ?? whole);
}

/** Today as YYYY-MM-DD in the local time zone. */
export function localDate(now: Date): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** Why a saved prompt cannot be saved next to the others (its name in use or reserved), or undefined. */
export function savedPromptProblem(prompt: SavedPrompt, others: readonly SavedPrompt[]): string | undefined {
  const parsed = savedPromptSchema.safeParse(prompt);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    return `${issue?.path[0] === 'name' ? 'Name' : 'Text'}: ${issue?.message ?? 'not valid'}`;
  }
  const name = prompt.name.toLowerCase();
  if ((builtInCommandNames as readonly string[]).includes(name)) return `Name: /${name} is a built-in command`;
  if (others.some((other) => other.name.toLowerCase() === name)) return `Name: /${name} is already a saved prompt`;
  return undefined;
}
