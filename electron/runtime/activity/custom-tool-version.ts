// The version (content hash) of a custom tool by name, from the tool sources (tools/tool-source.ts), for the audit log;
// undefined for built-in and MCP tools, which carry no provenance.
import type { ToolSource } from '../../../tools/tool-source';

export function customToolVersion(sources: readonly ToolSource[], name: string): string | undefined {
  for (const source of sources) {
    const entry = source.entries().find((candidate) => candidate.tool.name === name);
    if (entry) return entry.tool.provenance?.().version;
  }
  return undefined;
}
