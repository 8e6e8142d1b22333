// How full the model's context window is: tokens used by the last request against the window, "≈" when estimated
// (the server reported no usage), as an accessible meter that warns once the conversation nears the limit.
import type { ContextUsageView } from '../stores/conversation-types';

/** From this share of the window on, the meter warns (compaction starts at about 80%). */
export const NEAR_LIMIT_SHARE = 0.7;

function formatTokens(tokens: number): string {
  if (tokens < 1000) return String(tokens);
  const thousands = tokens / 1000;
  return `${thousands < 10 ? thousands.toFixed(1).replace(/\.0$/, '') : Math.round(thousands)}k`;
}

export function ContextMeter({ usage }: { usage?: ContextUsageView }) {
  if (!usage || usage.windowTokens <= 0) return null;
  const share = Math.min(1, usage.usedTokens / usage.windowTokens);
  const percent = Math.round(share * 100);
  const approx = usage.estimated ? '≈' : '';
  const near = share >= NEAR_LIMIT_SHARE;
  const valueText = `${approx}${usage.usedTokens.toLocaleString('en-US')} of ${usage.windowTokens.toLocaleString('en-US')} tokens (${percent}%)${usage.estimated ? ', estimated' : ''}`;
  return (
    <div className={`context-meter${near ? ' near-limit' : ''}`}>
      <div
        role="meter"
        aria-label="Context used"
        aria-valuemin={0}
        aria-valuemax={usage.windowTokens}
        aria-valuenow={Math.min(usage.usedTokens, usage.windowTokens)}
        aria-valuetext={valueText}
        title={valueText}
        className="context-meter-bar"
      >
        <span className="context-meter-fill" style={{ width: `${percent}%` }} />
      </div>
      <span className="context-meter-text" aria-hidden="true">
        {approx}
        {formatTokens(usage.usedTokens)} / {formatTokens(usage.windowTokens)}
      </span>
      {near ? (
        <span className="context-meter-warning" role="status" title="Older messages will be summarized soon">
          Near the limit<span className="visually-hidden">: older messages will be summarized</span>
        </span>
      ) : null}
    </div>
  );
}
