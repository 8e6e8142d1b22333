// Where what the model reads came from: the kinds of untrusted source (a third party could have written the text),
// the source a tool result carries (tools/tool.ts `ToolResult.source`) and how a source reads in approvals. Pure.
import { z } from 'zod';

export const sourceKinds = [
  'web_page',
  'search_results',
  'http_response',
  'browser_page',
  'mcp',
  'mcp_app',
  'custom_tool',
  'file',
  'attachment',
  'memory',
  'command_output',
  'calendar',
  'knowledge',
  'skill',
] as const;
export type SourceKind = (typeof sourceKinds)[number];

export const untrustedSourceSchema = z.object({
  kind: z.enum(sourceKinds),
  /** What people recognise it by: host + path, the provider, the server's name, the path, `memory #12`. */
  label: z.string().max(2_000),
});
export type UntrustedSource = z.infer<typeof untrustedSourceSchema>;

/** A tool result's source, with the absolute http(s) links found in it (following one is reading, not sending). */
export interface ResultSource extends UntrustedSource {
  links?: string[];
}

const kindNames: Record<SourceKind, string> = {
  web_page: 'web page',
  search_results: 'search results',
  http_response: 'HTTP response',
  browser_page: 'browser page',
  mcp: 'MCP server',
  mcp_app: 'MCP App view',
  custom_tool: 'custom tool',
  file: 'file',
  attachment: 'attached file',
  memory: 'memory saved after reading untrusted content',
  command_output: 'command output',
  calendar: 'calendar events',
  knowledge: 'knowledge passage',
  skill: 'skill',
};

/** One source for people: "garden.example/news (web page)", "the MCP server 'notes'". */
export function describeSource(source: UntrustedSource): string {
  if (source.kind === 'mcp') return `the MCP server '${source.label}'`;
  if (source.kind === 'mcp_app') return `the app view of MCP server '${source.label}'`;
  return `${source.label} (${kindNames[source.kind]})`;
}
