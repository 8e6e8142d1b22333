// Turns a tool's zod parameters into the OpenAI function-tool JSON sent to the provider, cleaned for the profile of
// the provider that receives it (electron/agent/model/schema-profile.ts picks it) so that strict or partial JSON
// Schema implementations accept it.
import { z } from 'zod';
import type { AnyTool } from './tool';

/** openai: strict-compatible; anthropic: full JSON Schema; gemini: its OpenAI endpoint's subset; conservative: unknown servers. */
export type SchemaProfile = 'openai' | 'anthropic' | 'gemini' | 'conservative';
export type JsonSchema = Record<string, unknown>;

export interface ProviderToolSchema {
  type: 'function';
  function: { name: string; description: string; parameters: JsonSchema };
}

/*
 * Keyword decisions. The loop validates arguments with the tool's zod schema anyway, so the provider's copy is
 * guidance for the model: a keyword is dropped when a server might reject it, and its meaning is kept as a
 * description hint when the model benefits from knowing it. Keywords not listed are dropped in both profiles.
 *
 * Both profiles:
 *   $schema, $id, $comment, $defs/definitions, $ref  removed; refs inlined (a recursive ref becomes a typed stub).
 *   propertyNames        dropped: zod emits `{type:string}` for records (noise); OpenAI and Gemini reject it.
 *   oneOf                becomes anyOf: OpenAI strict mode and Gemini lack oneOf; zod's unions are disjoint anyway.
 *   allOf                merged into one object schema when every part is a plain object (Gemini lacks allOf).
 *   items: [..] tuple    becomes items: {anyOf:[..]} + min/maxItems: array-form items is rejected by OpenAI.
 *   additionalItems, prefixItems  gone with the tuple conversion.
 *   min/max = ±2^53-1    dropped: zod's safe-integer bounds are noise.
 *   not, if/then/else, dependent*, patternProperties, unevaluated*, contains, min/maxProperties, content*:
 *                        dropped: unsupported by OpenAI's function schema subset and rejected by Gemini.
 * Conservative profile only:
 *   const                becomes enum:[x]: Gemini and older servers reject const.
 *   type: [a, b]         becomes anyOf of single types: Gemini rejects list-valued type.
 *   exclusiveMinimum/Maximum  become minimum/maximum (+1/-1 for integers, a hint for numbers): draft-04 servers
 *                        read them as booleans and Gemini rejects them.
 *   format               kept only for date-time (widely supported); other formats become a hint.
 *   pattern              dropped, becomes a hint (llama.cpp grammars fail on some regexes; zod's generated
 *                        patterns for formats are dropped silently).
 *   default, examples, multipleOf  dropped, become hints (Gemini rejects them).
 *   additionalProperties: false    dropped (Gemini rejects it); schema-valued (records) kept.
 * OpenAI profile: keeps const, format, pattern, exclusive bounds, multipleOf, default, examples, type lists and
 *   sets top-level additionalProperties: false unless the schema says otherwise.
 * Anthropic profile: keeps what the OpenAI profile keeps (Claude reads full JSON Schema) but adds no
 *   additionalProperties: false of its own (only strict tools need it; an optional-heavy tool stays as written).
 * Gemini profile: the conservative rules, plus what Gemini's schema subset needs:
 *   anyOf [X, null]      becomes X with nullable: true (Gemini has no null type).
 *   format               kept only for date-time and enum; other formats become a hint.
 *   properties: {}       dropped from a nested object (Gemini rejects an OBJECT with empty properties).
 */
const KEPT_IN_BOTH = new Set([
  'type',
  'description',
  'title',
  'enum',
  'required',
  'minimum',
  'maximum',
  'minLength',
  'maxLength',
  'minItems',
  'maxItems',
]);
const KEPT_IN_OPENAI = new Set([
  'const',
  'format',
  'pattern',
  'exclusiveMinimum',
  'exclusiveMaximum',
  'multipleOf',
  'default',
  'examples',
]);
const CONSERVATIVE_FORMATS = new Set(['date-time']);
const GEMINI_FORMATS = new Set(['enum']);
const TYPE_KEYWORDS: Record<string, string[]> = {
  string: ['minLength', 'maxLength', 'format', 'pattern'],
  number: ['minimum', 'maximum', 'exclusiveMinimum', 'exclusiveMaximum', 'multipleOf'],
  integer: ['minimum', 'maximum', 'exclusiveMinimum', 'exclusiveMaximum', 'multipleOf'],
  array: ['items', 'minItems', 'maxItems'],
  object: ['properties', 'required', 'additionalProperties'],
};

const isObject = (v: unknown): v is JsonSchema => typeof v === 'object' && v !== null && !Array.isArray(v);

/** The provider's function-tool JSON for a tool. Throws (a programmer error) if the parameters are not an object schema. */
export function toProviderToolSchema(tool: AnyTool, profile: SchemaProfile = 'conservative'): ProviderToolSchema {
  return {
    type: 'function',
    function: { name: tool.name, description: tool.description, parameters: toolParametersSchema(tool, profile) },
  };
}

