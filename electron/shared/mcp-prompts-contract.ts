// The IPC contract of MCP prompts (offered as slash commands in the composer): the prompts the running servers list,
// and one prompt's text with its arguments filled in. contract.ts spreads these in. An unknown server or prompt is
// `not_found`; a server that is not running or fails to answer is `unavailable`.
import { z } from 'zod';
import { MCP_SERVER_NAME, MCP_SERVER_NAME_MAX } from './mcp-settings-schema';

export const mcpPromptViewSchema = z.object({
  server: z.string(),
  name: z.string(),
  title: z.string().optional(),
  description: z.string().optional(),
  arguments: z.array(z.object({ name: z.string(), description: z.string().optional(), required: z.boolean() })),
});
export type McpPromptView = z.infer<typeof mcpPromptViewSchema>;

export const mcpPromptsContract = {
  /** The prompts of every enabled server that is running (a server is never started just to list them). */
  'mcp:prompts': { request: z.object({}).strict(), response: z.array(mcpPromptViewSchema) },
  /** The prompt's messages as one text to put into the composer (the server's words: the person reads and sends it). */
  'mcp:prompt': {
    request: z
      .object({
        server: z.string().min(1).max(MCP_SERVER_NAME_MAX).regex(MCP_SERVER_NAME),
        name: z.string().min(1).max(200),
        arguments: z.record(z.string().max(100), z.string().max(20_000)),
      })
      .strict(),
    response: z.object({ text: z.string() }),
  },
} as const;
