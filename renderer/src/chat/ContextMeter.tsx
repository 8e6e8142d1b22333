// How full the model's context window is: tokens used by the last request against the window, "≈" when estimated
// (the server reported no usage), as an accessible meter that warns once the conversation nears the limit.
import { formatCompactNumber, formatNumber } from '../lib/format';
import { useTranslation } from 'react-i18next';
import type { ContextUsageView } from '../stores/conversation-types';

/** From this share of the window on, the meter warns (compaction starts at about 80%). */
export const NEAR_LIMIT_SHARE = 0.7;

export function ContextMeter({ usage }: { usage?: ContextUsageView }) {
  const { t } = useTranslation();
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
  const valueText = usage.estimated ? t('chat.contextEstimated', values) : t('chat.context', values);
  return (
    <div className={`context-meter${near ? ' near-limit' : ''}`}>
      <div
        role="meter"
        aria-label={t('chat.contextUsed')}
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
        {formatCompactNumber(usage.usedTokens)} / {formatCompactNumber(usage.windowTokens)}
      </span>
      {near ? (
        <span className="context-meter-warning" role="status" title={t('chat.nearLimitHint')}>
          {t('chat.nearLimit')}
          <span className="visually-hidden">{t('chat.nearLimitDetail')}</span>
        </span>
      ) : null}
    </div>
  );
}
