// The quick-ask window (#/quick): one input, the streamed answer to the latest question with its tool cards,
// approvals inline, and "Open in main window". Its conversations are kind 'quick' and stay in the history.
// Voice (renderer/src/voice/): hold the push-to-talk shortcut, speak, let go: the question is sent and read back.
import { useTranslation } from 'react-i18next';
import { useRef, useState } from 'react';
import { ApprovalDialog } from '../approval/ApprovalDialog';
import { navigate } from '../lib/hash-route';
import { Icon } from '../lib/icons';
import { Markdown } from '../markdown/Markdown';
import { useApprovals, useChat, useProjects, useServices, useSettings } from '../services-context';
import { activeConversation, activeView, isRunning } from '../stores/chat-store';
import { ToolCard } from '../tool-views/ToolCard';
import { AttachButton } from '../chat/attachments/AttachButton';
import { AttachmentChips } from '../chat/attachments/AttachmentChips';
import { DropOverlay } from '../chat/attachments/DropOverlay';
import { filesFromPaste, useWindowFileDrop } from '../chat/attachments/file-input-events';
import { MessageAttachments } from '../chat/attachments/MessageAttachments';
import { useAttachmentDraft } from '../chat/attachments/use-attachment-draft';
import { holdEnterWhileComposing } from '../lib/ime';
import { DictationButton, DictationStatus } from '../voice/DictationControls';
import { ReadAloudButton, ReadFinishedAnswers } from '../voice/ReadAloud';
import { useDictation } from '../voice/use-dictation';

