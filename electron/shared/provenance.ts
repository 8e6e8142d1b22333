// Where what the model reads came from (issue 35): the kinds of source a third party could have written, the shape
// that names one, and the short phrase approvals use for it. Plain types + zod, no Node or Electron.
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

/** A source a third party could have written: its kind and a short label (a page's host and path, a server's name…). */
export interface UntrustedSource {
  kind: SourceKind;
  label: string;
}

export const untrustedSourceSchema = z.object({ kind: z.enum(sourceKinds), label: z.string().max(2_000) });

/** A tool result's source: also the links it contains (following one is reading, not sending). */
export interface ResultSource extends UntrustedSource {
  links?: string[];
}

const kindNames: Record<SourceKind, string> = {
  web_page: 'web page',
  search_results: 'search results',
  browser_page: 'browser page',
  mcp: 'MCP server',
  custom_tool: 'custom tool',
  file: 'file',
  attachment: 'attached document',
  memory: 'memory',
};

/** "garden.example/news (web page)". */
export function describeSource(source: UntrustedSource): string {
  return `${source.label} (${kindNames[source.kind]})`;
}
