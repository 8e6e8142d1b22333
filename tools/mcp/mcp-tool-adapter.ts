// Turns one MCP tool into a Hearth tool: `<server>__<tool>` name, the server's description, its input schema (cleaned
// for the provider by tools/json-schema, checked locally with a zod schema built from it), the configured risk, and
// a drift check that makes a changed or new tool always ask until the user accepts its definition. What the server
// answers is marked as read from it (ToolResult.source, kind 'mcp') here, so no server can leave that out.
import { z } from 'zod';
import type { McpServerConfig } from '../../electron/shared/mcp-settings-schema';
import { cleanJsonSchema } from '../json-schema';
import { elicitThroughQuestions, type McpElicit } from './mcp-elicitation';
import { linksInText, withSource } from '../result-source';
import { defineTool, fail, type AnyTool, type ApprovalFacts, type ApprovalNote, type ToolResult } from '../tool';
import type { StoredToolDefinition } from '../../electron/shared/tool-definitions';
import { approvalNotes } from '../approval-notes';
import { alwaysAskReasons } from '../always-ask-reasons';

const MAX_DESCRIPTION = 4_000;
const NOTE_PREVIEW = 300;

export interface McpToolCall {
  (
    tool: string,
    args: Record<string, unknown>,
    options: { signal: AbortSignal; onUpdate: (chunk: string) => void; elicit?: McpElicit },
  ): Promise<ToolResult>;
}

export interface McpToolAdapterParams {
  server: string;
  /** The model-facing name, already sanitized and unique. */
  name: string;
  config: McpServerConfig;
  /** The tool's current definition and drift flag (read at call time: a listing may change during a run). */
  current: () => StoredToolDefinition | undefined;
  call: McpToolCall;
  /** True when the person marked this server a trusted source (setting `trust.mcpServers`): its results carry no source. */
  trustedSource?: () => boolean;
}

/** Failures Hearth writes itself without a word from the server (a stopped call, a timeout, a closed connection). */
const hearthWrittenFailures = new Set(['aborted', 'timeout', 'mcp_closed']);

const permissive = z.record(z.string(), z.unknown());
const preview = (text: string): string => (text.length > NOTE_PREVIEW ? `${text.slice(0, NOTE_PREVIEW)}…` : text);

/** Local argument check from the server's schema; a schema zod cannot read falls back to "any object" (the server checks too). */
function argumentSchema(inputSchema: Record<string, unknown>): z.ZodType {
  try {
    const schema = z.fromJSONSchema(inputSchema as Parameters<typeof z.fromJSONSchema>[0]);
    return permissive.pipe(schema as z.ZodType<unknown, Record<string, unknown>>);
  } catch {
    return permissive;
  }
}

/** The approval facts for a tool whose definition drifted since the user accepted it. */
export function driftFacts(server: string, stored: StoredToolDefinition): ApprovalFacts {
  if (stored.change === undefined) return {};
  const accept = approvalNotes.mcpAccept(server);
  if (stored.change === 'new') {
    return {
      ...alwaysAskReasons.mcpNewTool(server, stored.definition.name),
      notes: [accept],
    };
  }
  const notes: ApprovalNote[] = [];
  if (stored.accepted && stored.change.includes('description')) {
    notes.push(
      approvalNotes.mcpDescription('mcpAcceptedDescription', 'Accepted', preview(stored.accepted.description)),
      approvalNotes.mcpDescription('mcpNewDescription', 'New', preview(stored.definition.description)),
    );
  }
  if (stored.change.includes('schema')) notes.push(approvalNotes.mcpSchemaChanged());
  return {
    ...alwaysAskReasons.mcpChanged(stored.change, stored.definition.name),
    notes: [...notes, accept],
  };
}

export function createMcpToolAdapter(params: McpToolAdapterParams): AnyTool {
  const initial = params.current();
  if (!initial) throw new Error(`MCP tool ${params.name} has no definition.`); // programmer error: built from a listing
  const definition = initial.definition;
  const cleaned = safeClean(definition.inputSchema);
  const schemaProblem =
    cleaned?.type === 'object'
      ? undefined
      : 'its input schema is not a JSON Schema object, so it cannot be offered to the model';
  const description = (definition.description || definition.title || definition.name).slice(0, MAX_DESCRIPTION);
  return defineTool({
    name: params.name,
    label: `${definition.title ?? definition.name} (MCP: ${params.server})`,
    description,
    parameters: schemaProblem ? permissive : argumentSchema(definition.inputSchema),
    jsonSchema: schemaProblem ? { type: 'object', properties: {} } : definition.inputSchema,
    risk: params.config.toolRisk[definition.name] ?? params.config.risk,
    availability: () =>
      schemaProblem
        ? { available: false, reason: schemaProblem }
        : { available: true, reason: `MCP server "${params.server}"` },
    describeCall: () => {
      const current = params.current();
      const facts = current ? driftFacts(params.server, current) : {};
      return {
        ...facts,
        notes: [...(facts.notes ?? []), approvalNotes.mcpTool(params.server, definition.name)],
      };
    },
    execute: async (args, ctx) => {
      if (!params.current())
        return fail(`MCP server "${params.server}" no longer offers the tool "${definition.name}".`, 'unavailable');
      const result = await params.call(definition.name, args as Record<string, unknown>, {
        signal: ctx.signal,
        onUpdate: ctx.onUpdate,
        // The server's requests for input go to the person through the run's questions; declined in background runs.
        elicit: elicitThroughQuestions(ctx.background ? undefined : ctx.ask),
      });
      const { source: _claimed, ...answer } = result;
      if (params.trustedSource?.() === true) return answer;
      if (!answer.ok && hearthWrittenFailures.has(answer.errorType ?? '')) return answer;
      return withSource(answer, { kind: 'mcp', label: params.server, links: linksInText(answer.content) });
    },
  });
}

function safeClean(schema: Record<string, unknown>): Record<string, unknown> | undefined {
  try {
    return cleanJsonSchema(schema, 'conservative');
  } catch {
    return undefined;
  }
}
