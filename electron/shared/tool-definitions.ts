// A tool definition a server announced (MCP), how it drifted from the one the user accepted, and the store port the
// MCP tool source takes (implemented in electron/storage/tool-definitions.ts).

/** What a server says about one tool. */
export interface ToolDefinition {
  name: string;
  title?: string;
  description: string;
  inputSchema: Record<string, unknown>;
}

/** Why a tool is flagged: `new` (listed since the last acceptance) or what changed in its definition. */
export type DefinitionChange = 'new' | 'description' | 'input schema' | 'description and input schema';

export interface StoredToolDefinition {
  definition: ToolDefinition;
  change?: DefinitionChange;
  /** For changed tools: the definition the user accepted. */
  accepted?: ToolDefinition;
  firstSeen: number;
  changedAt?: number;
}

export interface ToolDefinitionStore {
  /** Stores a fresh listing and returns the server's tools in listing order, each with its drift flag. */
  record(server: string, tools: readonly ToolDefinition[]): StoredToolDefinition[];
  /** The last stored listing (for a server that is not running), in name order. */
  list(server: string): StoredToolDefinition[];
  /** Accepts the current definitions of every tool of the server; returns how many were flagged. */
  accept(server: string): number;
}
