// Turns a loaded user tool into a Hearth tool: its JSON Schema for the provider, a zod validator built from it for
// the loop, the declared risk and its provenance (file, version, capabilities, trust) for the approval gate, and an
// execute that runs exactly that version, only once trusted, in the runner host for its capabilities. What the tool
// returns is marked as read from its file (ToolResult.source, kind 'custom_tool') unless the person trusts that source.
import { realpathSync } from 'node:fs';
import { basename } from 'node:path';
import { scanCodeRunning, type CodeRunningScan } from '../code-running-scan';
import { sweepCodeRunning } from '../code-running-sweep';
import { linksInText, withSource } from '../result-source';
import { defineTool, fail, type AnyTool, type ToolContext, type ToolProvenance, type ToolResult } from '../tool';
import { customToolNotes } from './custom-tool-notes';
import { HostRequestError, type HostProcess } from './host-process';
import { VersionChangedError, type ServedVersion } from './host-pool';
import type { LoadedTool } from './tool-loader';

export interface UserToolCallDeps {
  /** A runner host serving this version (create() done); rejects with the reason it cannot. */
  serve: (tool: ServedVersion) => Promise<HostProcess>;
  callTimeoutMs: () => number;
  /** The tool's provenance now (trust can change between the approval and the call). */
  provenance: (tool: LoadedTool) => ToolProvenance;
  /** Tool file names (`report.mjs`) the person marked a trusted source (setting `trust.customTools`). */
  trustedSources?: () => readonly string[];
}

/** What the tool's own code wrote (its result, or its error message), marked as read from its file. */
function fromToolFile(deps: UserToolCallDeps, tool: LoadedTool, result: ToolResult): ToolResult {
  const file = basename(tool.file);
  if (deps.trustedSources?.().includes(file)) return result;
  return withSource(result, { kind: 'custom_tool', label: `tools/${file}`, links: linksInText(result.content) });
}

function toToolResult(raw: unknown): ToolResult {
  const value = raw as Partial<ToolResult> | undefined;
  if (!value || typeof value.content !== 'string') return fail('The tool returned nothing usable.', 'tool_error');
  const result: ToolResult = { ok: value.ok === true, content: value.content };
  if (value.details !== undefined) result.details = value.details;
  if (Array.isArray(value.images) && value.images.length > 0) result.images = value.images;
  if (!result.ok) result.errorType = typeof value.errorType === 'string' ? value.errorType : 'tool_error';
  return result;
}

/**
 * Runs one call. A tool that may write the workspace cannot leave a file that runs code later changed: its host binds
 * them read-only (host-launch.ts), and what changed anyway (a repository it created) is put back after the call.
 */
export async function callUserTool(
  deps: UserToolCallDeps,
  tool: LoadedTool,
  args: unknown,
  ctx: ToolContext,
): Promise<ToolResult> {
  if (!tool.manifest.capabilities.includes('workspace:write')) return callServedTool(deps, tool, args, ctx);
  let before: CodeRunningScan | null = null;
  try {
    before = scanCodeRunning(realpathSync(ctx.workspace));
  } catch {
    // no workspace folder yet: nothing listed in it
  }
  const result = await callServedTool(deps, tool, args, ctx);
  const putBack = before ? sweepCodeRunning(before) : [];
  if (putBack.length === 0) return result;
  return {
    ...result,
    content: `${result.content}\n[files that run code later are read-only; Hearth put back: ${putBack.join('; ')}]`,
  };
}

/** The host died before the call answered (not a timeout, not a stop): the call may be tried once more. */
interface HostDied {
  hostDied: HostRequestError;
}

/**
 * Runs one call in a runner host. A host that died under the call (killed, crashed) is restarted and the call tried
 * once more; the result says so. A second death, a timeout or a stop is reported as it is.
 */
