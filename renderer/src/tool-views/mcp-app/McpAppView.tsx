// An MCP App view in a tool card (or expanded beside the chat): main publishes the view at a sandbox address, the
// sandboxed frame loads it, and the host bridge (app-host-bridge.ts) speaks the protocol with it. Loaded lazily
// (the protocol's SDK stays out of the start bundle).
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { useChat, useServices } from '../../services-context';
import { SandboxedFrame } from '../../sandbox/SandboxedFrame';
import type { ToolCardView } from '../../stores/conversation-types';
import { offerAppDraft } from '../../chat/app-draft/app-draft';
import { connectAppHost, type AppHost } from './app-host-bridge';
import { structuredContentOf, type McpAppRef } from './mcp-app-details';
import { useColorScheme } from './use-color-scheme';

interface McpAppViewProps {
  card: ToolCardView;
  app: McpAppRef;
  variant?: 'card' | 'panel';
}

export default function McpAppView({ card, app, variant = 'card' }: McpAppViewProps) {
  const { t, i18n } = useTranslation();
  const { api } = useServices();
  const conversationId = useChat((state) => state.activeId);
  const theme = useColorScheme();
  const [url, setUrl] = useState<string>();
  const [problem, setProblem] = useState<string>();
  const [height, setHeight] = useState(variant === 'panel' ? 520 : 260);
  const [expanded, setExpanded] = useState(false);
  const frame = useRef<HTMLIFrameElement>(null);
  const host = useRef<Promise<AppHost | undefined>>(undefined);

  useEffect(() => {
    let live = true;
    let published: string | undefined;
    api.mcpAppView({ server: app.server, resourceUri: app.resourceUri }).then(
      (result) => {
        if (!result.ok) return live && setProblem(result.error.message);
        published = result.data.url;
        if (live) setUrl(published);
        else void api.mcpAppViewClose({ url: published });
      },
      (error: unknown) => live && setProblem(String(error)),
    );
    return () => {
      live = false;
      const closing = host.current;
      host.current = undefined;
      void (closing ?? Promise.resolve(undefined))
        .then((connected) => connected?.close())
        .finally(() => (published ? void api.mcpAppViewClose({ url: published }) : undefined));
    };
  }, [api, app.server, app.resourceUri]);

  // The bridge listens before the view's document arrives, so its first `ui/initialize` is never missed.
  useLayoutEffect(() => {
    if (!url || !frame.current || host.current) return;
    host.current = connectAppHost(frame.current, {
      api,
      server: app.server,
      conversationId,
      viewId: card.callId,
      toolArguments: typeof card.args === 'object' && card.args !== null ? (card.args as Record<string, unknown>) : {},
      toolResult: {
        text: card.content ?? '',
        isError: card.status !== 'done',
        ...(structuredContentOf(card.details) ? { structuredContent: structuredContentOf(card.details) } : {}),
      },
      theme,
      locale: i18n.language,
      onHeight: setHeight,
      onMessage: (text) => offerAppDraft({ app: app.server, text }),
    }).catch((error: unknown) => {
      setProblem(error instanceof Error ? error.message : String(error));
      return undefined;
    });
  }, [url]); // eslint-disable-line react-hooks/exhaustive-deps -- one bridge per published view

  useEffect(() => {
    void host.current?.then((connected) => connected?.setTheme(theme));
  }, [theme]);

  const title = t('mcpApp.frameTitle', { tool: card.label, server: app.server });
  if (problem) return <p className="mcp-app-problem">{t('mcpApp.failed', { reason: problem })}</p>;
  return (
    <div className={`mcp-app mcp-app-${variant}`}>
      {url ? (
        <SandboxedFrame ref={frame} src={url} title={title} height={height} className="mcp-app-frame" />
      ) : (
        <p className="mcp-app-loading" role="status">
          {t('mcpApp.loading')}
        </p>
      )}
      {variant === 'card' && url ? (
        <button type="button" className="secondary-button mcp-app-expand" onClick={() => setExpanded(true)}>
          {t('mcpApp.expand')}
        </button>
      ) : null}
      {expanded
        ? createPortal(
            <aside className="mcp-app-side-panel" aria-label={title}>
              <button type="button" className="secondary-button mcp-app-close" onClick={() => setExpanded(false)}>
                {t('mcpApp.closePanel')}
              </button>
              <McpAppView card={card} app={app} variant="panel" />
            </aside>,
            document.body,
          )
        : null}
    </div>
  );
}
