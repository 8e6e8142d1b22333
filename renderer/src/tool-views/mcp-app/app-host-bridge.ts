// The host side of one MCP App view's protocol, over the official AppBridge: `ui/initialize` with Hearth's context,
// the tool's input and result once the view is ready, its tool calls and links sent to main (the approval gate, the
// external-link check), its messages (a draft in the composer), its model context (main keeps it for the chat's later
// runs, as untrusted data), size changes, teardown. It never reaches the server.
import { AppBridge, PostMessageTransport } from '@modelcontextprotocol/ext-apps/app-bridge';
import type { HearthApi } from '../../api';

export interface AppHostInput {
  api: HearthApi;
  server: string;
  /** The chat the view is in and the view's own id (its tool call's): whose later runs read its model context. */
  conversationId: string | null;
  viewId: string;
  /** The tool's arguments and what it returned, told to the view once it is initialized. */
  toolArguments: Record<string, unknown>;
  toolResult: { text: string; isError: boolean; structuredContent?: Record<string, unknown> };
  theme: 'light' | 'dark';
  locale: string;
  onHeight: (height: number) => void;
  /** The view's `ui/message` text, put into the composer as a draft (never sent by itself). */
  onMessage: (text: string) => void;
}

export interface AppHost {
  setTheme(theme: 'light' | 'dark'): void;
  /** Asks the view to tear down (bounded), then stops listening. */
  close(): Promise<void>;
}

const MAX_HEIGHT = 2_000;

export async function connectAppHost(frame: HTMLIFrameElement, input: AppHostInput): Promise<AppHost> {
  const target = frame.contentWindow;
  if (!target) throw new Error('The app view has no window.');
  const context = {
    theme: input.theme,
    displayMode: 'inline' as const,
    availableDisplayModes: ['inline' as const],
    locale: input.locale,
    timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
    platform: 'desktop' as const,
    containerDimensions: { maxHeight: MAX_HEIGHT },
  };
  const bridge = new AppBridge(
    null,
    { name: 'Hearth', version: '1' },
    { openLinks: {}, serverTools: {}, logging: {}, message: { text: {} }, updateModelContext: { text: {} } },
    { hostContext: context },
  );
  bridge.oncalltool = async ({ name, arguments: args }) => {
    const result = await input.api.mcpAppCall({ server: input.server, tool: name, arguments: args ?? {} });
    if (!result.ok) return { content: [{ type: 'text', text: result.error.message }], isError: true };
    const { text, isError, structuredContent } = result.data;
    return { content: [{ type: 'text', text }], isError, ...(structuredContent ? { structuredContent } : {}) };
  };
  bridge.onopenlink = async ({ url }) => {
    // Main checks the address (https only, no credentials…) before the system browser sees it.
    const opened = await input.api.appOpenExternal({ url });
    return opened.ok ? {} : { isError: true };
  };
  bridge.onmessage = async ({ content }) => {
    const text = content
      .flatMap((block) => (block.type === 'text' ? [block.text] : []))
      .join('\n')
      .trim();
    if (!text) return { isError: true };
    input.onMessage(text);
    return {};
  };
  bridge.onupdatemodelcontext = async ({ content, structuredContent }) => {
    if (!input.conversationId) throw new Error('This view is not in a saved chat.');
    const text = [
      ...(content ?? []).flatMap((block) => (block.type === 'text' ? [block.text] : [])),
      ...(structuredContent ? [JSON.stringify(structuredContent)] : []),
    ].join('\n');
    const stored = await input.api.mcpAppContext({
      server: input.server,
      conversationId: input.conversationId,
      viewId: input.viewId,
      text,
    });
    if (!stored.ok) throw new Error(stored.error.message);
    return {};
  };
  bridge.addEventListener('sizechange', ({ height }) => {
    if (typeof height === 'number' && height > 0) input.onHeight(Math.min(Math.ceil(height), MAX_HEIGHT));
  });
  bridge.addEventListener('initialized', () => {
    void bridge.sendToolInput({ arguments: input.toolArguments });
    void bridge.sendToolResult({
      content: [{ type: 'text', text: input.toolResult.text }],
      isError: input.toolResult.isError,
      ...(input.toolResult.structuredContent ? { structuredContent: input.toolResult.structuredContent } : {}),
    });
  });
  bridge.addEventListener('loggingmessage', () => undefined);
  await bridge.connect(new PostMessageTransport(target, target));
  return {
    setTheme: (theme) => bridge.setHostContext({ ...context, theme }),
    close: async () => {
      await Promise.race([
        bridge.teardownResource({}).catch(() => undefined),
        new Promise((resolve) => setTimeout(resolve, 500)),
      ]);
      await bridge.close().catch(() => undefined);
    },
  };
}
