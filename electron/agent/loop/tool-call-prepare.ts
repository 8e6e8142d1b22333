// Checks one model tool call before anything is asked or run: the tool exists, the arguments are JSON and they pass
// the tool's zod schema; the arguments' hash (what an approval binds to) is computed here, once. Every problem becomes
// an ok:false result the model can read and fix.
import { z } from 'zod';
import { fail, type AnyTool, type ToolResult } from '../../../tools/tool';
import type { ToolCallRecord } from '../../shared/agent-events';
import { argsHashOf } from '../approvals/args-hash';
import { err, ok, type Fail, type Ok, type Result } from '../../shared/result';

export type PreparedCall =
  | Ok<{ tool: AnyTool; args: unknown; argsHash: string | undefined; shownArgs: unknown }>
  | Fail<{ tool?: AnyTool; shownArgs: unknown; result: ToolResult }>;

export function prepareToolCall(call: ToolCallRecord, tools: ReadonlyMap<string, AnyTool>): PreparedCall {
  const parsed = parseArguments(call.arguments);
  const shownArgs = parsed.ok ? parsed.value : call.arguments;
  if (call.name.trim() === '') {
    return {
      ok: false,
      shownArgs,
      result: fail(
        'The tool call has no tool name. Call a tool by its exact name with a JSON object of arguments.',
        'invalid_call',
      ),
    };
  }
  const tool = tools.get(call.name);
  if (!tool) {
    const names = [...tools.keys()].join(', ') || 'none';
    return {
      ok: false,
      shownArgs,
      result: fail(`Unknown tool "${call.name}". Available tools: ${names}.`, 'unknown_tool'),
    };
  }
  if (!parsed.ok) {
    return {
      ok: false,
      tool,
      shownArgs,
      result: fail(
        `The arguments for ${tool.name} are not valid JSON (${parsed.error}). Send one JSON object that matches the tool's parameters.`,
        'invalid_json',
      ),
    };
  }
  const validated = tool.parameters.safeParse(parsed.value);
  if (!validated.success) {
    const problems = z.prettifyError(validated.error);
    return {
      ok: false,
      tool,
      shownArgs,
      result: fail(`The arguments for ${tool.name} do not match its parameters:\n${problems}`, 'invalid_args'),
    };
  }
  // A tool whose risk depends on its arguments is judged, everywhere after this, with this call's risk.
  const callTool = tool.riskOf ? { ...tool, risk: tool.riskOf(validated.data) } : tool;
  return { ok: true, tool: callTool, args: validated.data, argsHash: argsHashOf(validated.data), shownArgs };
}

/** Empty arguments mean `{}` (some servers send "" for tools without parameters). */
function parseArguments(raw: string): Result<{ value: unknown }> {
  if (raw.trim() === '') return ok({ value: {} });
  try {
    return ok({ value: JSON.parse(raw) as unknown });
  } catch (error) {
    return err(error instanceof Error ? error.message : String(error));
  }
}
