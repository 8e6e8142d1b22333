// Validates what a user tool file declared (name, description, risk, capabilities, JSON Schema parameters) before it may serve:
// name rules, no clash with other tools, and a parameters schema both the provider cleaner and zod can use.
import { z } from 'zod';
import { cleanJsonSchema, type JsonSchema } from '../json-schema';
import type { ToolRisk } from '../tool';
import { checkCapabilities, type CustomToolCapability } from './capabilities';
import type { Ok, Fail } from '../../electron/shared/result';

export interface UserToolManifest {
  name: string;
  description: string;
  parameters: unknown;
  risk: string;
  /** Absent in manifests from older hosts: no capabilities. */
  capabilities?: unknown;
}

export interface CheckedManifest {
  name: string;
  description: string;
  risk: ToolRisk;
  /** What the sandbox grants beyond its defaults, as declared (and shown when the user trusts the version). */
  capabilities: CustomToolCapability[];
  jsonSchema: JsonSchema;
  /** Validates the arguments in the agent loop (built from the JSON Schema). */
  validator: z.ZodType;
}

/** `clash`: the name is taken by another tool; worth retrying when the other tools change. */
export type ManifestCheck = Ok<{ manifest: CheckedManifest }> | Fail<{ error: string; clash?: boolean }>;

/** snake_case like built-in tools; `__` is reserved for MCP's `server__tool` names. */
const USER_TOOL_NAME = /^[a-z][a-z0-9_]{0,63}$/;
const RISKS: readonly ToolRisk[] = ['read', 'write', 'exec', 'network'];
const MAX_DESCRIPTION_CHARS = 4_000;

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function checkName(
  name: string,
  takenBy: (name: string) => string | undefined,
): { error: string; clash?: boolean } | undefined {
  if (!USER_TOOL_NAME.test(name) || name.includes('__')) {
    return {
      error: `Invalid name "${name}": use snake_case (a lowercase letter, then lowercase letters, digits or single underscores; at most 64 characters).`,
    };
  }
  const owner = takenBy(name);
  return owner ? { error: `The name "${name}" is already used by ${owner}; choose another.`, clash: true } : undefined;
}

function checkSchemaShape(schema: unknown): string | undefined {
  if (!isObject(schema)) return '`parameters` must be a JSON Schema object.';
  if (schema.type !== 'object')
    return '`parameters` must be a JSON Schema with type "object" (the arguments are one JSON object).';
  if (
    schema.properties !== undefined &&
    (!isObject(schema.properties) ||
      Object.values(schema.properties).some((sub) => !isObject(sub) && typeof sub !== 'boolean'))
  ) {
    return '`parameters.properties` must map each argument name to a schema object.';
  }
  if (
    schema.required !== undefined &&
    (!Array.isArray(schema.required) || schema.required.some((item) => typeof item !== 'string'))
  ) {
    return '`parameters.required` must be a list of argument names.';
  }
  return undefined;
}

/** `takenBy(name)` says who already uses a name ("a built-in tool", "tools/other.mjs"), or undefined when it is free. */
export function checkManifest(raw: UserToolManifest, takenBy: (name: string) => string | undefined): ManifestCheck {
  const nameProblem = checkName(raw.name, takenBy);
  if (nameProblem) return { ok: false, ...nameProblem };
  if (raw.description.length > MAX_DESCRIPTION_CHARS)
    return {
      ok: false,
      error: `The description is too long (${raw.description.length} characters; at most ${MAX_DESCRIPTION_CHARS}).`,
    };
  const risk = RISKS.find((candidate) => candidate === raw.risk);
  if (!risk) return { ok: false, error: `Invalid risk "${raw.risk}": use read, write, exec or network.` };
  const capabilities = checkCapabilities(raw.capabilities);
  if (!capabilities.ok) return { ok: false, error: capabilities.error };
  const shapeError = checkSchemaShape(raw.parameters);
  if (shapeError) return { ok: false, error: shapeError };
  const jsonSchema = raw.parameters as JsonSchema;
  let validator: z.ZodType;
  try {
    validator = z.fromJSONSchema(jsonSchema as Parameters<typeof z.fromJSONSchema>[0]);
    for (const profile of ['openai', 'conservative'] as const) {
      if (cleanJsonSchema(jsonSchema, profile).type !== 'object')
        throw new Error('it does not describe an object once cleaned');
    }
  } catch (error) {
    return { ok: false, error: `Invalid parameters schema: ${error instanceof Error ? error.message : String(error)}` };
  }
  return {
    ok: true,
    manifest: {
      name: raw.name,
      description: raw.description.trim(),
      risk,
      capabilities: capabilities.capabilities,
      jsonSchema,
      validator,
    },
  };
}
