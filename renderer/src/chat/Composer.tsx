// The message composer: Enter sends, Shift+Enter adds a line, Esc stops a running reply. Grows with its text.
import {
  forwardRef,
  useImperativeHandle,
  useLayoutEffect,
  useRef,
  useState,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import { Icon } from '../lib/icons';

export interface ComposerHandle {
  setText: (text: string) => void;
  focus: () => void;
}

export interface ComposerProps {
  running: boolean;
  sending: boolean;
  placeholder?: string;
  onSend: (text: string) => Promise<{ ok: boolean }>;
  onStop: () => void;
  label?: string;
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
  { running, sending, placeholder, onSend, onStop, label = 'Message', addon },
  ref,
) {
  const [text, setText] = useState('');
  const areaRef = useRef<HTMLTextAreaElement>(null);
  useImperativeHandle(ref, () => ({ setText, focus: () => areaRef.current?.focus() }), []);

  useLayoutEffect(() => {
    const area = areaRef.current;
    if (!area) return;
    area.style.height = 'auto';
    area.style.height = `${Math.min(area.scrollHeight, 240)}px`;
  }, [text]);

  const canSend = text.trim().length > 0 && !running && !sending;
  const submit = () => {
    if (!canSend) return;
    const sent = text;
    setText('');
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
      <div className="composer-box">
        <textarea
          ref={areaRef}
          aria-label={label}
          placeholder={placeholder ?? 'Message Hearth'}
          rows={1}
          value={text}
          autoFocus
          {...(addon?.activeOption
            ? { 'aria-activedescendant': addon.activeOption, 'aria-controls': addon.listboxId }
            : {})}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={(event) => {
            if (addon?.handleKey(event)) {
              event.preventDefault();
              return;
            }
            if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
              event.preventDefault();
              submit();
            } else if (event.key === 'Escape' && running) {
              event.preventDefault();
              onStop();
            }
          }}
        />
        {running ? (
          <button
            type="button"
            className="composer-button stop"
            onClick={onStop}
            aria-label="Stop the reply"
            title="Stop (Esc)"
          >
            <Icon name="stop" size={16} />
          </button>
        ) : (
          <button
            type="submit"
            className="composer-button send"
            disabled={!canSend}
            aria-label="Send"
            title="Send (Enter)"
          >
            <Icon name="send" size={16} />
          </button>
        )}
      </div>
      <p className="composer-hint" aria-hidden="true">
        Enter to send · Shift+Enter for a new line · Esc to stop
      </p>
    </form>
  );
});
