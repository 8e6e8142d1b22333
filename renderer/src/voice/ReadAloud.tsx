// "Read aloud" on a finished answer (Stop reading while it speaks, its problem in one line when it cannot), and the
// window's reader of finished answers: when a reply ends, its answer is read if "Read answers aloud" is on or the
// question was spoken into the quick-ask (`alsoWhen`).
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useStore } from 'zustand';
import { Icon } from '../lib/icons';
import { useChat, useServices, useSettings } from '../services-context';
import { activeIsRunning, activeView } from '../stores/chat-store';
import type { ReadAloudState } from './read-aloud-store';

export function useReadAloud<T>(selector: (state: ReadAloudState) => T): T {
  return useStore(useServices().readAloud, selector);
}

export function ReadAloudButton({ id, text }: { id: string; text: string }) {
  const { t } = useTranslation();
  const mine = useReadAloud((state) => (state.current?.id === id ? state.current.phase : null));
  const problem = useReadAloud((state) => (state.problem?.id === id ? state.problem.error : null));
  const read = useReadAloud((state) => state.read);
  const stop = useReadAloud((state) => state.stop);
  return (
    <>
      {mine ? (
        <button
          type="button"
          className="ghost-button small read-aloud active"
          onClick={stop}
          aria-busy={mine === 'preparing'}
          title={mine === 'preparing' ? t('voiceUi.preparingSpeech') : t('voiceUi.stopReading')}
        >
          <Icon name="stop" size={13} /> {t('voiceUi.stopReading')}
        </button>
      ) : (
        <button type="button" className="ghost-button small read-aloud" onClick={() => read(id, text)}>
          <Icon name="speaker" size={13} /> {t('voiceUi.readAloud')}
        </button>
      )}
      {problem ? (
        <span className="message-flag error read-aloud-problem" role="alert">
          {t('voiceUi.speechFailed', { error: problem })}
        </span>
      ) : null}
    </>
  );
}

/** Renders nothing: reads the active conversation's answer when its reply finishes, if asked to. */
export function ReadFinishedAnswers({ alsoWhen }: { alsoWhen?: () => boolean }) {
  const { chat, readAloud } = useServices();
  const running = useChat(activeIsRunning);
  const always = useSettings((state) => state.settings?.voice.speech.readAnswersAloud ?? false);
  const wasRunning = useRef(running);
  const also = useRef(alsoWhen);
  useEffect(() => {
    also.current = alsoWhen;
  });
  useEffect(() => {
    const ended = wasRunning.current && !running;
    wasRunning.current = running;
    if (!ended) return;
    const asked = also.current?.() ?? false;
    if (!always && !asked) return;
    const answer = activeView(chat.getState()).items.findLast((item) => item.kind === 'assistant');
    if (answer?.kind === 'assistant' && answer.status === 'complete' && answer.text)
      readAloud.getState().read(answer.id, answer.text);
  }, [running, always, chat, readAloud]);
  return null;
}
