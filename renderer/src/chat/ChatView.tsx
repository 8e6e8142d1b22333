// The chat pane: header, virtualized messages (or a welcome screen), run status and the composer.
import { Trans, useTranslation } from 'react-i18next';
import { useRef } from 'react';
import { useChat, useProjects } from '../services-context';
import {
  activeContext,
  activeConversation,
  activeHasItems,
  activeIsRunning,
  activeProjectId,
  activeRun,
  activeView,
} from '../stores/chat-store';
import { ChatHeader } from './ChatHeader';
import { Composer, type ComposerHandle } from './Composer';
import { MessageList } from './MessageList';
import { ModelPicker } from './ModelPicker';
import { RenderWarmUp } from './RenderWarmUp';
import { RunBanner } from './RunBanner';
import { SetupHint } from './SetupHint';
import { UpdateBanner } from './UpdateBanner';
import { QueuedMessages } from './queue/QueuedMessages';
import { useMessageQueue } from './queue/use-message-queue';
import { useSlashAddon } from './slash/use-slash-addon';
import { ReadFinishedAnswers } from '../voice/ReadAloud';

const suggestionKeys = ['chat.suggestionWeather', 'chat.suggestionFiles', 'chat.suggestionSandbox'] as const;

/**
 * The open conversation's messages. The only part of the chat pane that follows every change of the view, so a
 * streamed frame renders the list alone, not the header, banners and composer around it.
 */
function ActiveMessageList(props: { conversationKey: string; running: boolean; busy: boolean }) {
  const view = useChat(activeView);
  return <MessageList view={view} {...props} />;
}

export function ChatView() {
  const { t } = useTranslation();
  const context = useChat(activeContext);
  const run = useChat(activeRun);
  const hasItems = useChat(activeHasItems);
  const running = useChat(activeIsRunning);
  const activeId = useChat((state) => state.activeId);
  const title = useChat((state) => activeConversation(state)?.title);
  const sending = useChat((state) => state.sending);
  const loading = useChat((state) => state.loading);
  const problem = useChat((state) => state.problem);
  const send = useChat((state) => state.send);
  const stop = useChat((state) => state.stop);
  const regenerate = useChat((state) => state.regenerate);
  const summarizeNow = useChat((state) => state.summarizeNow);
  const dismissProblem = useChat((state) => state.dismissProblem);
  const composer = useRef<ComposerHandle>(null);
  const slashPalette = useSlashAddon();
  const projectId = useChat(activeProjectId);
  const project = useProjects((state) => state.projects.find((item) => item.id === projectId));
  // From the moment a message is sent until its run ends (sending covers the wait for chatSend's answer).
  const busy = running || sending;
  const empty = !hasItems && !loading;
  const queue = useMessageQueue();

  return (
    <main className="chat" aria-label={t('chat.label')}>
      <ChatHeader
        title={activeId ? title || t('chat.untitled') : t('chat.newChat')}
        busy={busy}
        usage={context}
        onSummarize={activeId && !empty ? () => void summarizeNow() : undefined}
        modelPicker={<ModelPicker disabled={busy} />}
      />
      <UpdateBanner />
      {project ? (
        <p className="chat-project" aria-label={t('chat.project')}>
          <Trans
            t={t}
            i18nKey="chat.inProject"
            values={{ name: project.name, folder: project.folder }}
            components={{ strong: <strong />, code: <code /> }}
          />
        </p>
      ) : null}
      {empty ? (
        <section className="welcome" aria-label={t('chat.welcome')}>
          <div className="welcome-mark" aria-hidden="true" />
          <h2>{t('chat.welcomeTitle')}</h2>
          <p>{t('chat.welcomeText')}</p>
          <div className="suggestions">
            {suggestionKeys
              .map((key) => t(key))
              .map((suggestion) => (
                <button
                  key={suggestion}
                  type="button"
                  className="suggestion"
                  onClick={() => {
                    composer.current?.setText(suggestion);
                    composer.current?.focus();
                  }}
                >
                  {suggestion}
                </button>
              ))}
          </div>
        </section>
      ) : (
        <ActiveMessageList conversationKey={activeId ?? 'draft'} running={running} busy={busy} />
      )}
      {empty ? <SetupHint /> : null}
      {empty ? <RenderWarmUp /> : null}
      <RunBanner run={run} problem={problem} onRetry={() => void regenerate()} onDismissProblem={dismissProblem} />
      <QueuedMessages queue={queue} busy={busy} />
      <ReadFinishedAnswers />
      <Composer
        ref={composer}
        running={running}
        sending={sending}
        onSend={send}
        onStop={() => void stop()}
        addon={slashPalette}
        onQueue={queue.add}
      />
    </main>
  );
}
