// Below the messages: a provider retry in progress, a failed run with Retry, a stopped run, or a send failure.
import { useTranslation } from 'react-i18next';
import { Icon } from '../lib/icons';
import type { RunView } from '../stores/conversation-types';

interface RunBannerProps {
  run?: RunView;
  problem: string | null;
  onRetry: () => void;
  onDismissProblem: () => void;
}

export function RunBanner({ run, problem, onRetry, onDismissProblem }: RunBannerProps) {
  const { t } = useTranslation();
  return (
    <div className="run-banner-area">
      {run?.retry ? (
        <p className="run-banner info" role="status">
          {run.retry}
        </p>
      ) : null}
      {run?.status === 'error' || run?.status === 'max_turns' ? (
        <div className="run-banner error" role="alert">
          <Icon name="warning" />
          <span>
            {run.status === 'max_turns'
              ? t('chat.maxTurns')
              : t('chat.replyFailed', { error: run.error ?? t('chat.unknownError') })}
          </span>
          {run.errorKind === 'summary_failed' ? null : (
            <button type="button" className="ghost-button small" onClick={onRetry}>
              <Icon name="refresh" size={13} /> {t('common.retry')}
            </button>
          )}
        </div>
      ) : null}
      {run?.status === 'aborted' ? <p className="run-banner muted">{t('chat.stopped')}</p> : null}
      {problem ? (
        <div className="run-banner error" role="alert">
          <Icon name="warning" />
          <span>{problem}</span>
          <button
            type="button"
            className="ghost-button small"
            onClick={onDismissProblem}
            aria-label={t('common.dismiss')}
          >
            {t('common.dismiss')}
          </button>
        </div>
      ) : null}
    </div>
  );
}
