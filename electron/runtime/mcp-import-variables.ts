// The `${…}` variables VS Code and Cursor allow in an MCP server entry: `${input:ID}` (asked from the person),
// `${env:NAME}` (this process's environment) and `${userHome}`. Others are refused naming the field. A password
// input may only fill an env or header value, because only those go to the keychain.
import { mcpImportEnglish, mcpImportWord, type McpImportWord } from '../shared/mcp-import-words';
import type { Fail, Ok } from '../shared/result';

export interface McpImportInput {
  id: string;
  description: string;
  password: boolean;
}

export type InputValues = (id: string) => string | undefined;

export interface SubstituteContext {
  inputs: ReadonlyMap<string, McpImportInput>;
  env: Readonly<Record<string, string | undefined>>;
  homeDir: string;
}

export type SubstituteResult =
  Ok<{ entry: Record<string, unknown>; inputsUsed: string[] }> | Fail<{ error: string; word: McpImportWord }>;

const VARIABLE = /\$\{([^}]*)\}/g;

/**
 * Replaces the variables in every string of a normalized entry. `value(id)` gives an input's value (a placeholder
 * while planning); `field` names the entry in errors (`servers.github`).
 */
export function substituteVariables(
  entry: Record<string, unknown>,
  field: string,
  context: SubstituteContext,
  value: InputValues,
): SubstituteResult {
  const used = new Set<string>();
  let problem: McpImportWord | undefined;
  const replace = (text: string, where: string, secretField: boolean): string =>
    text.replace(VARIABLE, (whole, name: string) => {
      if (problem) return whole;
      if (name.startsWith('input:')) {
        const id = name.slice('input:'.length);
        const input = context.inputs.get(id);
        if (!input) {
          problem = mcpImportWord('unknownInput', { field: where, id, written: whole });
          return whole;
        }
        if (input.password && !secretField) {
          problem = mcpImportWord('passwordOutsideSecrets', { field: where, id });
          return whole;
        }
        used.add(id);
        return value(id) ?? whole;
      }
      if (name.startsWith('env:')) {
        const variable = name.slice('env:'.length);
        const found = context.env[variable];
        if (found === undefined) {
          problem = mcpImportWord('envNotSet', { field: where, written: whole });
          return whole;
        }
        return found;
      }
      if (name === 'userHome') return context.homeDir;
      problem = mcpImportWord('unknownVariable', { field: where, written: whole });
      return whole;
    });

  const out: Record<string, unknown> = { ...entry };
  for (const key of ['command', 'cwd', 'url'] as const)
    if (typeof entry[key] === 'string') out[key] = replace(entry[key], `${field}.${key}`, false);
  if (Array.isArray(entry.args))
    out.args = entry.args.map((arg, index) =>
      typeof arg === 'string' ? replace(arg, `${field}.args[${index}]`, false) : arg,
    );
  for (const key of ['env', 'headers'] as const) {
    const record = entry[key];
    if (typeof record === 'object' && record !== null && !Array.isArray(record))
      out[key] = Object.fromEntries(
        Object.entries(record).map(([name, item]) => [
          name,
          typeof item === 'string' ? replace(item, `${field}.${key}.${name}`, true) : item,
        ]),
      );
  }
  if (problem) return { ok: false, error: mcpImportEnglish(problem), word: problem };
  return { ok: true, entry: out, inputsUsed: [...used] };
}

/** VS Code's `inputs` list (promptString entries; others are read but only their id matters). */
export function readInputs(raw: unknown): Map<string, McpImportInput> {
  const inputs = new Map<string, McpImportInput>();
  if (!Array.isArray(raw)) return inputs;
  for (const item of raw) {
    if (typeof item !== 'object' || item === null) continue;
    const record = item as Record<string, unknown>;
    if (typeof record.id !== 'string') continue;
    inputs.set(record.id, {
      id: record.id,
      description: typeof record.description === 'string' ? record.description : record.id,
      password: record.password === true,
    });
  }
  return inputs;
}
