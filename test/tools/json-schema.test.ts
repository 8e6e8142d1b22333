// Table tests for the provider schema cleaner: each keyword decision, ref inlining (incl. cycles) and the top level.
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { cleanJsonSchema, toProviderToolSchema, toolParametersSchema } from '../../tools/json-schema';
import type { JsonSchema, SchemaProfile } from '../../tools/json-schema';
import { defineTool, ok } from '../../tools/tool';

function toolWith(parameters: z.ZodType, name = 'sample_tool') {
  return defineTool({
    name,
    label: 'Sample',
    description: 'A sample tool.',
    parameters,
    risk: 'read',
    execute: async () => ok(''),
  });
}

/** The cleaned schema of a single property `v`. */
function prop(schema: z.ZodType, profile: SchemaProfile): JsonSchema {
  const props = toolParametersSchema(toolWith(z.object({ v: schema })), profile).properties as Record<
    string,
    JsonSchema
  >;
  return props.v as JsonSchema;
}

function collectKeys(value: unknown, into = new Set<string>()): Set<string> {
  if (Array.isArray(value)) value.forEach((v) => collectKeys(v, into));
  else if (value && typeof value === 'object') {
    for (const [key, sub] of Object.entries(value)) {
      into.add(key);
      collectKeys(sub, into);
    }
  }
  return into;
}

describe('toProviderToolSchema', () => {
  it('wraps the cleaned parameters in the OpenAI function-tool shape', () => {
    const tool = toolWith(z.object({ city: z.string().describe('City name') }), 'weather_now');
    expect(toProviderToolSchema(tool)).toEqual({
      type: 'function',
      function: {
        name: 'weather_now',
        description: 'A sample tool.',
        parameters: {
          type: 'object',
          properties: { city: { type: 'string', description: 'City name' } },
          required: ['city'],
        },
      },
    });
  });

  it('gives a no-argument tool an object with empty properties; openai adds additionalProperties false', () => {
    expect(toolParametersSchema(toolWith(z.object({})), 'conservative')).toEqual({ type: 'object', properties: {} });
    expect(toolParametersSchema(toolWith(z.object({})), 'openai')).toEqual({
      type: 'object',
      properties: {},
      additionalProperties: false,
    });
  });

  it('treats defaulted fields as optional (input side of the schema)', () => {
    const schema = toolParametersSchema(toolWith(z.object({ a: z.string(), b: z.number().default(3) })), 'openai');
    expect(schema.required).toEqual(['a']);
    expect((schema.properties as Record<string, JsonSchema>).b).toEqual({ type: 'number', default: 3 });
  });

  it('rejects a tool whose parameters are not an object schema', () => {
    expect(() => toolParametersSchema(toolWith(z.string(), 'bad_tool'))).toThrow(/bad_tool.*object schema/);
  });

  it('never emits $schema, $ref or definitions for either profile', () => {
    const Node: z.ZodType = z.lazy(() => z.object({ name: z.string(), children: z.array(Node) }));
    for (const profile of ['openai', 'conservative'] as const) {
      const keys = collectKeys(toolParametersSchema(toolWith(z.object({ tree: Node })), profile));
      for (const banned of ['$schema', '$ref', 'definitions', '$defs']) expect(keys.has(banned)).toBe(false);
    }
  });
});

