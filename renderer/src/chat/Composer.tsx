// The message composer: Enter sends, Shift+Enter adds a line, Esc stops a running reply. Grows with its text.
// Dictation (renderer/src/voice/) adds the transcript to the text, or sends it at once when the setting says so.
import { useTranslation } from 'react-i18next';
import {
  forwardRef,
  useCallback,
  useImperativeHandle,
  useLayoutEffect,
  useRef,
  useState,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import { Icon } from '../lib/icons';
import type { AttachmentView } from '../../../electron/shared/attachments-contract';
import { AttachButton } from './attachments/AttachButton';
import { AttachmentChips } from './attachments/AttachmentChips';
import { DropOverlay } from './attachments/DropOverlay';
import { filesFromPaste, useWindowFileDrop } from './attachments/file-input-events';
import { useAttachmentDraft } from './attachments/use-attachment-draft';
import { isEnterToAct } from '../lib/ime';
import { useSettings } from '../services-context';
import { DictationButton, DictationStatus } from '../voice/DictationControls';
import { useDictation } from '../voice/use-dictation';
import { AppDraftNote, useAppDraft } from './app-draft/app-draft';

export interface ComposerHandle {
  setText: (text: string) => void;
  focus: () => void;
}

export interface ComposerProps {
  running: boolean;
  sending: boolean;
  placeholder?: string;
  /** `attachments`: the files attached with the button, a paste or a drop anywhere on the window. */
  onSend: (text: string, attachments?: readonly AttachmentView[]) => Promise<{ ok: boolean }>;
  onStop: () => void;
  label?: string;
  /** Message queue: while a reply runs, Enter (or "Queue message") queues the text instead of refusing it. */
  onQueue?: (text: string) => void;
  /**
   * Something drawn above the box that reads the text and may take keys first (the slash palette): `handleKey`
   * returns true when it used the key; `activeOption` is the option the textbox points at (aria-activedescendant).
   */
  addon?: {
    render: (composer: { text: string; setText: (text: string) => void; focus: () => void }) => ReactNode;
    handleKey: (event: KeyboardEvent<HTMLTextAreaElement>) => boolean;
    activeOption?: string;
    listboxId?: string;
  };
}

export const Composer = forwardRef<ComposerHandle, ComposerProps>(function Composer(
  { running, sending, placeholder, onSend, onStop, label, addon, onQueue },
  ref,
) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const attachments = useAttachmentDraft();
  const dragging = useWindowFileDrop(attachments.addFiles);
  // With files attached: sent once every file is ready (never queued); the text may then be empty.
  const withFiles = attachments.ready.length > 0 || attachments.adding;
  const canSendFiles = attachments.ready.length > 0 && !attachments.adding && !running && !sending;
  const areaRef = useRef<HTMLTextAreaElement>(null);
  const focusArea = useCallback(() => areaRef.current?.focus(), []);
  useImperativeHandle(ref, () => ({ setText, focus: focusArea }), [focusArea]);
  const draftApp = useAppDraft(text, setText, focusArea);
  const sendAtOnce = useSettings((state) => state.settings?.voice.transcription.sendAtOnce ?? false);
  const dictation = useDictation({
    onTranscript: (spoken) => {
      const combined = text.trim() ? `${text.trimEnd()} ${spoken}` : spoken;
      if (!sendAtOnce || withFiles || running || sending) {
        setText(combined);
        areaRef.current?.focus();
        return;
      }
      setText('');
      void onSend(combined).then((result) => {
        if (!result.ok) setText((current) => current || combined);
      });
    },
  });

  useLayoutEffect(() => {
    const area = areaRef.current;
    if (!area) return;
    area.style.height = 'auto';
    area.style.height = `${Math.min(area.scrollHeight, 240)}px`;
  }, [text]);

  const queueing = (running || sending) && onQueue !== undefined;
  const canSend = text.trim().length > 0 && (queueing || (!running && !sending));
  const submit = () => {
    if (withFiles) {
      if (!canSendFiles) return;
      const sent = text;
      setText('');
      void onSend(sent, attachments.ready).then((result) => {
        if (result.ok) attachments.clear();
        else setText((current) => current || sent);
      });
      return;
    }
    if (!canSend) return;
    const sent = text;
    setText('');
    if (queueing) {
      onQueue(sent);
      return;
    }
    void onSend(sent).then((result) => {
      if (!result.ok) setText((current) => current || sent);
    });
  };

  return (
    <form
      className="composer"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      {addon?.render({ text, setText, focus: () => areaRef.current?.focus() })}
      <AttachmentChips draft={attachments} />
      <DropOverlay visible={dragging} />
      <DictationStatus dictation={dictation} />
      <AppDraftNote app={draftApp} />
      <div className="composer-box">
        <AttachButton onFiles={attachments.addFiles} />
        <textarea
          ref={areaRef}
          aria-label={label ?? t('composer.label')}
          placeholder={placeholder ?? t('composer.placeholder')}
          dir="auto"
          rows={1}
          value={text}
          autoFocus
          {...(addon?.activeOption
            ? { 'aria-activedescendant': addon.activeOption, 'aria-controls': addon.listboxId }
            : {})}
          onChange={(event) => setText(event.target.value)}
          onPaste={(event) => {
            const files = filesFromPaste(event);
            if (!files) return;
            event.preventDefault();
            attachments.addFiles(files);
          }}
          onKeyDown={(event) => {
            if (addon?.handleKey(event)) {
              event.preventDefault();
              return;
            }
            if (isEnterToAct(event) && !event.shiftKey) {
              event.preventDefault();
              submit();
            } else if (event.key === 'Escape' && running) {
              event.preventDefault();
              onStop();
            }
          }}
        />
        <DictationButton dictation={dictation} />
        {running && queueing && text.trim() ? (
          <button
            type="submit"
            className="composer-button send"
            aria-label={t('composer.queue')}
            title={t('composer.queueHint')}
          >
            <Icon name="plus" size={16} />
          </button>
        ) : null}
        {running ? (
          <button
            type="button"
            className="composer-button stop"
            onClick={onStop}
            aria-label={t('composer.stop')}
            title={t('composer.stopHint')}
          >
            <Icon name="stop" size={16} />
          </button>
        ) : (
          <button
            type="submit"
            className="composer-button send"
            disabled={withFiles ? !canSendFiles : !canSend}
            aria-label={t('composer.send')}
            title={t('composer.sendHint')}
          >
            <Icon name="send" size={16} />
          </button>
        )}
      </div>
      <p className="composer-hint" aria-hidden="true">
        {t('composer.hint')}
      </p>
    </form>
  );
});
