// askWithTimeout: a timeout, an abort and a failing or malformed prompter all become outcomes, never a hang.
import { describe, expect, it } from 'vitest';
import { askWithTimeout } from '../../../electron/agent/approvals/prompter';
import type { ApprovalResponse, Prompter } from '../../../electron/agent/approvals/prompter';
import type { ApprovalRequest } from '../../../electron/shared/agent-events';
import { sampleRequest } from './request-fixture';

/** A prompter whose answers the test gives by hand; records what it was shown and whether it saw an abort. */
function manualPrompter() {
  const shown: Array<{ request: ApprovalRequest; signal: AbortSignal; answer: (r: ApprovalResponse) => void }> = [];
  const prompter: Prompter = {
    ask: (request, signal) => new Promise((resolve) => shown.push({ request, signal, answer: resolve })),
  };
  return { prompter, shown };
}

const allow = (argsHash: string): ApprovalResponse => ({ decision: 'allow', argsHash });
const tick = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));

describe('askWithTimeout', () => {
  it('returns the answer', async () => {
    const { prompter, shown } = manualPrompter();
    const pending = askWithTimeout(prompter, sampleRequest(), {
      timeoutMs: 5_000,
      signal: new AbortController().signal,
    });
    await tick();
    shown[0]?.answer(allow('a'.repeat(64)));
    expect(await pending).toEqual({ kind: 'answered', response: allow('a'.repeat(64)) });
    expect(shown[0]?.signal.aborted).toBe(false);
  });

  it('times out, and aborts the signal the prompter holds so a dialog can close', async () => {
    const { prompter, shown } = manualPrompter();
    const outcome = await askWithTimeout(prompter, sampleRequest(), {
      timeoutMs: 30,
      signal: new AbortController().signal,
    });
    expect(outcome).toEqual({ kind: 'timeout' });
    expect(shown[0]?.signal.aborted).toBe(true);
  });

  it('ends as aborted when the run stops while waiting, or was already stopped', async () => {
    const { prompter, shown } = manualPrompter();
    const run = new AbortController();
    const pending = askWithTimeout(prompter, sampleRequest(), { timeoutMs: 60_000, signal: run.signal });
    await tick();
    run.abort();
    expect(await pending).toEqual({ kind: 'aborted' });
    expect(shown[0]?.signal.aborted).toBe(true);
    expect(await askWithTimeout(prompter, sampleRequest(), { timeoutMs: 60_000, signal: run.signal })).toEqual({
      kind: 'aborted',
    });
    expect(shown).toHaveLength(1);
  });

  it('turns a throwing prompter or a malformed answer into failed', async () => {
    const signal = new AbortController().signal;
    const throwing: Prompter = { ask: () => Promise.reject(new Error('window closed')) };
    expect(await askWithTimeout(throwing, sampleRequest(), { timeoutMs: 1_000, signal })).toEqual({
      kind: 'failed',
      message: 'window closed',
    });
    const syncThrow: Prompter = {
      ask: () => {
        throw new Error('boom');
      },
    };
    expect(await askWithTimeout(syncThrow, sampleRequest(), { timeoutMs: 1_000, signal })).toMatchObject({
      kind: 'failed',
    });
    const junk: Prompter = { ask: () => Promise.resolve({ decision: 'yes' } as unknown as ApprovalResponse) };
    expect(await askWithTimeout(junk, sampleRequest(), { timeoutMs: 1_000, signal })).toEqual({
      kind: 'failed',
      message: 'malformed response',
    });
  });
});