describe('ref inlining', () => {
  it('inlines a recursive schema one level deep and stubs the cycle with its type', () => {
    const Node: z.ZodType = z.lazy(() => z.object({ name: z.string(), children: z.array(Node) }));
    const tree = prop(Node, 'conservative');
    expect(tree.type).toBe('object');
    const children = (tree.properties as Record<string, JsonSchema>).children as JsonSchema;
    expect(children.type).toBe('array');
    expect(children.items).toEqual({
      type: 'object',
      description: 'Same structure as the enclosing value (recursive).',
    });
  });

  it('inlines $defs refs, keeps sibling keywords and tolerates unresolvable refs', () => {
    const doc: JsonSchema = {
      type: 'object',
      properties: {
        a: { $ref: '#/$defs/Point', description: 'Start' },
        b: { $ref: '#/definitions/Point' },
        c: { $ref: 'https://example.com/x.json', description: 'External' },
      },
      $defs: { Point: { type: 'object', properties: { x: { type: 'number' } } } },
      definitions: { Point: { type: 'object', properties: { x: { type: 'number' } } } },
    };
    const out = cleanJsonSchema(doc, 'conservative');
    expect(out.properties).toEqual({
      a: { type: 'object', properties: { x: { type: 'number' } }, description: 'Start' },
      b: { type: 'object', properties: { x: { type: 'number' } } },
      c: { description: 'External' },
    });
  });

  it('handles mutually recursive definitions without looping', () => {
    const doc: JsonSchema = {
      type: 'object',
      properties: { a: { $ref: '#/$defs/A' } },
      $defs: {
        A: { type: 'object', properties: { b: { $ref: '#/$defs/B' } } },
        B: { type: 'array', items: { $ref: '#/$defs/A' } },
      },
    };
    const out = cleanJsonSchema(doc, 'openai');
    const a = (out.properties as Record<string, JsonSchema>).a as JsonSchema;
    const b = (a.properties as Record<string, JsonSchema>).b as JsonSchema;
    expect(b.type).toBe('array');
    expect((b.items as JsonSchema).type).toBe('object');
    expect((b.items as JsonSchema).properties).toBeUndefined();
  });

  it('does not mutate its input', () => {
    const doc: JsonSchema = { $schema: 'x', type: 'object', properties: { v: { const: 1 } } };
    const copy = structuredClone(doc);
    cleanJsonSchema(doc, 'conservative');
    expect(doc).toEqual(copy);
  });
});

