// "Attach files": opens the system file picker (several files at once) and adds what was picked to the draft.
import { useTranslation } from 'react-i18next';
import { useRef } from 'react';
import { Icon } from '../../lib/icons';

export function AttachButton({ onFiles, disabled }: { onFiles: (files: File[]) => void; disabled?: boolean }) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  return (
    <>
      <button
        type="button"
        className="composer-button attach"
        aria-label={t('composer.attach')}
        title={t('composer.attachHint')}
        disabled={disabled}
        onClick={() => input.current?.click()}
      >
        <Icon name="paperclip" size={16} />
      </button>
      <input
        ref={input}
        type="file"
        multiple
        hidden
        tabIndex={-1}
        aria-hidden="true"
        onChange={(event) => {
          const files = Array.from(event.target.files ?? []);
          event.target.value = '';
          if (files.length > 0) onFiles(files);
        }}
      />
    </>
  );
}
