// Invoke handlers for MCP Apps views: publish a tool's view at its sandbox address (the CSP from its declared domains),
// let one go, and run a tool call the view asks for: its own server's tools only, through the approval gate as asked
// for by untrusted content (provenance kind `mcp_app`), the approval question shown in the window that asked.
import { failure, type InvokeHandlers } from '../../shared/contract';
import type { PendingApprovals } from '../../agent/approvals/pending-approvals';
import { mcpAppContentSecurityPolicy } from '../../../tools/mcp/mcp-app-csp';
import type { AppViewServer } from '../mcp-apps/app-view-server';
import type { HearthRuntime } from '../create-runtime';

export function createMcpAppHandlers({
  runtime,
  approvals,
  views,
}: {
  runtime: Pick<HearthRuntime, 'mcp' | 'callTool' | 'settings' | 'session'>;
  approvals: Pick<PendingApprovals, 'prompter'>;
  views: AppViewServer;
}): Pick<InvokeHandlers, 'mcp:app-view' | 'mcp:app-view-close' | 'mcp:app-call' | 'mcp:app-context'> {
  return {
    'mcp:app-view': async ({ server, resourceUri }) => {
      const read = await runtime.mcp.appResource(server, resourceUri);
      if (!read.ok) throw failure('unavailable', read.error);
      const url = await views.publish({
        html: read.html,
        contentSecurityPolicy: mcpAppContentSecurityPolicy(read.domains),
      });
      return { url, ...(read.prefersBorder !== undefined ? { prefersBorder: read.prefersBorder } : {}) };
    },
    'mcp:app-context': ({ server, conversationId, viewId, text }) => {
      if (runtime.settings().mcp.servers[server]?.renderApps !== true)
        throw failure('refused', `MCP server "${server}" has its app views turned off.`);
      runtime.session.setAppViewContext(conversationId, { viewId, server, text });
      return null;
    },
    'mcp:app-view-close': ({ url }) => {
      views.release(url);
      return null;
    },
    'mcp:app-call': async ({ server, tool, arguments: args }, caller) => {
      if (runtime.settings().mcp.servers[server]?.renderApps !== true)
        throw failure('refused', `MCP server "${server}" has its app views turned off.`);
      const name = runtime.mcp.toolNameOf(server, tool);
      if (!name) throw failure('not_found', `MCP server "${server}" has no tool "${tool}".`);
      const result = await runtime.callTool(name, JSON.stringify(args), {
        prompter: approvals.prompter,
        signal: new AbortController().signal,
        requestedBy: { kind: 'mcp_app', label: server },
        callerId: caller.id,
      });
      const details = result.details as { structuredContent?: Record<string, unknown> } | undefined;
      return {
        isError: !result.ok,
        text: result.content,
        ...(details?.structuredContent ? { structuredContent: details.structuredContent } : {}),
      };
    },
  };
}
