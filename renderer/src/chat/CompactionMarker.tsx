// Where earlier messages were folded to fit the model's context window: "Earlier messages summarized" (or, when the
// summary failed, "left out"), a button that expands to the summary the model now reads instead of them.
import { useTranslation } from 'react-i18next';
import { useId, useState } from 'react';
import { Markdown } from '../markdown/Markdown';
import type { CompactionItem } from '../stores/conversation-types';

export function CompactionMarker({ item }: { item: CompactionItem }) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const { t } = useTranslation();
  const label = item.method === 'summary' ? t('chat.compactedSummary') : t('chat.compactedTrim');
  const count = t('chat.messageCount', { count: item.folded });
  return (
    <section className={`compaction-marker method-${item.method}`} aria-label={label}>
      <button
        type="button"
        className="compaction-toggle"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
      >
        <span className="compaction-chevron" aria-hidden="true">
          {open ? '▾' : '▸'}
        </span>
        {label} <span className="compaction-count">({count})</span>
      </button>
      {open ? (
        <div id={panelId} className="compaction-summary">
          <p className="compaction-note">
            {item.method === 'summary' ? t('chat.compactedSummaryNote') : t('chat.compactedTrimNote')}
          </p>
          <Markdown text={item.summary} streaming={false} />
        </div>
      ) : null}
    </section>
  );
}
