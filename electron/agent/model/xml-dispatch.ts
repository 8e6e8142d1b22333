// The XML fallback for models without native function calling (protocol: ../context/system-prompt.ts): a tolerant
// parser for `<tool_call>{"name": …, "arguments": {…}}</tool_call>` blocks (several per message, inside code fences or
// prose), and the user-role message that carries `<tool_result>` blocks back (such servers lack the tool role).
import type { ToolCallRecord } from '../../shared/agent-events';

export interface XmlToolResult {
  callId: string;
  name: string;
  content: string;
  ok: boolean;
}

const BLOCK = /<tool_call\b[^>]*>([\s\S]*?)(?:<\/tool_call\s*>|(?=<tool_call\b)|$)/gi;

/** Every `<tool_call>` block of a reply, in order. Blocks with no JSON object at all (prose mentioning the tag) are skipped. */
export function parseXmlToolCalls(text: string, makeId: (index: number) => string): ToolCallRecord[] {
  const calls: ToolCallRecord[] = [];
  for (const match of text.matchAll(BLOCK)) {
    const inner = stripFences(match[1] ?? '');
    const start = inner.indexOf('{');
    const end = inner.lastIndexOf('}');
    if (start < 0) continue;
    const json = end > start ? inner.slice(start, end + 1) : inner.slice(start);
    calls.push({ id: makeId(calls.length), ...readCall(json) });
  }
  return calls;
}

/** `{name, arguments}` from a block's JSON; when it does not parse, the raw text goes on as arguments so the model is told. */
function readCall(json: string): { name: string; arguments: string } {
  let parsed: unknown;
  try {
    parsed = JSON.parse(json);
  } catch {
    const name = /"name"\s*:\s*"([^"]+)"/.exec(json)?.[1] ?? '';
    const rest = /"(?:arguments|parameters)"\s*:\s*([\s\S]*)$/.exec(json)?.[1]?.trim();
    return { name, arguments: rest === undefined ? json : salvageArguments(rest) };
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return { name: '', arguments: json };
  const record = parsed as Record<string, unknown>;
  const fn =
    typeof record.function === 'object' && record.function !== null
      ? (record.function as Record<string, unknown>)
      : record;
  const name = typeof fn.name === 'string' ? fn.name : '';
  const args = fn.arguments ?? fn.parameters ?? fn.args ?? {};
  return { name, arguments: typeof args === 'string' ? args : JSON.stringify(args) };
}

/** The arguments part of a broken block: itself if it parses, else without the block's closing brace. */
function salvageArguments(rest: string): string {
  const withoutOuter = rest.endsWith('}') ? rest.slice(0, -1).trimEnd() : rest;
  for (const candidate of [rest, withoutOuter]) {
    try {
      JSON.parse(candidate);
      return candidate;
    } catch {
      // try the next shape
    }
  }
  return withoutOuter;
}

function stripFences(text: string): string {
  return text
    .trim()
    .replace(/^```[a-zA-Z0-9_-]*\s*/, '')
    .replace(/\s*```$/, '')
    .trim();
}

/** How a call is written back into an assistant message that lacks its block (history from native mode). */
export function renderXmlToolCall(call: ToolCallRecord): string {
  let args: unknown = call.arguments;
  try {
    args = call.arguments.trim() === '' ? {} : JSON.parse(call.arguments);
  } catch {
    // keep the raw string
  }
  return `<tool_call>${JSON.stringify({ name: call.name, arguments: args })}</tool_call>`;
}

/** One user-role message with every result of a reply, in the calls' order. */
export function formatXmlToolResults(results: readonly XmlToolResult[]): string {
  return results
    .map((result) => {
      const attributes = `name="${escapeAttribute(result.name)}" call_id="${escapeAttribute(result.callId)}" ok="${result.ok}"`;
      return `<tool_result ${attributes}>\n${result.content}\n</tool_result>`;
    })
    .join('\n\n');
}

function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}