/** The cleaned JSON Schema of a tool's parameters (also used by the XML-mode system prompt). */
export function toolParametersSchema(tool: AnyTool, profile: SchemaProfile = 'conservative'): JsonSchema {
  const raw =
    tool.jsonSchema ??
    (z.toJSONSchema(tool.parameters, { target: 'draft-07', io: 'input', unrepresentable: 'any' }) as JsonSchema);
  const cleaned = cleanJsonSchema(raw, profile);
  if (cleaned.type !== 'object') {
    throw new Error(
      `Tool "${tool.name}": parameters must be a zod object schema (got JSON Schema type ${JSON.stringify(cleaned.type)}).`,
    );
  }
  return cleaned;
}

/** Cleans a JSON Schema document (draft-07 or 2020-12 shaped) for a provider. Pure; never mutates its input. */
export function cleanJsonSchema(root: JsonSchema, profile: SchemaProfile): JsonSchema {
  const defs = { ...(isObject(root.definitions) ? root.definitions : {}), ...(isObject(root.$defs) ? root.$defs : {}) };
  const out = cleanNode(root, { profile, defs, refStack: [] });
  if (out.type === undefined && out.anyOf === undefined && isObject(out.properties)) out.type = 'object';
  if (out.type === 'object') {
    if (!isObject(out.properties)) out.properties = {};
    if (profile === 'openai' && out.additionalProperties === undefined) out.additionalProperties = false;
    // The top level keeps `properties: {}` (every provider's tool format wants it there).
  }
  return out;
}

interface Walk {
  profile: SchemaProfile;
  defs: JsonSchema;
  refStack: string[];
}

function resolveRef(ref: string, defs: JsonSchema): JsonSchema | undefined {
  const match = /^#\/(?:definitions|\$defs)\/(.+)$/.exec(ref);
  const target =
    match?.[1] !== undefined ? defs[decodeURIComponent(match[1]).replace(/~1/g, '/').replace(/~0/g, '~')] : undefined;
  return isObject(target) ? target : undefined;
}

function cleanSub(value: unknown, walk: Walk): JsonSchema {
  // `false` (nothing allowed) has no widely accepted spelling; the local zod check still enforces it.
  if (value === false) return { description: 'Not allowed: omit it.' };
  return isObject(value) ? cleanNode(value, walk) : {};
}

function cleanNode(node: JsonSchema, walk: Walk): JsonSchema {
  if (typeof node.$ref === 'string') return cleanRef(node, node.$ref, walk);
  const out: JsonSchema = {};
  const hints: string[] = [];
  const conservative = walk.profile === 'conservative' || walk.profile === 'gemini';
  const hasFormat = typeof node.format === 'string';
  for (const [key, value] of Object.entries(node)) {
    if (key === 'properties' && isObject(value)) {
      out.properties = Object.fromEntries(Object.entries(value).map(([name, sub]) => [name, cleanSub(sub, walk)]));
    } else if (key === 'items' || key === 'prefixItems') {
      const items = Array.isArray(value)
        ? tupleItems(value, walk)
        : isObject(value)
          ? cleanNode(value, walk)
          : undefined;
      if (items !== undefined && out.items === undefined) out.items = items;
    } else if (key === 'additionalProperties') {
      if (isObject(value) && Object.keys(value).length > 0) out.additionalProperties = cleanNode(value, walk);
      else if (value === false && !conservative) out.additionalProperties = false;
    } else if ((key === 'anyOf' || key === 'oneOf') && Array.isArray(value)) {
      out.anyOf = [...((out.anyOf as JsonSchema[] | undefined) ?? []), ...value.map((sub) => cleanSub(sub, walk))];
    } else if (key === 'allOf' && Array.isArray(value)) {
      Object.assign(out, mergeAllOf(value.map((sub) => cleanSub(sub, walk))));
    } else if ((key === 'minimum' || key === 'maximum') && Math.abs(Number(value)) === Number.MAX_SAFE_INTEGER) {
      continue;
    } else if (key === 'required' && Array.isArray(value)) {
      if (value.length > 0) out.required = [...value];
    } else if (KEPT_IN_BOTH.has(key) || (!conservative && KEPT_IN_OPENAI.has(key))) {
      out[key] = structuredClone(value);
    } else if (conservative) {
      convertConservative(key, value, out, hints, hasFormat, walk.profile === 'gemini');
    }
  }
  if (conservative) applyExclusiveBounds(node, out, hints);
  if (hints.length > 0) out.description = [out.description, ...hints].filter(Boolean).join(' ');
  const split = conservative && Array.isArray(out.type) ? splitTypeList(out) : out;
  return walk.profile === 'gemini' ? geminiNode(split) : split;
}

function cleanRef(node: JsonSchema, ref: string, walk: Walk): JsonSchema {
  const siblings = Object.fromEntries(Object.entries(node).filter(([key]) => key !== '$ref'));
  const target = resolveRef(ref, walk.defs);
  if (target === undefined) return cleanNode(siblings, walk);
  if (walk.refStack.includes(ref)) {
    const stub: JsonSchema = { description: 'Same structure as the enclosing value (recursive).' };
    if (typeof target.type === 'string') stub.type = target.type;
    return { ...stub, ...cleanNode(siblings, walk) };
  }
  const inner = cleanNode(target, { ...walk, refStack: [...walk.refStack, ref] });
  return { ...inner, ...cleanNode(siblings, walk) };
}

