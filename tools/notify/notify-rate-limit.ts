// How often `notify` may interrupt the person: at most NOTIFY_LIMIT_PER_MINUTE notifications in any rolling minute per
// conversation (a scheduled job's run is its own conversation); past that a call is refused and says when it may retry.

export const NOTIFY_LIMIT_PER_MINUTE = 5;
const WINDOW_MS = 60_000;

export interface NotifyRateLimiter {
  /** Counts one notification for `key`, or answers how many seconds until one is allowed again. */
  take(key: string): { allowed: true } | { allowed: false; retryInSeconds: number };
}

export function createNotifyRateLimiter(
  now: () => number = Date.now,
  limit: number = NOTIFY_LIMIT_PER_MINUTE,
): NotifyRateLimiter {
  const sent = new Map<string, number[]>();
  return {
    take(key) {
      const at = now();
      const recent = (sent.get(key) ?? []).filter((time) => at - time < WINDOW_MS);
      if (recent.length >= limit) {
        sent.set(key, recent);
        return { allowed: false, retryInSeconds: Math.ceil((recent[0]! + WINDOW_MS - at) / 1000) };
      }
      recent.push(at);
      sent.set(key, recent);
      return { allowed: true };
    },
  };
}
