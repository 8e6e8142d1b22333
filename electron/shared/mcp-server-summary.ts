// What a person sees of an MCP server's address: a stdio server's command line, a remote server's URL without its
// query or fragment (they may carry tokens). Shared by the settings screen, `mcp list` and the import preview.
import type { McpServerConfig } from './mcp-settings-schema';

export function mcpServerTarget(config: Pick<McpServerConfig, 'transport'> & Record<string, unknown>): string {
  if (config.transport === 'stdio') {
    const args = Array.isArray(config.args) ? config.args.map(String) : [];
    return [String(config.command ?? ''), ...args].join(' ');
  }
  try {
    const url = new URL(String(config.url));
    return `${url.origin}${url.pathname}`;
  } catch {
    return '';
  }
}