function tupleItems(items: unknown[], walk: Walk): JsonSchema {
  const unique = new Map<string, JsonSchema>();
  for (const item of items.map((sub) => cleanSub(sub, walk))) unique.set(JSON.stringify(item), item);
  const variants = [...unique.values()];
  return variants.length === 1 && variants[0] !== undefined ? variants[0] : { anyOf: variants };
}

function mergeAllOf(parts: JsonSchema[]): JsonSchema {
  const plainObjects = parts.every(
    (part) =>
      part.type === 'object' &&
      Object.keys(part).every((k) =>
        ['type', 'properties', 'required', 'description', 'additionalProperties'].includes(k),
      ),
  );
  if (!plainObjects) return { allOf: parts };
  const properties: JsonSchema = {};
  const required = new Set<string>();
  for (const part of parts) {
    Object.assign(properties, part.properties);
    for (const name of (part.required as string[] | undefined) ?? []) required.add(name);
  }
  return { type: 'object', properties, ...(required.size > 0 ? { required: [...required] } : {}) };
}

function convertConservative(
  key: string,
  value: unknown,
  out: JsonSchema,
  hints: string[],
  hasFormat: boolean,
  gemini: boolean,
): void {
  switch (key) {
    case 'const':
      out.enum = [structuredClone(value)];
      return;
    case 'format':
      if (typeof value !== 'string') return;
      if (CONSERVATIVE_FORMATS.has(value) || (gemini && GEMINI_FORMATS.has(value))) out.format = value;
      else hints.push(`Format: ${value}.`);
      return;
    case 'pattern':
      if (!hasFormat && typeof value === 'string') hints.push(`Must match the regular expression ${value}.`);
      return;
    case 'default':
      hints.push(`Default: ${JSON.stringify(value)}.`);
      return;
    case 'examples':
      if (Array.isArray(value) && value.length > 0) hints.push(`Example: ${JSON.stringify(value[0])}.`);
      return;
    case 'multipleOf':
      hints.push(`Must be a multiple of ${String(value)}.`);
      return;
  }
}

/** exclusiveMinimum/Maximum → the stricter of minimum/maximum (exact for integers, plus a hint for numbers). */
function applyExclusiveBounds(node: JsonSchema, out: JsonSchema, hints: string[]): void {
  const integer = node.type === 'integer';
  for (const [exclusive, inclusive, word] of [
    ['exclusiveMinimum', 'minimum', 'greater'],
    ['exclusiveMaximum', 'maximum', 'less'],
  ] as const) {
    const value = node[exclusive];
    if (typeof value !== 'number') continue;
    const lower = exclusive === 'exclusiveMinimum';
    const bound = integer ? (lower ? Math.floor(value) + 1 : Math.ceil(value) - 1) : value;
    const existing = out[inclusive];
    if (typeof existing !== 'number' || (lower ? bound > existing : bound < existing)) out[inclusive] = bound;
    if (!integer) hints.push(`Must be ${word} than ${value}.`);
  }
}

/** Gemini: `anyOf [X, {type: null}]` → X with `nullable: true`; a nested object without properties loses the empty map. */
function geminiNode(node: JsonSchema): JsonSchema {
  let out = node;
  const branches = Array.isArray(node.anyOf) ? (node.anyOf as JsonSchema[]) : undefined;
  if (branches?.length === 2 && branches.some((branch) => branch.type === 'null')) {
    const { anyOf: _anyOf, ...rest } = node;
    const other = branches.find((branch) => branch.type !== 'null') ?? {};
    out = { ...rest, ...other, nullable: true };
    if (typeof rest.description === 'string' && typeof other.description === 'string')
      out.description = `${rest.description} ${other.description}`;
  }
  if (out.type === 'object' && isObject(out.properties) && Object.keys(out.properties).length === 0) {
    const { properties: _properties, ...rest } = out;
    out = rest;
  }
  return out;
}

/** `type: ['string', 'null']` → anyOf of single-type branches, each carrying the keywords that apply to its type. */
function splitTypeList(node: JsonSchema): JsonSchema {
  const types = (node.type as unknown[]).filter((t): t is string => typeof t === 'string');
  const typed = new Set(types.flatMap((t) => TYPE_KEYWORDS[t] ?? []));
  const common: JsonSchema = {};
  for (const [key, value] of Object.entries(node)) if (key !== 'type' && !typed.has(key)) common[key] = value;
  if (types.length === 1) return { ...node, type: types[0] };
  const branches = types.map((t) => {
    const branch: JsonSchema = { type: t };
    for (const key of TYPE_KEYWORDS[t] ?? []) if (node[key] !== undefined) branch[key] = node[key];
    return branch;
  });
  return { ...common, anyOf: branches };
}
