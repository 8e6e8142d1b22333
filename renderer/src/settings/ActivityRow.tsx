// One tool call in Settings → Activity: when, which tool (and custom tool version), the decision and why, what the run
// had read, how it went, the arguments as logged (secrets already removed), and Revoke for the rule that allowed it
// (or, for a tool the settings pre-approve, a way to make it ask).
import type { ActivityEntryView } from '../../../electron/shared/activity-contract';
import { useTranslation } from 'react-i18next';
import { formatValue } from '../lib/format';
import { gateReasonText } from './gate-reason-words';
import { callTime, decisionHeadline, describeSourceInUi, describeSourcesInUi, outcomeText } from './activity-words';

export function ActivityRow({
  entry,
  onRevoke,
  onStopPreapproving,
}: {
  entry: ActivityEntryView;
  onRevoke: (ruleId: string) => void;
  /** Takes the tool off the settings' pre-approved list, so its calls ask first. */
  onStopPreapproving: (tool: string) => void;
}) {
  const { t } = useTranslation();
  const reason = gateReasonText(entry);
  const decisionClass = entry.decision === 'deny' ? 'denied' : entry.decision === 'allow' ? 'allowed' : 'unchecked';
  return (
    <li className="activity-row" data-call-id={entry.callId}>
      <div className="activity-head">
        <span className="rule-tool">{entry.tool}</span>
        {entry.toolVersion ? (
          <span className="activity-version" title={entry.toolVersion}>
            {t('activity.version', { version: entry.toolVersion.slice(0, 12) })}
          </span>
        ) : null}
        <time className="activity-time" dateTime={entry.ts}>
          {callTime(entry.ts)}
        </time>
      </div>
      <p className={`activity-decision ${decisionClass}`}>
        <strong>{decisionHeadline(entry)}</strong>
      </p>
      {reason ? <p className="activity-reason">{reason}</p> : null}
      {entry.untrustedSources?.length ? (
        <p className="activity-taint">
          {t('activity.taintRead', { sources: describeSourcesInUi(entry.untrustedSources) })}
        </p>
      ) : null}
      {entry.trust === 'untrusted' && entry.source ? (
        <p className="activity-taint">{t('activity.taintResult', { source: describeSourceInUi(entry.source) })}</p>
      ) : null}
      <p className={`activity-outcome${entry.ok === false && entry.decision !== 'deny' ? ' failed' : ''}`}>
        {outcomeText(entry)}
      </p>
      <details className="activity-args">
        <summary>{t('activity.arguments')}</summary>
        <pre>{formatValue(entry.args)}</pre>
      </details>
      {entry.rule ? (
        <div className="activity-rule">
          <span>{t('activity.ruleInForce')}</span>
          <button
            type="button"
            className="ghost-button small danger"
            onClick={() => onRevoke(entry.rule!.id)}
            aria-label={t('activity.revokeRuleOf', { tool: entry.tool })}
          >
            {t('activity.revokeRule')}
          </button>
        </div>
      ) : null}
      {entry.preapproved ? (
        <div className="activity-rule">
          <span>{t('activity.preapprovedNote')}</span>
          <button type="button" className="ghost-button small danger" onClick={() => onStopPreapproving(entry.tool)}>
            {t('activity.askBeforeEach', { tool: entry.tool })}
          </button>
        </div>
      ) : null}
    </li>
  );
}
