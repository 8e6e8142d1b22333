// A small "Copy" button that writes text to the clipboard and confirms for a moment.
import { useTranslation } from 'react-i18next';
import { useEffect, useState } from 'react';

export function CopyButton({ text, label, className = '' }: { text: string; label?: string; className?: string }) {
  const { t } = useTranslation();
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle');
  useEffect(() => {
    if (state === 'idle') return;
    const timer = setTimeout(() => setState('idle'), 1_500);
    return () => clearTimeout(timer);
  }, [state]);
  const copy = () => {
    navigator.clipboard
      .writeText(text)
      .then(() => setState('copied'))
      .catch(() => setState('failed'));
  };
  return (
    <button
      type="button"
      className={`ghost-button small ${className}`}
      onClick={copy}
      aria-label={label ?? t('common.copy')}
    >
      {state === 'copied' ? t('common.copied') : state === 'failed' ? t('common.copyFailed') : t('common.copy')}
    </button>
  );
}
