// Turns a loaded user tool into a Hearth tool: its JSON Schema for the provider, a zod validator built from it for
// the loop, the declared risk and its provenance (file, version, capabilities, trust) for the approval gate, and an
// execute that runs exactly that version, only once trusted, in the runner host for its capabilities.
import { basename } from 'node:path';
import { defineTool, fail, type AnyTool, type ToolContext, type ToolProvenance, type ToolResult } from '../tool';
import { describeCapabilities } from './capabilities';
import { HostRequestError, type HostProcess } from './host-process';
import { VersionChangedError, type ServedVersion } from './host-pool';
import type { LoadedTool } from './tool-loader';

export interface UserToolCallDeps {
  /** A runner host serving this version (create() done); rejects with the reason it cannot. */
  serve: (tool: ServedVersion) => Promise<HostProcess>;
  callTimeoutMs: () => number;
  /** The tool's provenance now (trust can change between the approval and the call). */
  provenance: (tool: LoadedTool) => ToolProvenance;
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

export async function callUserTool(
  deps: UserToolCallDeps,
  tool: LoadedTool,
  args: unknown,
  ctx: ToolContext,
): Promise<ToolResult> {
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
    return reply.ok
      ? toToolResult(reply.result)
      : fail(`${name} failed: ${reply.error ?? 'unknown error'}`, 'tool_error');
  } catch (error) {
    if (!(error instanceof HostRequestError)) throw error;
    if (error.kind === 'aborted') return fail(`${name} was stopped (aborted).`, 'aborted');
    if (error.kind === 'timeout') {
      return fail(
        `${name} did not finish within ${Math.round(timeoutMs / 100) / 10} s and was stopped; the custom tools host was restarted.`,
        'timeout',
      );
    }
    return fail(
      `${name} did not finish: ${error.message}. The custom tools host was restarted; other custom tools keep working.`,
      'crashed',
    );
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
    describeCall: () => ({
      notes: [
        `Custom tool from tools/${basename(tool.file)}, version ${tool.version}; it declares risk ${manifest.risk}` +
          (manifest.capabilities.length > 0
            ? ` and capabilities ${manifest.capabilities.join(', ')}.`
            : ' and no extra capabilities.'),
        describeCapabilities(manifest.capabilities),
      ],
    }),
    execute: (args, ctx) => callUserTool(deps, tool, args, ctx),
  });
}
