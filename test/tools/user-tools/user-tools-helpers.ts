// Helpers for the user tools tests: write tool files into a real temp folder (trusting what they write in the source's
// real SQLite trust store unless told not to), build a real source (real host processes) with short limits, and call a
// tool the way the agent loop does (schema check, then execute), with or without the result's source.
import { mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { openDatabase } from '../../../electron/storage/database';
import { createCustomToolTrustStore, type CustomToolTrustStore } from '../../../electron/storage/custom-tool-trust';
import type { AnyTool, ToolResult } from '../../../tools/tool';
import { contentVersion } from '../../../tools/user-tools/folder-scan';
import {
  createUserToolSource,
  type UserToolSource,
  type UserToolSourceDeps,
} from '../../../tools/user-tools/user-tool-source';

export interface ToolFileSpec {
  name: string;
  description?: string;
  parameters?: unknown;
  risk?: string;
  /** The body of `export async function run(args, context) { … }`. */
  run: string;
  /** Extra top-level source (create, close, helpers). */
  extra?: string;
}

export function toolSource(spec: ToolFileSpec): string {
  const parameters = spec.parameters ?? { type: 'object', properties: {} };
  return [
    `export const name = ${JSON.stringify(spec.name)};`,
    `export const description = ${JSON.stringify(spec.description ?? `The ${spec.name} test tool.`)};`,
    `export const parameters = ${JSON.stringify(parameters)};`,
    spec.risk ? `export const risk = ${JSON.stringify(spec.risk)};` : '',
    `export async function run(args, context) { ${spec.run} }`,
    spec.extra ?? '',
  ].join('\n');
}

/** The real trust store of each source made here, by tools folder (closed with the temp folder). */
const trustStores = new Map<string, CustomToolTrustStore>();

export function trustStoreFor(folder: string): CustomToolTrustStore {
  let store = trustStores.get(folder);
  if (!store) {
    mkdirSync(folder, { recursive: true });
    store = createCustomToolTrustStore(openDatabase(join(dirname(folder), 'hearth.db')).db);
    trustStores.set(folder, store);
  }
  return store;
}

/**
 * Writes a tool file. Unless `trust: false`, the written version is also trusted in the folder's trust store, as a
 * user would after reviewing it (the lifecycle tests are about loading and running, not about trust).
 */
export function writeTool(
  folder: string,
  file: string,
  source: string | ToolFileSpec,
  options: { trust?: boolean } = {},
): void {
  const text = typeof source === 'string' ? source : toolSource(source);
  writeFileSync(join(folder, file), text);
  if (options.trust === false) return;
  const name = typeof source === 'string' ? file : source.name;
  trustStoreFor(folder).trust({ file, version: contentVersion(text), name, risk: 'test', capabilities: [] });
}

/** Each source's workspace, so callTool runs a call in it as the loop would (ctx.workspace is what the host shows). */
const sourceWorkspaces = new WeakMap<UserToolSource, () => string>();

export function makeSource(folder: string, overrides: Partial<UserToolSourceDeps> = {}): UserToolSource {
  const workspace = join(dirname(folder), 'workspace');
  mkdirSync(workspace, { recursive: true });
  const source = createUserToolSource({
    folder,
    trust: trustStoreFor(folder),
    workspace: () => workspace,
    env: process.env,
    homeDir: folder,
    tmpDir: tmpdir(),
    reservedNames: () => [],
    watch: false,
    rescanIntervalMs: Number.POSITIVE_INFINITY,
    callTimeoutMs: () => 5_000,
    loadTimeoutMs: 5_000,
    ...overrides,
  });
  sourceWorkspaces.set(source, overrides.workspace ?? (() => workspace));
  return source;
}

export function findTool(source: UserToolSource, name: string): AnyTool | undefined {
  return source.entries().find((entry) => entry.tool.name === name)?.tool;
}

/**
 * Like the loop: validate the arguments with the tool's parameters, then execute. The result's `source` (where the
 * text came from) is left out, so tests about running compare what the tool returned; callToolWithSource keeps it.
 */
export async function callTool(...call: Parameters<typeof callToolWithSource>): Promise<ToolResult> {
  const { source: _source, ...result } = await callToolWithSource(...call);
  return result;
}

export async function callToolWithSource(
  source: UserToolSource,
  name: string,
  args: unknown = {},
  signal: AbortSignal = new AbortController().signal,
  workspace: string = sourceWorkspaces.get(source)?.() ?? tmpdir(),
): Promise<ToolResult> {
  const tool = findTool(source, name);
  if (!tool) return { ok: false, content: `unknown tool ${name}`, errorType: 'unknown_tool' };
  const parsed = tool.parameters.safeParse(args);
  if (!parsed.success) return { ok: false, content: parsed.error.message, errorType: 'invalid_args' };
  return tool.execute(parsed.data, { callId: 'call-1', signal, onUpdate: () => undefined, workspace });
}
