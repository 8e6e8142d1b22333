// askWithTimeout (timeout, abort, failures become outcomes) and the queued prompter (one request at a time).
import { describe, expect, it } from 'vitest';
import { askWithTimeout, createQueuedPrompter } from '../../../electron/agent/prompter';
import type { ApprovalResponse, Prompter } from '../../../electron/agent/prompter';
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
    const pending = askWithTimeout(prompter, sampleRequest(), { timeoutMs: 5_000, signal: new AbortController().signal });
    await tick();
    shown[0]?.answer(allow('h1'));
    expect(await pending).toEqual({ kind: 'answered', response: allow('h1') });
    expect(shown[0]?.signal.aborted).toBe(false);
  });

  it('times out, and aborts the signal the prompter holds so a dialog can close', async () => {
    const { prompter, shown } = manualPrompter();
    const outcome = await askWithTimeout(prompter, sampleRequest(), { timeoutMs: 30, signal: new AbortController().signal });
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
    expect(await askWithTimeout(prompter, sampleRequest(), { timeoutMs: 60_000, signal: run.signal })).toEqual({ kind: 'aborted' });
    expect(shown).toHaveLength(1);
  });

  it('turns a throwing prompter or a malformed answer into failed', async () => {
    const signal = new AbortController().signal;
    const throwing: Prompter = { ask: () => Promise.reject(new Error('window closed')) };
    expect(await askWithTimeout(throwing, sampleRequest(), { timeoutMs: 1_000, signal })).toEqual({ kind: 'failed', message: 'window closed' });
    const syncThrow: Prompter = {
      ask: () => {
        throw new Error('boom');
      },
    };
    expect(await askWithTimeout(syncThrow, sampleRequest(), { timeoutMs: 1_000, signal })).toMatchObject({ kind: 'failed' });
    const junk: Prompter = { ask: () => Promise.resolve({ decision: 'yes' } as unknown as ApprovalResponse) };
    expect(await askWithTimeout(junk, sampleRequest(), { timeoutMs: 1_000, signal })).toEqual({ kind: 'failed', message: 'malformed response' });
  });
});

describe('createQueuedPrompter', () => {
  it('shows one request at a time, in order, and counts the waiting ones', async () => {
    const { prompter, shown } = manualPrompter();
    const counts: number[] = [];
    const queued = createQueuedPrompter(prompter, { onQueueChange: (n) => counts.push(n) });
    const signal = new AbortController().signal;
    const first = queued.ask(sampleRequest('a', 'ha'), signal);
    const second = queued.ask(sampleRequest('b', 'hb'), signal);
    await tick();
    expect(shown.map((s) => s.request.callId)).toEqual(['a']);
    expect(queued.waiting()).toBe(2);
    shown[0]?.answer(allow('ha'));
    expect(await first).toEqual(allow('ha'));
    await tick();
    expect(shown.map((s) => s.request.callId)).toEqual(['a', 'b']);
    shown[1]?.answer(allow('hb'));
    expect(await second).toEqual(allow('hb'));
    await tick();
    expect(queued.waiting()).toBe(0);
    expect(counts).toEqual([1, 2, 1, 0]);
  });

  it('drops a request withdrawn while queued without showing it', async () => {
    const { prompter, shown } = manualPrompter();
    const queued = createQueuedPrompter(prompter);
    const first = queued.ask(sampleRequest('a', 'ha'), new AbortController().signal);
    const stop = new AbortController();
    const second = queued.ask(sampleRequest('b', 'hb'), stop.signal);
    const third = queued.ask(sampleRequest('c', 'hc'), new AbortController().signal);
    await tick();
    stop.abort();
    await expect(second).rejects.toThrow(/withdrawn/);
    expect(queued.waiting()).toBe(2);
    shown[0]?.answer(allow('ha'));
    await first;
    await tick();
    expect(shown.map((s) => s.request.callId)).toEqual(['a', 'c']);
    shown[1]?.answer(allow('hc'));
    expect(await third).toEqual(allow('hc'));
  });

  it('moves on when the showing request is aborted, even if the inner prompter never answers', async () => {
    const { prompter, shown } = manualPrompter();
    const queued = createQueuedPrompter(prompter);
    const stop = new AbortController();
    const first = queued.ask(sampleRequest('a', 'ha'), stop.signal);
    const second = queued.ask(sampleRequest('b', 'hb'), new AbortController().signal);
    await tick();
    stop.abort();
    await expect(first).rejects.toThrow(/withdrawn/);
    await tick();
    expect(shown.map((s) => s.request.callId)).toEqual(['a', 'b']);
    shown[1]?.answer(allow('hb'));
    expect(await second).toEqual(allow('hb'));
  });

  it('works under askWithTimeout: a queued request that times out is never shown', async () => {
    const { prompter, shown } = manualPrompter();
    const queued = createQueuedPrompter(prompter);
    const signal = new AbortController().signal;
    const first = askWithTimeout(queued, sampleRequest('a', 'ha'), { timeoutMs: 60_000, signal });
    const second = await askWithTimeout(queued, sampleRequest('b', 'hb'), { timeoutMs: 20, signal });
    expect(second).toEqual({ kind: 'timeout' });
    shown[0]?.answer(allow('ha'));
    expect(await first).toMatchObject({ kind: 'answered' });
    await tick();
    expect(shown.map((s) => s.request.callId)).toEqual(['a']);
    expect(queued.waiting()).toBe(0);
  });
});
