// The result text the model read, for tools without a dedicated view; long results fold behind "Show all".
import { useTranslation } from 'react-i18next';
import { useState } from 'react';

const PREVIEW_LINES = 14;

export function GenericResult({ text, failed }: { text: string; failed: boolean }) {
  const { t } = useTranslation();
  const [expanded, setExpanded] = useState(false);
  if (!text) return null;
  const lines = text.split('\n');
  const long = lines.length > PREVIEW_LINES || text.length > 2_000;
  const shown = expanded || !long ? text : `${lines.slice(0, PREVIEW_LINES).join('\n').slice(0, 2_000)}\n…`;
  return (
    <div className={`tool-result${failed ? ' failed' : ''}`}>
      <pre className="tool-output">{shown}</pre>
      {long ? (
        <button type="button" className="ghost-button small" onClick={() => setExpanded(!expanded)}>
          {expanded ? t('toolCard.showLess') : t('toolCard.showAll', { count: lines.length })}
        </button>
      ) : null}
    </div>
  );
}