async function callServedTool(
  deps: UserToolCallDeps,
  tool: LoadedTool,
  args: unknown,
  ctx: ToolContext,
): Promise<ToolResult> {
  const name = tool.manifest.name;
  const first = await attemptCall(deps, tool, args, ctx);
  if (!('hostDied' in first)) return first;
  const why = first.hostDied.message;
  if (ctx.signal.aborted) return hostDiedResult(name, why);
  const second = await attemptCall(deps, tool, args, ctx);
  if ('hostDied' in second) {
    return fail(
      `${name} did not finish: ${why}. The custom tools host was restarted and the call tried once more, but it ` +
        `stopped again (${second.hostDied.message}). Other custom tools keep working.`,
      'crashed',
    );
  }
  const note = `[The custom tools host had stopped (${why}); Hearth restarted it and ran this call again.]`;
  return { ...second, content: `${second.content}\n${note}` };
}

function hostDiedResult(name: string, why: string): ToolResult {
  return fail(
    `${name} did not finish: ${why}. The custom tools host was restarted; other custom tools keep working.`,
    'crashed',
  );
}

async function attemptCall(
  deps: UserToolCallDeps,
  tool: LoadedTool,
  args: unknown,
  ctx: ToolContext,
): Promise<ToolResult | HostDied> {
  const name = tool.manifest.name;
  // Defence in depth: the gate asks first, but an untrusted version's code never runs beyond reading its manifest.
  if (!deps.provenance(tool).trusted) {
    return fail(
      `${name} is an untrusted custom tool version (${basename(tool.file)}, ${tool.version}); the user must trust it first.`,
      'untrusted',
    );
  }
  const timeoutMs = deps.callTimeoutMs();
  let host: HostProcess;
  try {
    // The host shows the folder this call works in: a chat in a project sees the project's folder.
    host = await deps.serve({
      file: tool.file,
      version: tool.version,
      capabilities: tool.manifest.capabilities,
      workspace: ctx.workspace,
    });
  } catch (error) {
    if (error instanceof VersionChangedError) return fail(`${name}: ${error.message}.`, 'changed');
    return fail(`${name} could not start: ${error instanceof Error ? error.message : String(error)}`, 'unavailable');
  }
  const context = {
    callId: ctx.callId,
    workspace: ctx.workspace,
    ...(ctx.conversationId ? { conversationId: ctx.conversationId } : {}),
    background: ctx.background === true,
  };
  try {
    const reply = await host.request(
      { type: 'call', file: tool.file, version: tool.version, args, context },
      { timeoutMs, signal: ctx.signal, onUpdate: ctx.onUpdate },
    );
    if (!reply.ok)
      return fromToolFile(deps, tool, fail(`${name} failed: ${reply.error ?? 'unknown error'}`, 'tool_error'));
    const result = toToolResult(reply.result);
    return typeof (reply.result as { content?: unknown } | undefined)?.content === 'string'
      ? fromToolFile(deps, tool, result)
      : result;
  } catch (error) {
    if (!(error instanceof HostRequestError)) throw error;
    if (error.kind === 'aborted') return fail(`${name} was stopped (aborted).`, 'aborted');
    if (error.kind === 'timeout') {
      return fail(
        `${name} did not finish within ${Math.round(timeoutMs / 100) / 10} s and was stopped; the custom tools host was restarted.`,
        'timeout',
      );
    }
    return { hostDied: error };
  }
}

export function createUserToolEntry(tool: LoadedTool, deps: UserToolCallDeps): AnyTool {
  const { manifest } = tool;
  return defineTool({
    name: manifest.name,
    label: `${manifest.name} (custom)`,
    description: manifest.description,
    parameters: manifest.validator,
    jsonSchema: manifest.jsonSchema,
    risk: manifest.risk,
    provenance: () => deps.provenance(tool),
    describeCall: () => ({ notes: customToolNotes(`tools/${basename(tool.file)}`, tool.version, manifest) }),
    execute: (args, ctx) => callUserTool(deps, tool, args, ctx),
  });
}
