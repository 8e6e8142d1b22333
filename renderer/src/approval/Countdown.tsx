// A visible countdown to a request's timeout (no answer counts as Deny); updated once a second, not announced.
import { Trans, useTranslation } from 'react-i18next';
import { useEffect, useState } from 'react';
import { formatCountdown } from '../lib/format';

export function Countdown({ expiresAt }: { expiresAt: number }) {
  const { t } = useTranslation();
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1_000);
    return () => clearInterval(timer);
  }, []);
  const left = expiresAt - now;
  return (
    <p className={`countdown${left < 30_000 ? ' urgent' : ''}`} role="timer" aria-live="off">
      <Trans
        t={t}
        i18nKey="approval.countdown"
        values={{ time: formatCountdown(left) }}
        components={{ strong: <strong /> }}
      />
    </p>
  );
}
