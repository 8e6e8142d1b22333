// The one way tests wait for a condition: poll a (sync or async) check until it yields a value, or fail naming what was
// awaited and what was last seen. No test sleeps a fixed time instead (test/architecture/no-sleeps.test.ts keeps it so).
// Plain TypeScript, no Vitest, so the e2e suite and the MCP conformance client (a standalone process) can use it too.

export interface WaitOptions {
  /** What is awaited, for the failure: "timed out after 10000 ms waiting for <message>". */
  message: string;
  /** How long to keep polling, in ms (default 10 000): a bound on waiting, not a speed assertion. */
  timeout?: number;
  /** Pause between checks, in ms (default 20). */
  interval?: number;
  /** What the failure reports as last seen (e.g. the state the check reads), when the check's own result says little. */
  observe?: () => unknown;
}

/** A check's answer: `undefined`, `null` and `false` mean "not yet"; anything else is the awaited value. */
export type CheckResult<T> = T | undefined | null | false;

/**
 * Calls `check` until it returns something other than undefined, null or false, and returns that. A check that throws
 * fails the wait at once (it is a bug, not a "not yet"). Options may be just the message.
 */
export async function waitFor<T>(
  check: () => CheckResult<T> | Promise<CheckResult<T>>,
  options: WaitOptions | string,
): Promise<T> {
  const {
    message,
    timeout = 10_000,
    interval = 20,
    observe,
  } = typeof options === 'string' ? { message: options } : options;
  const deadline = Date.now() + timeout;
  for (;;) {
    const value = await check();
    if (value !== undefined && value !== null && value !== false) return value;
    if (Date.now() >= deadline) {
      const seen = observe ? `; last seen: ${describe(observe())}` : '';
      throw new Error(`timed out after ${timeout} ms waiting for ${message}${seen}`);
    }
    await new Promise((resolve) => setTimeout(resolve, Math.min(interval, Math.max(0, deadline - Date.now()))));
  }
}

function describe(value: unknown): string {
  if (typeof value === 'string') return value;
  try {
    return JSON.stringify(value) ?? String(value);
  } catch {
    return String(value);
  }
}
