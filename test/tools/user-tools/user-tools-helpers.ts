// Helpers for the user tools tests: write tool files into a real temp folder, build a real source (real host
// process) with short limits, and call a tool the way the agent loop does (schema check, then execute).
import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AnyTool, ToolResult } from '../../../tools/tool';
import { createUserToolSource, type UserToolSource, type UserToolSourceDeps } from '../../../tools/user-tools/user-tool-source';

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

export function writeTool(folder: string, file: string, source: string | ToolFileSpec): void {
  writeFileSync(join(folder, file), typeof source === 'string' ? source : toolSource(source));
}

export function makeSource(folder: string, overrides: Partial<UserToolSourceDeps> = {}): UserToolSource {
  return createUserToolSource({
    folder,
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
}

export function findTool(source: UserToolSource, name: string): AnyTool | undefined {
  return source.entries().find((entry) => entry.tool.name === name)?.tool;
}

/** Like the loop: validate the arguments with the tool's parameters, then execute. */
export async function callTool(source: UserToolSource, name: string, args: unknown = {}, signal: AbortSignal = new AbortController().signal): Promise<ToolResult> {
  const tool = findTool(source, name);
  if (!tool) return { ok: false, content: `unknown tool ${name}`, errorType: 'unknown_tool' };
  const parsed = tool.parameters.safeParse(args);
  if (!parsed.success) return { ok: false, content: parsed.error.message, errorType: 'invalid_args' };
  return tool.execute(parsed.data, { callId: 'call-1', signal, onUpdate: () => undefined, workspace: tmpdir() });
}

export async function waitFor(check: () => boolean, what: string, limitMs = 10_000): Promise<void> {
  const deadline = Date.now() + limitMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}
