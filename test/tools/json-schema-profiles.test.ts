// Each provider's schema profile against its rules (tools/json-schema.ts), and which profile a request gets
// (agent/model/schema-profile.ts): OpenAI strict-compatible, Anthropic full JSON Schema, Gemini's subset, conservative.
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { schemaProfileFor } from '../../electron/agent/model/schema-profile';
import { toolParametersSchema, type JsonSchema, type SchemaProfile } from '../../tools/json-schema';
import { defineTool, ok } from '../../tools/tool';

const sample = defineTool({
  name: 'sample_tool',
  label: 'Sample',
  description: 'A sample tool.',
  parameters: z.object({
    email: z.string().email().describe('Where to write.'),
    kind: z.literal('note'),
    count: z.number().gt(0),
    when: z.string().datetime().optional(),
    tag: z.string().nullable(),
    options: z.object({}),
  }),
  risk: 'read',
  execute: async () => ok(''),
});

const schemaFor = (profile: SchemaProfile) => toolParametersSchema(sample, profile);
const props = (profile: SchemaProfile) => schemaFor(profile).properties as Record<string, JsonSchema>;

describe('schema profiles', () => {
  it('openai: strict-compatible — const, formats and exclusive bounds kept, additionalProperties false on top', () => {
    const p = props('openai');
    expect(schemaFor('openai').additionalProperties).toBe(false);
    expect(p.kind).toMatchObject({ const: 'note' });
    expect(p.email).toMatchObject({ format: 'email' });
    expect(p.count).toMatchObject({ exclusiveMinimum: 0 });
    expect(p.tag).toEqual({ type: ['string', 'null'] });
  });

  it('anthropic: full JSON Schema as written, without adding additionalProperties of its own', () => {
    const p = props('anthropic');
    expect(schemaFor('anthropic').additionalProperties).toBeUndefined();
    expect(p.kind).toMatchObject({ const: 'note' });
    expect(p.email).toMatchObject({ format: 'email' });
    expect(p.count).toMatchObject({ exclusiveMinimum: 0 });
    expect(p.options).toMatchObject({ type: 'object', properties: {} });
  });

  it('gemini: its subset — no const, null as nullable, only its formats, no empty nested properties', () => {
    const p = props('gemini');
    const all = JSON.stringify(schemaFor('gemini'));
    for (const keyword of [
      '"const"',
      '"exclusiveMinimum"',
      '"additionalProperties"',
      '"type":"null"',
      '"format":"email"',
    ])
      expect(all).not.toContain(keyword);
    expect(p.kind).toMatchObject({ enum: ['note'] });
    expect(p.tag).toEqual({ type: 'string', nullable: true });
    expect(p.when).toMatchObject({ type: 'string', format: 'date-time' });
    expect(p.email!.description).toMatch(/Where to write\. Format: email\./);
    expect(p.options).toEqual({ type: 'object' });
    expect(schemaFor('gemini').properties).toBeDefined();
  });

  it('conservative: what unknown servers take — const as enum, exclusive bounds as hints, null kept as a branch', () => {
    const p = props('conservative');
    expect(p.kind).toMatchObject({ enum: ['note'] });
    expect(p.count).toMatchObject({ minimum: 0 });
    expect(p.count!.description).toMatch(/greater than 0/);
    expect(p.tag).toEqual({ anyOf: [{ type: 'string' }, { type: 'null' }] });
    expect(JSON.stringify(schemaFor('conservative'))).not.toContain('additionalProperties');
  });
});

describe('schemaProfileFor', () => {
  it.each([
    ['openai', 'https://api.openai.com/v1', 'openai'],
    ['custom', 'https://my-team.openai.azure.com/openai', 'openai'],
    ['anthropic', 'https://api.anthropic.com/v1', 'anthropic'],
    ['custom', 'https://generativelanguage.googleapis.com/v1beta/openai', 'gemini'],
    ['openrouter', 'https://openrouter.ai/api/v1', 'conservative'],
    ['ollama', 'http://127.0.0.1:11434/v1', 'conservative'],
    ['openai', 'http://127.0.0.1:9999/v1', 'conservative'],
    ['custom', 'not a url', 'conservative'],
  ] as const)('%s at %s gets %s', (provider, baseUrl, profile) => {
    expect(schemaProfileFor(provider, baseUrl)).toBe(profile);
  });
});
