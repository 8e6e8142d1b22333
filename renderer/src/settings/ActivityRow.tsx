// One tool call in Settings → Activity: when, which tool (and custom tool version), the decision and why, what the run
// had read, how it went, the arguments as logged (secrets already removed), and Revoke for the rule that allowed it
// (or, for a tool the settings pre-approve, a way to make it ask).
import type { ActivityEntryView } from '../../../electron/shared/activity-contract';
import { describeSource } from '../../../electron/shared/provenance';
import { formatValue } from '../lib/format';
import { callTime, decisionHeadline, outcomeText } from './activity-words';

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
  const decisionClass = entry.decision === 'deny' ? 'denied' : entry.decision === 'allow' ? 'allowed' : 'unchecked';
  return (
    <li className="activity-row" data-call-id={entry.callId}>
      <div className="activity-head">
        <span className="rule-tool">{entry.tool}</span>
        {entry.toolVersion ? (
          <span className="activity-version" title={entry.toolVersion}>
            version {entry.toolVersion.slice(0, 12)}
          </span>
        ) : null}
        <time className="activity-time" dateTime={entry.ts}>
          {callTime(entry.ts)}
        </time>
      </div>
      <p className={`activity-decision ${decisionClass}`}>
        <strong>{decisionHeadline(entry)}</strong>
      </p>
      {entry.reason ? <p className="activity-reason">{entry.reason}</p> : null}
      {entry.untrustedSources?.length ? (
        <p className="activity-taint">
          This run had read {entry.untrustedSources.map(describeSource).join(', ')}; text there may have asked for this
          call.
        </p>
      ) : null}
      {entry.trust === 'untrusted' && entry.source ? (
        <p className="activity-taint">What it returned came from {describeSource(entry.source)}, which is untrusted.</p>
      ) : null}
      <p className={`activity-outcome${entry.ok === false && entry.decision !== 'deny' ? ' failed' : ''}`}>
        {outcomeText(entry)}
      </p>
      <details className="activity-args">
        <summary>Arguments</summary>
        <pre>{formatValue(entry.args)}</pre>
      </details>
      {entry.rule ? (
        <div className="activity-rule">
          <span>The rule that allowed this call is still in force.</span>
          <button
            type="button"
            className="ghost-button small danger"
            onClick={() => onRevoke(entry.rule!.id)}
            aria-label={`Revoke the rule that allowed ${entry.tool}`}
          >
            Revoke rule
          </button>
        </div>
      ) : null}
      {entry.preapproved ? (
        <div className="activity-rule">
          <span>This tool is pre-approved in your settings: its calls run without asking.</span>
          <button type="button" className="ghost-button small danger" onClick={() => onStopPreapproving(entry.tool)}>
            Ask before each {entry.tool} call
          </button>
        </div>
      ) : null}
    </li>
  );
}
