// The inside of a `delegate` card (issue 39): the sub-agent's steps as nested tool cards (folded by default), a Stop
// button while it works, and — through the card's result — what the parent received. Stored cards list the steps.
import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { getApi } from '../api';
import type { ToolCardView } from '../stores/conversation-types';

interface StoredStep {
  name: string;
  ok: boolean;
}

function storedSteps(details: unknown): StoredStep[] {
  const subRun = (details as { subRun?: { steps?: unknown } } | undefined)?.subRun;
  return Array.isArray(subRun?.steps) ? (subRun.steps as StoredStep[]) : [];
}

export function SubAgentView({
  card,
  tools,
  renderStep,
}: {
  card: ToolCardView;
  tools: Record<string, ToolCardView>;
  /** Draws one step's card (ToolCard, passed in so the two files do not import each other). */
  renderStep: (step: ToolCardView) => ReactNode;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [stopping, setStopping] = useState(false);
  const stepsId = useId();
  const live = card.subRun;
  const stored = live ? [] : storedSteps(card.details);
  const count = live ? live.steps.length : stored.length;
  const stop = () => {
    if (!live) return;
    setStopping(true);
    void getApi()
      .chatAbort({ runId: live.runId })
      .finally(() => setStopping(false));
  };
  return (
    <div className="sub-agent">
      <div className="sub-agent-bar">
        <button
          type="button"
          className="ghost-button"
          aria-expanded={open}
          aria-controls={stepsId}
          onClick={() => setOpen(!open)}
        >
          {open ? t('subAgent.hide') : t('subAgent.show', { steps: count })}
        </button>
        {live?.running ? (
          <button type="button" className="secondary-button" onClick={stop} disabled={stopping}>
            {t('subAgent.stop')}
          </button>
        ) : null}
      </div>
      {open ? (
        <div className="sub-agent-steps" id={stepsId} role="group" aria-label={t('subAgent.steps')}>
          {live
            ? live.steps.map((id) => (tools[id] ? <div key={id}>{renderStep(tools[id])}</div> : null))
            : stored.map((step, index) => (
                <p key={index} className="sub-agent-step">
                  {t(step.ok ? 'subAgent.stepDone' : 'subAgent.stepFailed', { name: step.name })}
                </p>
              ))}
          {count === 0 ? <p className="sub-agent-step">{t('subAgent.noCalls')}</p> : null}
          {live?.running && live.text ? <p className="sub-agent-text">{live.text}</p> : null}
        </div>
      ) : null}
    </div>
  );
}
