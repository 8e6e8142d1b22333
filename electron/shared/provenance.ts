// Where what the model reads came from (issue 35): the kinds of source a third party could have written, the source a
// tool result or attachment carries, and how a person is told about one. No Node, no Electron (the renderer imports it).
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

/** Something the run read that a third party could have written: what kind, and a short label (a URL, a file, a server). */
export interface UntrustedSource {
  kind: SourceKind;
  label: string;
}

export const untrustedSourceSchema = z.object({ kind: z.enum(sourceKinds), label: z.string() });

/** What a tool result carries: its source, and the links found in it (following one of them is reading). */
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

/** "garden.example/news (web page)": the label without its scheme, and the kind in words. */
export function describeSource(source: UntrustedSource): string {
  const label = source.label.replace(/^https?:\/\//i, '').replace(/\/$/, '');
  return `${label} (${kindWords[source.kind]})`;
}
