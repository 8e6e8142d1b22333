// How full the model's context window is: tokens used by the last request against the window, "≈" when estimated
// (the server reported no usage), as an accessible meter that warns once the conversation nears the limit; the fill is
// split into what the request carried — system prompt, tool definitions, conversation — and names the tools' share.
import { formatCompactNumber, formatNumber } from '../lib/format';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { ContextShare } from '../../../electron/shared/message-usage';
import type { ContextUsageView } from '../stores/conversation-types';

/** From this share of the window on, the meter warns (compaction starts at about 80%). */
export const NEAR_LIMIT_SHARE = 0.7;

export function ContextMeter({ usage }: { usage?: ContextUsageView }) {
  const { t } = useTranslation();
  const shareId = useId();
  if (!usage || usage.windowTokens <= 0) return null;
  const share = Math.min(1, usage.usedTokens / usage.windowTokens);
  const percent = Math.round(share * 100);
  const approx = usage.estimated ? '≈' : '';
  const near = share >= NEAR_LIMIT_SHARE;
  const values = {
    used: `${approx}${formatNumber(usage.usedTokens)}`,
    window: formatNumber(usage.windowTokens),
    percent,
  };
  const total = usage.estimated ? t('chat.contextEstimated', values) : t('chat.context', values);
  const split = usage.share;
  const parts = split
    ? [
        t('capabilities.meterSystem', { tokens: `≈${formatNumber(split.systemTokens)}` }),
        t('capabilities.meterTools', { tokens: `≈${formatNumber(split.toolTokens)}` }),
        t('capabilities.meterHistory', { tokens: `≈${formatNumber(split.historyTokens)}` }),
      ]
    : [];
  const valueText = total;
  return (
    <div className={`context-meter${near ? ' near-limit' : ''}`}>
      <div
        role="meter"
        aria-label={t('chat.contextUsed')}
        aria-valuemin={0}
        aria-valuemax={usage.windowTokens}
        aria-valuenow={Math.min(usage.usedTokens, usage.windowTokens)}
        aria-valuetext={valueText}
        {...(split ? { 'aria-describedby': shareId } : {})}
        title={[total, ...parts].join(' · ')}
        className="context-meter-bar"
      >
        <span className="context-meter-fill" style={{ width: `${percent}%` }}>
          {split ? <ShareSegments share={split} usedTokens={usage.usedTokens} /> : null}
        </span>
      </div>
      <span className="context-meter-text" aria-hidden="true">
        {approx}
        {formatCompactNumber(usage.usedTokens)} / {formatCompactNumber(usage.windowTokens)}
      </span>
      {split ? (
        <span id={shareId} className="visually-hidden">
          {parts.join(' · ')}
        </span>
      ) : null}
      {split && split.toolTokens > 0 ? (
        <span className="context-meter-tools" aria-hidden="true">
          {t('capabilities.meterTools', { tokens: `≈${formatCompactNumber(split.toolTokens)}` })}
        </span>
      ) : null}
      {near ? (
        <span className="context-meter-warning" role="status" title={t('chat.nearLimitHint')}>
          {t('chat.nearLimit')}
          <span className="visually-hidden">{t('chat.nearLimitDetail')}</span>
        </span>
      ) : null}
    </div>
  );
}

/** The fill's parts, in proportion: system prompt, tool definitions, then the conversation (and the answer). */
function ShareSegments({ share, usedTokens }: { share: ContextShare; usedTokens: number }) {
  const counted = share.systemTokens + share.toolTokens + share.historyTokens;
  const rest = Math.max(share.historyTokens, usedTokens - share.systemTokens - share.toolTokens);
  const whole = Math.max(1, share.systemTokens + share.toolTokens + rest, counted);
  const width = (tokens: number) => `${(tokens / whole) * 100}%`;
  return (
    <>
      <span className="context-share system" style={{ width: width(share.systemTokens) }} />
      <span className="context-share tools" style={{ width: width(share.toolTokens) }} />
      <span className="context-share history" style={{ width: width(rest) }} />
    </>
  );
}
