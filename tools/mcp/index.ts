// The MCP client's public surface for the composition roots, the CLI and the settings handlers.
export {
  createMcpToolSource,
  type McpServerStatus,
  type McpToolSource,
  type McpToolSourceDeps,
  type McpToolStatus,
} from './mcp-tool-source';
export { forgetMcpServerSecrets, intakeMcpSecrets, type IntakeResult } from './mcp-secrets';
export type { McpServerState } from './mcp-supervisor';
export type { DefinitionChange } from '../../electron/shared/tool-definitions';
