// A strict twin of the lenient settings schema, used to validate writes and to explain what was wrong on read.
// It is derived from `settingsSchema` by removing every `.catch()` (so bad values become issues instead of defaults)
// and rejecting unknown keys; `.default()`/`.prefault()` become optional, so a missing key still means "the default".
import { z } from 'zod';
import { settingsSchema } from '../shared/settings-schema';

let strict: z.ZodType | undefined;

/** Built on first use (a write, or a stored document that needs explaining), not at import: start-up reads need none. */
export function strictSettingsSchema(): z.ZodType {
  strict ??= strictify(settingsSchema());
  return strict;
}

function strictify(schema: z.ZodType): z.ZodType {
  if (schema instanceof z.ZodCatch || schema instanceof z.ZodDefault || schema instanceof z.ZodPrefault) {
    return strictify(schema.unwrap() as z.ZodType).optional();
  }
  if (schema instanceof z.ZodOptional) return strictify(schema.unwrap() as z.ZodType).optional();
  // A section that upgrades old documents (z.preprocess): keep the upgrade, make what it feeds strict.
  if (schema instanceof z.ZodPipe && schema.in instanceof z.ZodTransform) {
    const upgrade = schema.in.def.transform as (value: unknown) => unknown;
    return z.preprocess((value) => upgrade(value), strictify(schema.out as z.ZodType));
  }
  if (schema instanceof z.ZodObject) {
    const shape = Object.fromEntries(
      Object.entries(schema.shape).map(([key, field]) => [key, strictify(field as z.ZodType)]),
    );
    return z.strictObject(shape, schema.def.error ? { error: schema.def.error as z.core.$ZodErrorMap } : undefined);
  }
  if (schema instanceof z.ZodArray) return z.array(strictify(schema.element as z.ZodType));
  if (schema instanceof z.ZodRecord)
    return z.record(schema.keyType as z.ZodString, strictify(schema.valueType as z.ZodType));
  if (schema instanceof z.ZodDiscriminatedUnion) {
    const options = (schema.options as z.ZodType[]).map((option) => strictify(option) as z.ZodObject);
    return z.discriminatedUnion(schema.def.discriminator, options as [z.ZodObject, ...z.ZodObject[]]);
  }
  return schema;
}

/** True when the dotted path names a setting or group of settings, including entries of keyed groups (mcp.servers.NAME). */
export function isSettingsPath(segments: readonly string[]): boolean {
  let node: z.ZodType | undefined = settingsSchema();
  for (const part of segments) {
    node = node === undefined ? undefined : childSchema(node, part);
    if (node === undefined) return false;
  }
  return true;
}

function childSchema(schema: z.ZodType, key: string): z.ZodType | undefined {
  let inner = schema;
  while (
    inner instanceof z.ZodCatch ||
    inner instanceof z.ZodDefault ||
    inner instanceof z.ZodPrefault ||
    inner instanceof z.ZodOptional ||
    inner instanceof z.ZodPipe
  ) {
    inner = (inner instanceof z.ZodPipe ? inner.out : inner.unwrap()) as z.ZodType;
  }
  if (inner instanceof z.ZodObject)
    return Object.hasOwn(inner.shape, key) ? (inner.shape[key] as z.ZodType) : undefined;
  if (inner instanceof z.ZodRecord) return inner.valueType as z.ZodType;
  if (inner instanceof z.ZodDiscriminatedUnion) {
    return (inner.options as z.ZodType[])
      .map((option) => childSchema(option, key))
      .find((child) => child !== undefined);
  }
  return undefined;
}

export function settingsPathToString(path: readonly PropertyKey[]): string {
  return path.map(String).join('.');
}

/** One sentence per issue, naming the setting and saying what is expected. */
export function describeSettingsIssue(issue: z.core.$ZodIssue, valueAtPath: unknown): string {
  const name = settingsPathToString(issue.path);
  if (issue.code === 'unrecognized_keys') {
    return issue.keys.map((key) => `Unknown setting "${settingsPathToString([...issue.path, key])}".`).join(' ');
  }
  if (issue.code === 'invalid_key') {
    const key = String(issue.path[issue.path.length - 1]);
    return `"${key}" cannot be a name in "${settingsPathToString(issue.path.slice(0, -1))}": expected ${issue.issues[0]?.message ?? 'a valid name'}.`;
  }
  if (issue.code === 'invalid_type' && valueAtPath === undefined) {
    return `Setting "${name}" is missing (expected ${issue.expected}).`;
  }
  const expected = issue.code === 'invalid_format' ? `expected a valid ${issue.format}` : issue.message;
  return `Invalid value for "${name || '(settings)'}" (${previewValue(valueAtPath)}): ${expected}.`;
}

/**
 * A short description of a value for messages. Text is never echoed: a mistyped API key must not end up in an
 * error message or a log line. Numbers, booleans and null are shown as they are.
 */
export function previewValue(value: unknown): string {
  if (value === undefined) return 'nothing';
  if (value === null || typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (typeof value === 'string') return `text of ${value.length} character${value.length === 1 ? '' : 's'}`;
  if (Array.isArray(value)) return `a list of ${value.length} items`;
  return `a ${typeof value === 'object' ? 'group of settings' : typeof value}`;
}

/** Defaults are ours, not the user's, so they are shown in full (shortened if long). */
export function previewDefault(value: unknown): string {
  const text = JSON.stringify(value) ?? String(value);
  return text.length > 80 ? `${text.slice(0, 77)}...` : text;
}
