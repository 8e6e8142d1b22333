// Coalesces live output before it reaches `ctx.onUpdate`: at most one update per interval, each at most
// `maxPendingChars` long (older pending text is skipped with a note), so `yes` cannot flood the event stream.

export interface UpdateThrottle {
  push: (text: string) => void;
  /** Emits whatever is pending now and stops the timer. */
  flush: () => void;
}

export interface UpdateThrottleOptions {
  intervalMs?: number;
  maxPendingChars?: number;
}

export function createUpdateThrottle(
  emit: (text: string) => void,
  options: UpdateThrottleOptions = {},
): UpdateThrottle {
  const intervalMs = options.intervalMs ?? 100;
  const maxPendingChars = options.maxPendingChars ?? 16_384;
  let pending = '';
  let skipped = 0;
  let timer: NodeJS.Timeout | null = null;

  function flush(): void {
    if (timer) clearTimeout(timer);
    timer = null;
    if (pending === '' && skipped === 0) return;
    const note = skipped > 0 ? `[… ${skipped} characters of live output skipped …]\n` : '';
    const text = note + pending;
    pending = '';
    skipped = 0;
    emit(text);
  }

  return {
    push: (text) => {
      pending += text;
      if (pending.length > maxPendingChars) {
        skipped += pending.length - maxPendingChars;
        pending = pending.slice(pending.length - maxPendingChars);
      }
      if (!timer) timer = setTimeout(flush, intervalMs);
    },
    flush,
  };
}