describe('keyword table', () => {
  const cases: { name: string; schema: z.ZodType; conservative: JsonSchema; openai: JsonSchema }[] = [
    {
      name: 'const → enum',
      schema: z.literal('x'),
      conservative: { type: 'string', enum: ['x'] },
      openai: { type: 'string', const: 'x' },
    },
    {
      name: 'integer exclusive bound → inclusive',
      schema: z.number().int().positive().max(10),
      conservative: { type: 'integer', minimum: 1, maximum: 10 },
      openai: { type: 'integer', exclusiveMinimum: 0, maximum: 10 },
    },
    {
      name: 'number exclusive bound → minimum + hint',
      schema: z.number().gt(3).describe('Speed'),
      conservative: { type: 'number', minimum: 3, description: 'Speed Must be greater than 3.' },
      openai: { type: 'number', exclusiveMinimum: 3, description: 'Speed' },
    },
    {
      name: 'safe-integer bounds are dropped',
      schema: z.int(),
      conservative: { type: 'integer' },
      openai: { type: 'integer' },
    },
    {
      name: 'email format → hint, generated pattern dropped',
      schema: z.email(),
      conservative: { type: 'string', description: 'Format: email.' },
      openai: { type: 'string', format: 'email', pattern: expect.any(String) as unknown as string },
    },
    {
      name: 'date-time format kept',
      schema: z.iso.datetime(),
      conservative: { type: 'string', format: 'date-time' },
      openai: { type: 'string', format: 'date-time', pattern: expect.any(String) as unknown as string },
    },
    {
      name: 'explicit pattern → hint',
      schema: z.string().regex(/^a+$/),
      conservative: { type: 'string', description: 'Must match the regular expression ^a+$.' },
      openai: { type: 'string', pattern: '^a+$' },
    },
    {
      name: 'default → hint',
      schema: z.string().default('q'),
      conservative: { type: 'string', description: 'Default: "q".' },
      openai: { type: 'string', default: 'q' },
    },
    {
      name: 'multipleOf → hint',
      schema: z.number().multipleOf(5),
      conservative: { type: 'number', description: 'Must be a multiple of 5.' },
      openai: { type: 'number', multipleOf: 5 },
    },
    {
      name: 'examples → hint',
      schema: z.string().meta({ examples: ['Berlin', 'Seoul'] }),
      conservative: { type: 'string', description: 'Example: "Berlin".' },
      openai: { type: 'string', examples: ['Berlin', 'Seoul'] },
    },
    {
      name: 'record keeps value schema, drops propertyNames',
      schema: z.record(z.string(), z.number()),
      conservative: { type: 'object', additionalProperties: { type: 'number' } },
      openai: { type: 'object', additionalProperties: { type: 'number' } },
    },
    {
      name: 'tuple → items anyOf with length bounds',
      schema: z.tuple([z.string(), z.number()]),
      conservative: {
        type: 'array',
        items: { anyOf: [{ type: 'string' }, { type: 'number' }] },
        minItems: 2,
        maxItems: 2,
      },
      openai: { type: 'array', items: { anyOf: [{ type: 'string' }, { type: 'number' }] }, minItems: 2, maxItems: 2 },
    },
    {
      name: 'tuple of one repeated type → plain items',
      schema: z.tuple([z.number(), z.number()]),
      conservative: { type: 'array', items: { type: 'number' }, minItems: 2, maxItems: 2 },
      openai: { type: 'array', items: { type: 'number' }, minItems: 2, maxItems: 2 },
    },
    {
      name: 'nullable type list → anyOf of single types',
      schema: z.string().nullable().describe('Nick'),
      conservative: { description: 'Nick', anyOf: [{ type: 'string' }, { type: 'null' }] },
      openai: { type: ['string', 'null'], description: 'Nick' },
    },
    {
      name: 'strict nested object: additionalProperties false only for openai',
      schema: z.strictObject({ a: z.string() }),
      conservative: { type: 'object', properties: { a: { type: 'string' } }, required: ['a'] },
      openai: { type: 'object', properties: { a: { type: 'string' } }, required: ['a'], additionalProperties: false },
    },
    {
      name: 'passthrough object: empty additionalProperties dropped',
      schema: z.looseObject({ a: z.string() }),
      conservative: { type: 'object', properties: { a: { type: 'string' } }, required: ['a'] },
      openai: { type: 'object', properties: { a: { type: 'string' } }, required: ['a'] },
    },
    {
      name: 'discriminated union oneOf → anyOf',
      schema: z.discriminatedUnion('k', [z.object({ k: z.literal('a') }), z.object({ k: z.literal('b') })]),
      conservative: {
        anyOf: [
          { type: 'object', properties: { k: { type: 'string', enum: ['a'] } }, required: ['k'] },
          { type: 'object', properties: { k: { type: 'string', enum: ['b'] } }, required: ['k'] },
        ],
      },
      openai: {
        anyOf: [
          { type: 'object', properties: { k: { type: 'string', const: 'a' } }, required: ['k'] },
          { type: 'object', properties: { k: { type: 'string', const: 'b' } }, required: ['k'] },
        ],
      },
    },
    {
      name: 'intersection of plain objects → merged object',
      schema: z.intersection(z.object({ a: z.string() }), z.object({ b: z.number() })),
      conservative: {
        type: 'object',
        properties: { a: { type: 'string' }, b: { type: 'number' } },
        required: ['a', 'b'],
      },
      openai: { type: 'object', properties: { a: { type: 'string' }, b: { type: 'number' } }, required: ['a', 'b'] },
    },
    {
      name: 'enum and length bounds kept as they are',
      schema: z
        .array(z.enum(['x', 'y']))
        .min(1)
        .max(3),
      conservative: { type: 'array', items: { type: 'string', enum: ['x', 'y'] }, minItems: 1, maxItems: 3 },
      openai: { type: 'array', items: { type: 'string', enum: ['x', 'y'] }, minItems: 1, maxItems: 3 },
    },
  ];

  for (const row of cases) {
    it(`${row.name} (conservative)`, () => expect(prop(row.schema, 'conservative')).toEqual(row.conservative));
    it(`${row.name} (openai)`, () => expect(prop(row.schema, 'openai')).toEqual(row.openai));
  }

  it('drops keywords outside the supported subset in both profiles', () => {
    const doc: JsonSchema = {
      type: 'object',
      properties: {
        v: {
          type: 'object',
          properties: { a: { type: 'string' } },
          not: { required: ['b'] },
          if: { properties: { a: { const: 'x' } } },
          then: { required: ['a'] },
          patternProperties: { '^x': { type: 'string' } },
          unevaluatedProperties: false,
          dependentRequired: { a: ['b'] },
          minProperties: 1,
          propertyNames: { pattern: '^[a-z]+$' },
          $comment: 'internal',
        },
      },
    };
    for (const profile of ['openai', 'conservative'] as const) {
      expect((cleanJsonSchema(doc, profile).properties as Record<string, JsonSchema>).v).toEqual({
        type: 'object',
        properties: { a: { type: 'string' } },
      });
    }
  });

  it('takes the stricter of an exclusive and an inclusive bound, whatever the key order', () => {
    const doc: JsonSchema = {
      type: 'object',
      properties: {
        a: { type: 'integer', minimum: 2, exclusiveMinimum: 3 },
        b: { type: 'integer', exclusiveMinimum: 3, minimum: 9 },
        c: { type: 'integer', exclusiveMaximum: 10, maximum: 20 },
        d: { type: 'number', maximum: 1, exclusiveMaximum: 5 },
      },
    };
    expect(cleanJsonSchema(doc, 'conservative').properties).toEqual({
      a: { type: 'integer', minimum: 4 },
      b: { type: 'integer', minimum: 9 },
      c: { type: 'integer', maximum: 9 },
      d: { type: 'number', maximum: 1, description: 'Must be less than 5.' },
    });
  });

  it('splits a type list into branches that carry only their own keywords', () => {
    const doc: JsonSchema = {
      type: 'object',
      properties: {
        v: {
          type: ['string', 'integer', 'null'],
          maxLength: 5,
          minimum: 1,
          description: 'Mixed',
          enum: ['a', 2, null],
        },
      },
    };
    expect((cleanJsonSchema(doc, 'conservative').properties as Record<string, JsonSchema>).v).toEqual({
      description: 'Mixed',
      enum: ['a', 2, null],
      anyOf: [{ type: 'string', maxLength: 5 }, { type: 'integer', minimum: 1 }, { type: 'null' }],
    });
  });

  it('turns boolean subschemas into plain objects', () => {
    const doc: JsonSchema = { type: 'object', properties: { yes: true, no: false } };
    expect(cleanJsonSchema(doc, 'conservative').properties).toEqual({
      yes: {},
      no: { description: 'Not allowed: omit it.' },
    });
  });

  it('keeps allOf when its parts cannot be merged', () => {
    const doc: JsonSchema = { type: 'object', properties: { v: { allOf: [{ type: 'string' }, { minLength: 2 }] } } };
    expect((cleanJsonSchema(doc, 'conservative').properties as Record<string, JsonSchema>).v).toEqual({
      allOf: [{ type: 'string' }, { minLength: 2 }],
    });
  });

  it('conservative output of a realistic tool uses only widely supported keywords', () => {
    const params = z.object({
      url: z.url(),
      when: z.iso.datetime().optional(),
      retries: z.number().int().nonnegative().lt(5).default(1),
      mode: z.literal('fast').or(z.literal('slow')),
      headers: z.record(z.string(), z.string()).optional(),
      tags: z
        .array(z.string().regex(/^[a-z]+$/))
        .max(4)
        .nullable(),
    });
    const allowed = new Set([
      'type',
      'properties',
      'required',
      'description',
      'title',
      'enum',
      'items',
      'anyOf',
      'format',
      'minimum',
      'maximum',
      'minLength',
      'maxLength',
      'minItems',
      'maxItems',
      'additionalProperties',
    ]);
    const schema = toolParametersSchema(toolWith(params), 'conservative');
    const propertyNames = new Set(Object.keys(schema.properties as object));
    const keywords = [...collectKeys(schema)].filter((key) => !propertyNames.has(key));
    expect(keywords.filter((key) => !allowed.has(key))).toEqual([]);
  });
});