export function QuickAskView() {
  const { t } = useTranslation();
  const view = useChat(activeView);
  const activeId = useChat((state) => state.activeId);
  const sending = useChat((state) => state.sending);
  const problem = useChat((state) => state.problem);
  const send = useChat((state) => state.send);
  const stop = useChat((state) => state.stop);
  const newChat = useChat((state) => state.newChat);
  const waiting = useApprovals((state) => state.queue.length);
  // A quick question starts in the most recently used project (the runtime picks it the same way), or in none.
  const projectId = useChat((state) => activeConversation(state)?.projectId);
  const project = useProjects((state) =>
    activeId ? state.projects.find((item) => item.id === projectId) : state.projects[0],
  );
  const { api } = useServices();
  const [text, setText] = useState('');
  const attachments = useAttachmentDraft();
  const dragging = useWindowFileDrop(attachments.addFiles);
  const running = isRunning(view);
  const lastUser = view.items.findLastIndex((item) => item.kind === 'user');
  const question = lastUser >= 0 ? view.items[lastUser] : undefined;
  const answers = view.items.slice(lastUser + 1).filter((item) => item.kind === 'assistant');

  /** In the app, main shows its main window on this conversation; where there is none, this page shows it. */
  const openInMainWindow = (conversationId: string) => {
    const here = () => navigate({ name: 'chat', conversationId });
    api.windowOpenMain({ conversationId }).then((result) => (result.ok ? undefined : here()), here);
  };

  const files = attachments.ready;
  const canAsk = (text.trim() !== '' || files.length > 0) && !attachments.adding && !running && !sending;
  const submit = (value = text.trim()) => {
    if (!(value || files.length > 0) || attachments.adding || running || sending) return;
    setText('');
    void send(value, files).then((result) => {
      if (!result.ok) setText(value);
      else attachments.clear();
    });
  };

  const sendAtOnce = useSettings((state) => state.settings?.voice.transcription.sendAtOnce ?? false);
  /** The question was spoken by holding the shortcut: its answer is read aloud when it finishes. */
  const spokenQuestion = useRef(false);
  const dictation = useDictation({
    onTranscript: (spoken, { held }) => {
      const combined = text.trim() ? `${text.trim()} ${spoken}` : spoken;
      if ((held || sendAtOnce) && !running && !sending && !attachments.adding) {
        spokenQuestion.current = held;
        submit(combined);
      } else setText(combined);
    },
  });
  const readSpokenQuestion = () => {
    const spoken = spokenQuestion.current;
    spokenQuestion.current = false;
    return spoken;
  };

  return (
    <main className="quick" aria-label={t('quickAsk.label')}>
      {/* The window's top-level heading, for screen readers' heading navigation; the input is the visible title. */}
      <h1 className="visually-hidden">{t('quickAsk.label')}</h1>
      <form
        onKeyDown={holdEnterWhileComposing}
        className="quick-input"
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <span className="brand-mark" aria-hidden="true" />
        <AttachButton onFiles={attachments.addFiles} />
        <input
          aria-label={t('quickAsk.input')}
          placeholder={activeId ? t('quickAsk.followUp') : t('quickAsk.placeholder')}
          dir="auto"
          value={text}
          autoFocus
          onChange={(event) => setText(event.target.value)}
          onPaste={(event) => {
            const pasted = filesFromPaste(event);
            if (!pasted) return;
            event.preventDefault();
            attachments.addFiles(pasted);
          }}
          onKeyDown={(event) => {
            if (event.key === 'Escape' && running) {
              event.preventDefault();
              void stop();
            }
          }}
        />
        <DictationButton dictation={dictation} />
        {running ? (
          <button
            type="button"
            className="composer-button stop"
            onClick={() => void stop()}
            aria-label={t('composer.stop')}
          >
            <Icon name="stop" />
          </button>
        ) : (
          <button type="submit" className="composer-button send" aria-label={t('quickAsk.ask')} disabled={!canAsk}>
            <Icon name="send" />
          </button>
        )}
      </form>
      <DictationStatus dictation={dictation} />
      <ReadFinishedAnswers alsoWhen={readSpokenQuestion} />
      <AttachmentChips draft={attachments} />
      <DropOverlay visible={dragging} />
      <section className="quick-answer" aria-label={t('quickAsk.answer')} aria-busy={running || sending}>
        {question?.kind === 'user' ? (
          <>
            <p className="quick-question" dir="auto">
              {question.text}
            </p>
            {question.attachments?.length ? <MessageAttachments files={question.attachments} /> : null}
          </>
        ) : (
          <p className="muted quick-empty">{t('quickAsk.empty')}</p>
        )}
        {answers.map((item) =>
          item.kind === 'assistant' ? (
            <div key={item.id} className="quick-answer-block">
              {item.text ? <Markdown text={item.text} streaming={item.status === 'streaming'} /> : null}
              {item.toolCallIds.map((id) => (view.tools[id] ? <ToolCard key={id} card={view.tools[id]} /> : null))}
              {item.status === 'complete' && item.text && !running ? (
                <div className="message-actions">
                  <ReadAloudButton id={item.id} text={item.text} />
                </div>
              ) : null}
              {item.status === 'incomplete' ? (
                <p className="message-flag">
                  {item.error ? t('chat.incompleteError', { error: item.error }) : t('quickAsk.incomplete')}
                </p>
              ) : null}
            </div>
          ) : null,
        )}
        {running && answers.length === 0 ? (
          <div className="typing" aria-label={t('chat.writing')}>
            <span />
            <span />
            <span />
          </div>
        ) : null}
        {view.run?.status === 'error' ? (
          <p className="run-banner error" role="alert">
            {view.run.error}
          </p>
        ) : null}
        {problem ? (
          <p className="run-banner error" role="alert">
            {problem}
          </p>
        ) : null}
        {waiting > 0 ? <ApprovalDialog inline /> : null}
      </section>
      <footer className="quick-footer">
        <button type="button" className="ghost-button small" onClick={() => newChat()} disabled={!activeId || running}>
          {t('quickAsk.newQuestion')}
        </button>
        {project ? (
          <span className="quick-project" title={project.folder}>
            {t('quickAsk.inProject', { name: project.name })}
          </span>
        ) : null}
        <span className="spacer" />
        {activeId ? (
          <button type="button" className="ghost-button small" onClick={() => openInMainWindow(activeId)}>
            <Icon name="external" size={13} /> {t('quickAsk.openInMain')}
          </button>
        ) : null}
      </footer>
    </main>
  );
}
