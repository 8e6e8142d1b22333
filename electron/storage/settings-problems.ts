// Explains, key by key, how a stored settings document differs from what the lenient schema made of it:
// unknown keys that were dropped and invalid values that were replaced by defaults. Pure; never throws.
import { isDeepStrictEqual } from 'node:util';
import type { z } from 'zod';
import { describeSettingsIssue, previewDefault, settingsPathToString, strictSettingsSchema } from './settings-strict';

type Path = readonly (string | number)[];

export function findSettingsProblems(raw: Record<string, unknown>, effective: unknown): string[] {
  // The strict check runs only when a difference needs explaining: a clean document (every start-up) needs none.
  let issues: z.core.$ZodIssue[] | undefined;
  const strictIssues = (): z.core.$ZodIssue[] => {
    if (!issues) {
      const check = strictSettingsSchema().safeParse(raw);
      issues = check.success ? [] : check.error.issues;
    }
    return issues;
  };
  const problems: string[] = [];
  walk(raw, effective, [], strictIssues, problems);
  return problems;
}

function walk(
  raw: Record<string, unknown>,
  effective: unknown,
  path: Path,
  issues: () => z.core.$ZodIssue[],
  out: string[],
): void {
  for (const [key, rawValue] of Object.entries(raw)) {
    const childPath = [...path, key];
    const name = settingsPathToString(childPath);
    if (!isPlainObject(effective) || !Object.hasOwn(effective, key)) {
      out.push(`Unknown setting "${name}" was ignored.`);
      continue;
    }
    const effectiveValue = effective[key];
    if (isPlainObject(rawValue) && isPlainObject(effectiveValue)) {
      walk(rawValue, effectiveValue, childPath, issues, out);
    } else if (!isDeepStrictEqual(rawValue, effectiveValue)) {
      out.push(explainReplacement(childPath, rawValue, effectiveValue, issues));
    }
  }
}

function explainReplacement(
  path: Path,
  rawValue: unknown,
  effectiveValue: unknown,
  issues: () => z.core.$ZodIssue[],
): string {
  const name = settingsPathToString(path);
  const using = `The default (${previewDefault(effectiveValue)}) is used instead.`;
  const own = issues().find((issue) => issue.code !== 'unrecognized_keys' && startsWith(issue.path, path));
  if (own) return `${describeSettingsIssue(own, valueAt(rawValue, own.path.slice(path.length)))} ${using}`;
  const section = path.length > 1 ? `"${settingsPathToString(path.slice(0, -1))}"` : 'the settings';
  return `Setting "${name}" was reset to its default (${previewDefault(effectiveValue)}) because another value in ${section} was invalid.`;
}

function startsWith(path: readonly PropertyKey[], prefix: Path): boolean {
  return prefix.every((part, index) => String(path[index]) === String(part));
}

/** The value at `path` inside nested objects and lists, or undefined. */
export function valueAt(value: unknown, path: readonly PropertyKey[]): unknown {
  let current = value;
  for (const part of path) {
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Record<PropertyKey, unknown>)[part];
  }
  return current;
}

export function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
