// A fenced code block: language label, copy button, and highlighting once the block has finished streaming.
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CopyButton } from '../lib/CopyButton';

type Highlighter = (code: string, language: string | undefined) => ReactNode | null;

function useHighlighter(enabled: boolean): Highlighter | null {
  const [highlighter, setHighlighter] = useState<Highlighter | null>(null);
  useEffect(() => {
    if (!enabled || highlighter) return;
    let cancelled = false;
    import('./highlight')
      .then((module) => {
        if (!cancelled) setHighlighter(() => module.highlightCode);
      })
      .catch(() => undefined);
    return () => {
      cancelled = true;
    };
  }, [enabled, highlighter]);
  return highlighter;
}

export function CodeBlock({ code, language, streaming }: { code: string; language?: string; streaming: boolean }) {
  const { t } = useTranslation();
  const highlighter = useHighlighter(!streaming);
  const highlighted = !streaming && highlighter ? highlighter(code, language) : null;
  return (
    <div className="code-block">
      <div className="code-block-bar">
        <span className="code-block-language">{language || t('codeBlock.text')}</span>
        <CopyButton text={code} label={t('codeBlock.copy')} />
      </div>
      <pre tabIndex={0} aria-label={t('codeBlock.label', { language: language || t('codeBlock.plain') })}>
        <code className={`hljs${language ? ` language-${language}` : ''}`}>{highlighted ?? code}</code>
      </pre>
    </div>
  );
}
