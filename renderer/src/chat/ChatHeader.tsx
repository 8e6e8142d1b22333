// The chat header: the conversation's title, the running state, the context meter, "Summarize now" and Export.
import { useTranslation } from 'react-i18next';
import type { ReactNode } from 'react';
import type { ContextUsageView } from '../stores/conversation-types';
import { ContextMeter } from './ContextMeter';
import { ExportMenu } from './ExportMenu';

export interface ChatHeaderProps {
  title: string;
  busy: boolean;
  usage?: ContextUsageView;
  /** Absent when there is nothing to summarize (no conversation yet). */
  onSummarize?: () => void;
  /** The model picker (ModelPicker), shown first among the header's tools. */
  modelPicker?: ReactNode;
}

export function ChatHeader({ title, busy, usage, onSummarize, modelPicker }: ChatHeaderProps) {
  const { t } = useTranslation();
  return (
    <header className="chat-header">
      <h1>{title}</h1>
      {busy ? (
        <span className="running-pill" role="status">
          <span className="pulse-dot" aria-hidden="true" /> {t('chat.working')}
        </span>
      ) : null}
      <div className="chat-header-tools">
        {modelPicker}
        <ContextMeter usage={usage} />
        <ExportMenu />
        {onSummarize ? (
          <button
            type="button"
            className="ghost-button small"
            onClick={onSummarize}
            disabled={busy}
            title={t('chat.summarizeHint')}
          >
            {t('chat.summarizeNow')}
          </button>
        ) : null}
      </div>
    </header>
  );
}
