// Importing MCP servers from another client's file — Claude Desktop's claude_desktop_config.json and Cursor's mcp.json
// (`mcpServers`), VS Code's mcp.json or settings.json (`servers` + `inputs`): a plan of what would be added (checked,
// with names made Hearth-safe and clashes marked), then applying the chosen part through setSetting, which moves
// env and header values to the keychain. A same-name server is replaced only when the caller says so.
import { basename } from 'node:path';
import { parseJsonc } from '../shared/jsonc';
import { checkMcpServerEntry, normalizeMcpServerEntry, toMcpServerName } from '../shared/mcp-server-input';
import { mcpServerTarget } from '../shared/mcp-server-summary';
import {
  mcpImportEnglish,
  mcpImportWord,
  type McpImportWord,
  type McpImportWordCode,
} from '../shared/mcp-import-words';
import type { McpServerConfig } from '../shared/mcp-settings-schema';
import type { SettingsWriteResult } from '../storage/settings';
import { readInputs, substituteVariables, type McpImportInput, type SubstituteContext } from './mcp-import-variables';
import type { Fail, Ok } from '../shared/result';

export type { McpImportInput } from './mcp-import-variables';

export interface McpImportCandidate {
  /** The name in the file. */
  originalName: string;
  /** The Hearth server name it gets. */
  name: string;
  /** new: will be added; exists: a server of this name is configured; invalid: cannot be imported (see error). */
  status: 'new' | 'exists' | 'invalid';
  error?: string;
  /** The error as a code and values, for the UI's language. */
  errorWord?: McpImportWord;
  notes: string[];
  /** The notes as codes and values, one per note. */
  noteWords: McpImportWord[];
  transport?: McpServerConfig['transport'];
  /** Command line or URL (without query); never env or header values. */
  target: string;
  /** Env variable or header names whose values go to the keychain. */
  secretNames: string[];
  /** Inputs (VS Code `${input:ID}`) whose values are asked when importing. */
  inputs: McpImportInput[];
  /** The entry in the settings form, variables not yet filled in. */
  entry?: Record<string, unknown>;
}

export interface McpImportPlan {
  /** Which client's format the file is in. */
  source: 'Claude Desktop' | 'Cursor' | 'VS Code' | 'mcpServers file';
  candidates: McpImportCandidate[];
  /** The inputs the file declares (VS Code), by id. */
  inputs: McpImportInput[];
}

/** A file that cannot be imported as a whole: the English (the CLI's) and its code for the UI (`word`). */
export type McpImportPlanResult = Ok<{ plan: McpImportPlan }> | Fail<{ error: string; word: McpImportWord }>;

