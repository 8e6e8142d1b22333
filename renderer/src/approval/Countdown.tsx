// A visible countdown to a request's timeout (no answer counts as Deny); updated once a second, not announced.
import { useEffect, useState } from 'react';
import { formatCountdown } from '../lib/format';

export function Countdown({ expiresAt }: { expiresAt: number }) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1_000);
    return () => clearInterval(timer);
  }, []);
  const left = expiresAt - now;
  return (
    <p className={`countdown${left < 30_000 ? ' urgent' : ''}`} role="timer" aria-live="off">
      No answer in <strong>{formatCountdown(left)}</strong> counts as Deny.
    </p>
  );
}
