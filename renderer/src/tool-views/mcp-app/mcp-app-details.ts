// Reads what a tool result says about its MCP App view (`details.mcpApp`, set by tools/mcp/mcp-server-handle.ts) and
// what the view is told of the result (text, error, structured content). Pure.
import { isRecord } from '../../lib/format';

export interface McpAppRef {
  server: string;
  tool: string;
  resourceUri: string;
}

export function mcpAppOf(details: unknown): McpAppRef | undefined {
  if (!isRecord(details) || !isRecord(details.mcpApp)) return undefined;
  const { server, tool, resourceUri } = details.mcpApp;
  if (typeof server !== 'string' || typeof tool !== 'string' || typeof resourceUri !== 'string') return undefined;
  return resourceUri.startsWith('ui://') ? { server, tool, resourceUri } : undefined;
}

export function structuredContentOf(details: unknown): Record<string, unknown> | undefined {
  return isRecord(details) && isRecord(details.structuredContent) ? details.structuredContent : undefined;
}
