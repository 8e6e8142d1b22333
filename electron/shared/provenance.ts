// Where what the model reads came from (issue 35): the kinds of untrusted source, one source as data and as a zod
// schema (agent events carry it), and its plain description. No Node or Electron: the renderer imports it.
import { z } from 'zod';

export const sourceKinds = [
  'web_page',
  'search_results',
  'browser_page',
  'mcp',
  'custom_tool',
  'file',
  'attachment',
  'memory',
] as const;
export type SourceKind = (typeof sourceKinds)[number];

/** Something a third party could have written that a run read: its kind and a short label (host/path, server name…). */
export interface UntrustedSource {
  kind: SourceKind;
  label: string;
}

export const untrustedSourceSchema = z.object({ kind: z.enum(sourceKinds), label: z.string() });

/** A tool result's source; `links` are addresses found in it (following one is reading, not sending). */
export interface ResultSource extends UntrustedSource {
  links?: string[];
}

const kindWords: Record<SourceKind, string> = {
  web_page: 'web page',
  search_results: 'search results',
  browser_page: 'browser page',
  mcp: 'MCP server',
  custom_tool: 'custom tool',
  file: 'file',
  attachment: 'attached file',
  memory: 'memory',
};

/** "garden.example/news (web page)". */
export function describeSource(source: UntrustedSource): string {
  return `${source.label} (${kindWords[source.kind]})`;
}
