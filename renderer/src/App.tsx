// The application shell: routes between the chat (sidebar + conversation), settings and the quick-ask view, keeps
// the address and the open conversation in step, applies the theme, and hosts the approval dialog and notices.
import { useUiLanguage } from './i18n/use-ui-language';
import { lazy, Suspense, useEffect } from 'react';
import { ApprovalDialog } from './approval/ApprovalDialog';
import { ChatView } from './chat/ChatView';
import { ArtifactPanelSlot } from './artifacts/ArtifactPanelSlot';
import { Sidebar } from './chat/Sidebar';
import { navigate, parseRoute, replaceRoute, useHash } from './lib/hash-route';
import { LinkOpenerContext } from './markdown/MarkdownParts';
import { NoticeArea } from './NoticeArea';
import { QuickAskView } from './quick-ask/QuickAskView';
import { FirstRunSetup } from './setup/FirstRunSetup';
import { ShortcutsSheet } from './shortcuts/ShortcutsSheet';
import { UpgradeScreenSlot } from './upgrade/UpgradeScreen';
import { useChat, useServices, useSettings, useSetup } from './services-context';

const SettingsScreen = lazy(() =>
  import('./settings/SettingsScreen').then((module) => ({ default: module.SettingsScreen })),
);

function useTheme(): void {
  const theme = useSettings((state) => state.settings?.ui.theme ?? 'system');
  useEffect(() => {
    if (theme === 'system') delete document.documentElement.dataset.theme;
    else document.documentElement.dataset.theme = theme;
  }, [theme]);
}

function useRouteSync(conversationId: string | undefined, onChat: boolean): void {
  const { chat } = useServices();
  const activeId = useChat((state) => state.activeId);
  useEffect(() => {
    if (!onChat) return;
    const state = chat.getState();
    if (conversationId && conversationId !== state.activeId) void state.open(conversationId);
    else if (!conversationId && state.activeId !== null) state.newChat();
    // Only the address drives this effect; the store's own changes are mirrored below.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [conversationId, onChat]);
  useEffect(() => {
    if (onChat && activeId && activeId !== conversationId) replaceRoute({ name: 'chat', conversationId: activeId });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [activeId]);
}

export function App() {
  const services = useServices();
  const route = parseRoute(useHash());
  const setupNeeded = useSetup((state) => state.status?.needed === true);
  useTheme();
  useUiLanguage();
  useRouteSync(route.name === 'chat' ? route.conversationId : undefined, route.name === 'chat');

  useEffect(
    () =>
      services.api.on('app:navigate', (target) => {
        if (target.to === 'conversation') navigate({ name: 'chat', conversationId: target.conversationId });
        else if (target.to === 'new-chat') navigate({ name: 'chat' });
        else navigate({ name: 'settings', ...(target.section ? { section: target.section } : {}) });
      }),
    [services],
  );

  useEffect(() => {
    void services.chat.getState().refreshList();
    void services.settings.getState().load();
    void services.approvals.getState().loadPending();
    void services.projects.getState().load();
    void services.setup.getState().loadStatus();
    void services.updates.getState().load();
  }, [services]);

  return (
    <LinkOpenerContext.Provider value={services.openExternal}>
      <UpgradeScreenSlot>
        {route.name === 'quick' ? (
          <QuickAskView />
        ) : setupNeeded ? (
          <FirstRunSetup />
        ) : (
          <div className="shell">
            <Sidebar settingsOpen={route.name === 'settings'} />
            {route.name === 'settings' ? (
              <Suspense fallback={<main className="settings" aria-busy="true" />}>
                <SettingsScreen section={route.section} />
              </Suspense>
            ) : (
              <div className="chat-beside-artifact">
                <ChatView />
                <ArtifactPanelSlot />
              </div>
            )}
            <ApprovalDialog />
            <ShortcutsSheet />
          </div>
        )}
      </UpgradeScreenSlot>
      <NoticeArea />
    </LinkOpenerContext.Provider>
  );
}
