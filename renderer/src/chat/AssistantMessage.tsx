// An assistant message: reasoning, streamed markdown, tool cards, changed files, web sources, incomplete/interrupted/
// error/cut-off marks; the last answer has copy and regenerate (Retry when interrupted; Continue when cut off or
// interrupted). A long one is drawn as a head, one row per block and a foot (AssistantHead, MarkdownBlock, AssistantFoot).
import { useTranslation } from 'react-i18next';
import { Markdown } from '../markdown/Markdown';
import { CopyButton } from '../lib/CopyButton';
import { Icon } from '../lib/icons';
import { useChat } from '../services-context';
import type { AssistantItem, ToolCardView } from '../stores/conversation-types';
import { ToolCard } from '../tool-views/ToolCard';
import type { WebSource } from '../../../electron/shared/web-sources';
import { AnswerSources } from './AnswerSources';
import { BranchSwitcher } from './BranchSwitcher';
import { RunChanges } from './RunChanges';
import { runChangesOf } from './run-changes';
import { ReadAloudButton } from '../voice/ReadAloud';

interface AssistantProps {
  item: AssistantItem;
  tools: Record<string, ToolCardView>;
  isLast: boolean;
  running: boolean;
  /** Web sources of this answer's turn (answer-sources.ts), shown under it as links. */
  sources?: readonly WebSource[];
}

/** The collapsed reasoning above the answer's text. */
export function AssistantHead({ item }: { item: AssistantItem }) {
  const { t } = useTranslation();
  if (!item.reasoning) return null;
  const streaming = item.status === 'streaming';
  return (
    <details className="reasoning">
      <summary>{streaming && !item.text ? t('chat.thinking') : t('chat.reasoning')}</summary>
      <div className="reasoning-text" dir="auto">
        {item.reasoning}
      </div>
    </details>
  );
}

/** Everything under the answer's text: typing dots, tool cards, sources, flags and the actions. */
export function AssistantFoot({ item, tools, isLast, running, sources }: AssistantProps) {
  const { t } = useTranslation();
  const regenerate = useChat((state) => state.regenerate);
  const continueAnswer = useChat((state) => state.continueAnswer);
  const streaming = item.status === 'streaming';
  const empty = !item.text && item.toolCallIds.length === 0;
  const changes = streaming ? null : runChangesOf(item.toolCallIds, tools);
  // Every finished answer can be read aloud (renderer/src/voice/ReadAloud.tsx); the last one beside its other actions.
  const readable = item.status === 'complete' && item.text ? <ReadAloudButton id={item.id} text={item.text} /> : null;
  const lastActions = isLast && !running && !streaming;
  return (
    <>
      {streaming && empty && !item.reasoning ? (
        <div className="typing" aria-label={t('chat.writing')}>
          <span />
          <span />
          <span />
        </div>
      ) : null}
      {item.toolCallIds.map((id) => (tools[id] ? <ToolCard key={id} card={tools[id]} tools={tools} /> : null))}
      {changes ? <RunChanges key={changes.runId} facts={changes} /> : null}
      {sources && sources.length > 0 ? <AnswerSources sources={sources} /> : null}
      {item.interrupted && item.status === 'incomplete' ? (
        <p className="message-flag interrupted" role="note">
          <strong>{t('chat.interrupted')}</strong> {t('chat.interruptedNote')}
        </p>
      ) : null}
      {item.status === 'incomplete' && !item.interrupted ? (
        <p className="message-flag" role="note">
          {item.error ? t('chat.incompleteError', { error: item.error }) : t('chat.incomplete')}
        </p>
      ) : null}
      {item.cutOff && item.status === 'complete' ? (
        <p className="message-flag" role="note">
          {t('chat.cutOff')}
        </p>
      ) : null}
      {item.status === 'error' ? (
        <p className="message-flag error" role="note">
          {item.error || t('chat.modelCallFailed')}
        </p>
      ) : null}
      {(item.branch || readable) && !lastActions ? (
        <div className="message-actions">
          {item.branch ? <BranchSwitcher branch={item.branch} disabled={running} /> : null}
          {readable}
        </div>
      ) : null}
      {lastActions ? (
        <div className="message-actions">
          {item.branch ? <BranchSwitcher branch={item.branch} disabled={running} /> : null}
          {item.text ? <CopyButton text={item.text} label={t('chat.copyAnswer')} /> : null}
          {readable}
          {(item.cutOff && item.status === 'complete') || item.interrupted ? (
            <button type="button" className="ghost-button small" onClick={() => void continueAnswer()}>
              <Icon name="send" size={13} /> {t('chat.continue')}
            </button>
          ) : null}
          <button type="button" className="ghost-button small" onClick={() => void regenerate()}>
            <Icon name="refresh" size={13} /> {item.interrupted ? t('common.retry') : t('chat.regenerate')}
          </button>
        </div>
      ) : null}
    </>
  );
}

export function AssistantMessage(props: AssistantProps) {
  const { item } = props;
  const { t } = useTranslation();
  return (
    <article
      className={`message assistant status-${item.status}`}
      aria-label={t('chat.answer')}
      data-message-id={item.id}
    >
      <AssistantHead item={item} />
      {item.text ? <Markdown text={item.text} streaming={item.status === 'streaming'} /> : null}
      <AssistantFoot {...props} />
    </article>
  );
}
