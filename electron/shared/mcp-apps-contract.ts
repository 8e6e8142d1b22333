// The IPC contract of MCP Apps views: main publishes a tool's `ui://` view at a sandbox address of its own (the page
// frames it, never reading the HTML), a tool call a view asks for runs through main's approval gate, and a view is let go.
// contract.ts spreads these in. An unknown server or view is `not_found`; a server that is off or fails, `unavailable`.
import { z } from 'zod';
import { MCP_SERVER_NAME, MCP_SERVER_NAME_MAX } from './mcp-settings-schema';

const serverName = z.string().min(1).max(MCP_SERVER_NAME_MAX).regex(MCP_SERVER_NAME);

export const mcpAppsContract = {
  /** Publishes the view a tool of the server links; answers where to frame it (a loopback origin, not the window's). */
  'mcp:app-view': {
    request: z.object({ server: serverName, resourceUri: z.string().startsWith('ui://').max(2_048) }).strict(),
    response: z.object({ url: z.string(), prefersBorder: z.boolean().optional() }),
  },
  /**
   * A view's `ui/update-model-context`: its text replaces what it reported before, and the conversation's later runs
   * read it as untrusted data (empty text forgets it). `viewId`: the view's tool call id.
   */
  'mcp:app-context': {
    request: z
      .object({
        server: serverName,
        conversationId: z.string().min(1).max(200),
        viewId: z.string().min(1).max(200),
        text: z.string().max(100_000),
      })
      .strict(),
    response: z.null(),
  },
  /** The view was torn down: its address stops answering. */
  'mcp:app-view-close': { request: z.object({ url: z.string().max(4_096) }).strict(), response: z.null() },
  /**
   * A view's `tools/call`, by the server's own tool name: one of that server's tools, through the approval gate as a
   * call asked for by untrusted content (the view). Answers what the tool returned, as the view reads it.
   */
  'mcp:app-call': {
    request: z
      .object({
        server: serverName,
        tool: z.string().min(1).max(128),
        arguments: z.record(z.string(), z.unknown()).default({}),
      })
      .strict(),
    response: z.object({
      isError: z.boolean(),
      text: z.string(),
      structuredContent: z.record(z.string(), z.unknown()).optional(),
    }),
  },
} as const;
