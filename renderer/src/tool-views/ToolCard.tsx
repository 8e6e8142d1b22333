// A tool call drawn inline in the answer: label, status, duration, arguments, live output while it runs, and a
// result view chosen by tool (shell output, weather, screenshots, file diffs, lists) with a generic fallback.
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { useId, useState } from 'react';
import { formatDuration } from '../lib/format';
import { riskLabels } from '../lib/tool-risk';
import { toolLabel } from '../settings/tool-words';
import type { ToolCardStatus, ToolCardView } from '../stores/conversation-types';
import { ToolArguments } from './ToolArguments';
import { ToolResult, hasRichView } from './ToolResult';
import { SubAgentView } from './SubAgentView';

const statusText = {
  pending: 'toolCard.pending',
  awaiting_approval: 'toolCard.awaitingApproval',
  running: 'toolCard.running',
  done: 'toolCard.done',
  failed: 'toolCard.failed',
  denied: 'toolCard.denied',
} as const satisfies Record<ToolCardStatus, string>;

function statusLabel(card: ToolCardView, t: TFunction): string {
  if (card.status === 'failed' && card.errorType === 'aborted') return t('toolCard.stopped');
  if (card.status === 'failed' && card.errorType === 'not_run') return t('toolCard.notRun');
  if (card.status === 'failed' && card.errorType === 'timeout') return t('toolCard.timedOut');
  if (card.status === 'denied' && card.approval?.by === 'timeout') return t('toolCard.deniedNoAnswer');
  if (card.status === 'denied' && card.errorType === 'timed_out') return t('toolCard.noAnswerInTime');
  if (card.status === 'denied' && card.errorType === 'no_one_to_ask') return t('toolCard.nobodyToAsk');
  if (card.status === 'denied' && card.errorType === 'cancelled') return t('toolCard.cancelled');
  if (card.status === 'denied' && card.errorType === 'app_closed') return t('toolCard.appClosed');
  if (card.status === 'done' && card.approval?.by === 'rule') return t('toolCard.doneByRule');
  return t(statusText[card.status]);
}

export function ToolCard({ card, tools }: { card: ToolCardView; tools?: Record<string, ToolCardView> }) {
  const { t } = useTranslation();
  // Open while it runs, and when its result is a view of its own; finished plain results start folded.
  const [open, setOpen] = useState(card.status !== 'done' || hasRichView(card));
  const bodyId = useId();
  const active = card.status === 'running' || card.status === 'awaiting_approval';
  const label = toolLabel(card);
  return (
    <section
      className={`tool-card status-${card.status}`}
      aria-label={`${label}: ${statusLabel(card, t)}`}
      data-call-id={card.callId}
      data-tool={card.name}
    >
      <button
        type="button"
        className="tool-card-header"
        aria-expanded={open}
        aria-controls={bodyId}
        onClick={() => setOpen(!open)}
      >
        <span className={`tool-status-dot${active ? ' pulsing' : ''}`} aria-hidden="true" />
        <span className="tool-card-label">{label}</span>
        {card.risk ? (
          <span className="risk-badge" data-risk={card.risk}>
            {t(riskLabels[card.risk].label)}
          </span>
        ) : null}
        <span className="tool-card-status">{statusLabel(card, t)}</span>
        {card.durationMs !== undefined ? (
          <span className="tool-card-duration">{formatDuration(card.durationMs)}</span>
        ) : null}
        <span className="chevron" aria-hidden="true">
          {open ? '▾' : '▸'}
        </span>
      </button>
      {open ? (
        <div className="tool-card-body" id={bodyId}>
          <ToolArguments name={card.name} args={card.args} />
          {card.name === 'delegate' ? (
            <SubAgentView
              card={card}
              tools={tools ?? {}}
              renderStep={(step) => <ToolCard card={step} {...(tools ? { tools } : {})} />}
            />
          ) : null}
          <ToolResult card={card} />
        </div>
      ) : null}
    </section>
  );
}
