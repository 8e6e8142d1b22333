// Where earlier messages were folded to fit the model's context window: "Earlier messages summarized" (or, when the
// summary failed, "left out"), a button that expands to the summary the model now reads instead of them.
import { useId, useState } from 'react';
import { Markdown } from '../markdown/Markdown';
import type { CompactionItem } from '../stores/conversation-types';

export function CompactionMarker({ item }: { item: CompactionItem }) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const label = item.method === 'summary' ? 'Earlier messages summarized' : 'Earlier messages left out';
  const count = `${item.folded} message${item.folded === 1 ? '' : 's'}`;
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
            {item.method === 'summary'
              ? 'To fit the model’s context window, these messages are now sent as this summary. The originals are kept in the conversation’s history.'
              : 'To fit the model’s context window, these messages are no longer sent to the model. The originals are kept in the conversation’s history.'}
          </p>
          <Markdown text={item.summary} streaming={false} />
        </div>
      ) : null}
    </section>
  );
}
