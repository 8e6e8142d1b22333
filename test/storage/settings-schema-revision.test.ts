// SETTINGS_SCHEMA_REVISION names what the settings schema makes of a stored document; a check note written under
// another revision is ignored. This test fingerprints the schema (its JSON Schema, strict and lenient, its defaults,
// and what it reads a few odd documents as) and fails when the schema changes while the revision stays the same.
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defaultSettings, SETTINGS_SCHEMA_REVISION, settingsSchema } from '../../electron/shared/settings-schema';
import { strictSettingsSchema } from '../../electron/storage/settings-strict';

/**
 * One fingerprint per revision. When this test fails after a change to the settings schema, raise
 * SETTINGS_SCHEMA_REVISION in electron/shared/settings-schema.ts and add the new revision's fingerprint here (keep the
 * old lines: a fingerprint must never come back under another revision).
 */
const FINGERPRINTS: Record<number, string> = {
  1: 'd9a05d70a70cebbe5120db3eba7d1ec922273ade06aaaf9169a9b604b359a6a8',
  2: 'd405593ffb927078f2dd72188fc4582215e149e68d1587ca9a2981fc1e63282d',
  3: '9422e61973cd8322cc16a194e9fb430f7275879eb80ade3bd92acd4f5269d0f3',
  4: '888c5e474677c213717579959b8182c4e4fa5849d296200fcc4e03b6e796dbb7',
};

function leafPaths(value: unknown, prefix: string[] = []): string[][] {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return [prefix];
  return Object.entries(value).flatMap(([key, child]) => leafPaths(child, [...prefix, key]));
}

/** A document with every leaf replaced by a value of the wrong kind: reading it shows each field's fallback. */
function everyLeafWrong(): Record<string, unknown> {
  const document: Record<string, unknown> = {};
  for (const path of leafPaths(defaultSettings())) {
    let node = document;
    for (const key of path.slice(0, -1)) node = (node[key] ??= {}) as Record<string, unknown>;
    node[path[path.length - 1] as string] = { wrong: true };
  }
  return document;
}

function fingerprint(lenient: z.ZodType, strict: z.ZodType): string {
  const options = { io: 'input', unrepresentable: 'any' } as const;
  const odd = [
    {},
    everyLeafWrong(),
    { tools: { http: { enabled: true } } },
    { mcp: { servers: { good: { transport: 'stdio', command: 'x' }, bad: { transport: 'stdio' } } } },
  ];
  const material = {
    lenient: z.toJSONSchema(lenient, options),
    strict: z.toJSONSchema(strict, options),
    reads: odd.map((document) => lenient.safeParse(document)),
  };
  return createHash('sha256').update(JSON.stringify(material)).digest('hex');
}

describe('the settings schema revision', () => {
  it('has a fingerprint that matches the schema (raise the revision when the schema changes)', () => {
    const current = fingerprint(settingsSchema(), strictSettingsSchema());
    expect(
      FINGERPRINTS[SETTINGS_SCHEMA_REVISION],
      `The settings schema changed: raise SETTINGS_SCHEMA_REVISION to ${SETTINGS_SCHEMA_REVISION + 1} and add ` +
        `${SETTINGS_SCHEMA_REVISION + 1}: '${current}' to FINGERPRINTS in this file.`,
    ).toBe(current);
  });

  it('never gives two revisions the same fingerprint', () => {
    const values = Object.values(FINGERPRINTS);
    expect(new Set(values).size).toBe(values.length);
  });

  it('changes with a limit, a default or a fallback (the check above can fail)', () => {
    const base = settingsSchema();
    const same = fingerprint(base, strictSettingsSchema());
    const agent = (fields: z.ZodRawShape) => base.extend({ agent: z.object(fields).prefault({}) });
    const maxTurns = (max: number, fallback: number) =>
      agent({ maxTurns: z.number().int().min(1).max(max).default(10).catch(fallback) });
    expect(fingerprint(maxTurns(100, 10), strictSettingsSchema())).not.toBe(same);
    expect(fingerprint(maxTurns(99, 10), strictSettingsSchema())).not.toBe(
      fingerprint(maxTurns(100, 10), strictSettingsSchema()),
    );
    expect(fingerprint(maxTurns(100, 9), strictSettingsSchema())).not.toBe(
      fingerprint(maxTurns(100, 10), strictSettingsSchema()),
    );
  });
});
