// A provider tool schema with its descriptions cut to their first sentence (the tool's and each parameter's), for
// requests in a small context window (electron/agent/chat/run-preparation.ts decides when). Pure.
import type { JsonSchema, ProviderToolSchema } from './json-schema';

const TOOL_DESCRIPTION_CHARS = 160;
const PARAMETER_DESCRIPTION_CHARS = 80;

/** The first sentence of `text` (or its first line), at most `max` characters. */
export function firstSentence(text: string, max: number): string {
  const line = text.trim().split('\n')[0]!.trim();
  const end = line.search(/[.!?](\s|$)/);
  const sentence = end >= 0 ? line.slice(0, end + 1) : line;
  return sentence.length > max ? `${sentence.slice(0, max - 1).trimEnd()}…` : sentence;
}

function shortenNode(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(shortenNode);
  if (typeof node !== 'object' || node === null) return node;
  const out: JsonSchema = {};
  for (const [key, value] of Object.entries(node)) {
    out[key] =
      key === 'description' && typeof value === 'string'
        ? firstSentence(value, PARAMETER_DESCRIPTION_CHARS)
        : key === 'properties' && typeof value === 'object' && value !== null
          ? Object.fromEntries(Object.entries(value).map(([name, schema]) => [name, shortenNode(schema)]))
          : shortenNode(value);
  }
  return out;
}

/** The same tool with short descriptions; names, types and required fields stay as they were. */
export function shortToolSchema(schema: ProviderToolSchema): ProviderToolSchema {
  return {
    type: 'function',
    function: {
      name: schema.function.name,
      description: firstSentence(schema.function.description, TOOL_DESCRIPTION_CHARS),
      parameters: shortenNode(schema.function.parameters) as JsonSchema,
    },
  };
}