function unusable(
  code: McpImportWordCode,
  params: Record<string, string>,
): Fail<{ error: string; word: McpImportWord }> {
  const word = mcpImportWord(code, params);
  return { ok: false, error: mcpImportEnglish(word), word };
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Reads a client's config text into a plan. `existing` holds the names of the servers Hearth already has. */
export function planMcpImport(
  text: string,
  options: {
    file: string;
    existing: ReadonlySet<string>;
    env: SubstituteContext['env'];
    homeDir: string;
    /** Pasted text: errors name a server's fields from its name (`github.url`), not from the file's `mcpServers`. */
    pasted?: boolean;
  },
): McpImportPlanResult {
  let document: unknown;
  try {
    document = parseJsonc(text);
  } catch (error) {
    return unusable('fileNotJson', {
      file: options.file,
      detail: error instanceof Error ? error.message : String(error),
    });
  }
  if (!isObject(document)) return unusable('fileNotObject', { file: options.file });
  let servers: Record<string, unknown>;
  let inputs: Map<string, McpImportInput> = new Map();
  let source: McpImportPlan['source'];
  let field: string;
  if (isObject(document.mcpServers)) {
    servers = document.mcpServers;
    field = 'mcpServers';
    source =
      basename(options.file) === 'claude_desktop_config.json'
        ? 'Claude Desktop'
        : /[\\/]\.cursor[\\/]/.test(options.file)
          ? 'Cursor'
          : 'mcpServers file';
  } else if (isObject(document.servers)) {
    servers = document.servers;
    inputs = readInputs(document.inputs);
    field = 'servers';
    source = 'VS Code';
  } else if (isObject(document.mcp) && isObject(document.mcp.servers)) {
    servers = document.mcp.servers;
    inputs = readInputs(document.mcp.inputs);
    field = 'mcp.servers';
    source = 'VS Code';
  } else {
    return unusable('fileNoServers', { file: options.file });
  }
  const taken = new Set<string>();
  const candidates = Object.entries(servers).map(([originalName, raw]) => {
    let name = toMcpServerName(originalName);
    for (let n = 2; taken.has(name); n += 1) name = `${toMcpServerName(originalName).slice(0, 29)}-${n}`;
    taken.add(name);
    const where = options.pasted ? originalName : `${field}.${originalName}`;
    return planOne(originalName, name, raw, where, { ...options, inputs });
  });
  return { ok: true, plan: { source, candidates, inputs: [...inputs.values()] } };
}

function planOne(
  originalName: string,
  name: string,
  raw: unknown,
  field: string,
  context: SubstituteContext & { existing: ReadonlySet<string> },
): McpImportCandidate {
  const base = { originalName, name, notes: [] as string[], noteWords: [] as McpImportWord[] };
  const view0 = { ...base, target: '', secretNames: [], inputs: [] };
  if (name !== originalName) base.noteWords.push(mcpImportWord('renamed', { original: originalName, name }));
  const normalized = normalizeMcpServerEntry(raw, field);
  if (normalized.ok) base.noteWords.push(...normalized.noteWords);
  base.notes.push(...base.noteWords.map(mcpImportEnglish));
  if (!normalized.ok) return { ...view0, status: 'invalid', error: normalized.error, errorWord: normalized.word };
  const entry = normalized.value;
  const dry = substituteVariables(entry, field, context, () => 'placeholder');
  if (!dry.ok) return { ...view0, status: 'invalid', error: dry.error, errorWord: dry.word };
  const problem = checkMcpServerEntry(dry.entry, field);
  const transport = entry.transport as McpServerConfig['transport'];
  const secrets = (transport === 'stdio' ? entry.env : entry.headers) ?? {};
  const view = {
    ...view0,
    transport,
    target: mcpServerTarget({ ...dry.entry, transport }),
    secretNames: isObject(secrets) ? Object.keys(secrets) : [],
    inputs: dry.inputsUsed.map((id) => context.inputs.get(id) as McpImportInput),
  };
  if (problem) return { ...view, status: 'invalid', error: mcpImportEnglish(problem), errorWord: problem };
  return { ...view, status: context.existing.has(name) ? 'exists' : 'new', entry };
}

export interface McpImportOutcome {
  name: string;
  result: 'added' | 'replaced' | 'skipped' | 'failed';
  reason?: string;
  /** The reason as a code and values, for the UI's language (absent for a refused settings write's own words). */
  reasonWord?: McpImportWord;
  /** Skipped because a server of this name exists (and was kept). */
  exists?: true;
  /** Skipped because an input could not be asked. */
  needsInput?: true;
}

export interface ApplyMcpImportDeps {
  /** Names of `exists` candidates the person agreed to replace; every other clash is skipped and reported. */
  replace: ReadonlySet<string>;
  /** Only these names (default: every importable one). */
  only?: ReadonlySet<string>;
  /** The value of an input, or null when it cannot be asked (no terminal, --yes): the server is then skipped. */
  resolveInput: (input: McpImportInput) => Promise<string | null>;
  setSetting: (path: string, value: unknown) => Promise<SettingsWriteResult>;
  env: SubstituteContext['env'];
  homeDir: string;
}

/** Adds the plan's servers one by one; one failing never stops the others. Each input is asked at most once. */
export async function applyMcpImport(plan: McpImportPlan, deps: ApplyMcpImportDeps): Promise<McpImportOutcome[]> {
  const answers = new Map<string, string | null>();
  const outcomes: McpImportOutcome[] = [];
  for (const candidate of plan.candidates) {
    const { name } = candidate;
    if (deps.only && !deps.only.has(name)) continue;
    if (candidate.status === 'invalid' || !candidate.entry) {
      const reasonWord = candidate.errorWord ?? mcpImportWord('notImportable', {});
      outcomes.push({ name, result: 'skipped', reason: mcpImportEnglish(reasonWord), reasonWord });
      continue;
    }
    if (candidate.status === 'exists' && !deps.replace.has(name)) {
      const reasonWord = mcpImportWord('keptExisting', { name });
      outcomes.push({ name, result: 'skipped', exists: true, reason: mcpImportEnglish(reasonWord), reasonWord });
      continue;
    }
    let missing: McpImportInput | undefined;
    for (const input of candidate.inputs) {
      if (!answers.has(input.id)) answers.set(input.id, await deps.resolveInput(input));
      if (answers.get(input.id) === null) missing = missing ?? input;
    }
    if (missing) {
      const reasonWord = mcpImportWord('needsInput', { id: missing.id, description: missing.description });
      outcomes.push({ name, result: 'skipped', needsInput: true, reason: mcpImportEnglish(reasonWord), reasonWord });
      continue;
    }
    const filled = substituteVariables(
      candidate.entry,
      name,
      { inputs: new Map(plan.inputs.map((input) => [input.id, input])), env: deps.env, homeDir: deps.homeDir },
      (id) => answers.get(id) ?? undefined,
    );
    if (!filled.ok) {
      outcomes.push({ name, result: 'failed', reason: filled.error, reasonWord: filled.word });
      continue;
    }
    const written = await deps.setSetting(`mcp.servers.${name}`, filled.entry);
    if (!written.ok) outcomes.push({ name, result: 'failed', reason: written.error });
    else outcomes.push({ name, result: candidate.status === 'exists' ? 'replaced' : 'added' });
  }
  return outcomes;
}
