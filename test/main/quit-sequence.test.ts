// Quitting: scheduler stopped, runs aborted and settled, browser closed, database closed — in that order, each step
// isolated (a failure or a hang does not stop the rest), and the app quits for real only after the sequence.
import { EventEmitter } from 'node:events';
import { describe, expect, it } from 'vitest';
import { installQuitGate, quitSequence, type QuitGateApp } from '../../electron/main/quit-sequence';
import { createRunTracker } from '../../electron/main/run-tracker';
import type { AgentEvent } from '../../electron/shared/agent-events';
import { fakeEvent } from '../support/fake-electron';

describe('quitSequence', () => {
  it('runs the steps in order', async () => {
    const order: string[] = [];
    const outcomes = await quitSequence({
      stopScheduler: async () => void order.push('scheduler'),
      abortRuns: () => void order.push('abort'),
      runsSettled: async () => void order.push('settled'),
      closeBrowser: async () => void order.push('browser'),
      closeDatabase: () => void order.push('db'),
    });
    expect(order).toEqual(['scheduler', 'abort', 'settled', 'browser', 'db']);
    expect(outcomes.every((outcome) => outcome.status === 'done')).toBe(true);
  });

  it('skips steps that are not wired (no scheduler, no browser yet)', async () => {
    const outcomes = await quitSequence({ abortRuns: () => undefined, closeDatabase: () => undefined });
    expect(outcomes.map((outcome) => `${outcome.step}:${outcome.status}`)).toEqual([
      'stopScheduler:skipped',
      'abortRuns:done',
      'runsSettled:skipped',
      'closeBrowser:skipped',
      'closeDatabase:done',
    ]);
  });

  it('keeps going when a step fails or hangs, and still closes the database', async () => {
    const logs: string[] = [];
    let closed = false;
    const outcomes = await quitSequence(
      {
        stopScheduler: () => {
          throw new Error('cron exploded');
        },
        abortRuns: () => undefined,
        closeBrowser: () => new Promise<void>(() => undefined),
        closeDatabase: () => void (closed = true),
      },
      { stepTimeoutMs: 50, log: (message) => logs.push(message) },
    );
    expect(closed).toBe(true);
    expect(outcomes.find((outcome) => outcome.step === 'stopScheduler')).toMatchObject({
      status: 'failed',
      detail: 'cron exploded',
    });
    expect(outcomes.find((outcome) => outcome.step === 'closeBrowser')).toMatchObject({ status: 'timed_out' });
    expect(logs).toHaveLength(2);
  });

  it('waits for aborted runs to end before closing the database', async () => {
    const tracker = createRunTracker();
    const order: string[] = [];
    tracker.observe({ type: 'agent_start', runId: 'r1', conversationId: 'c', at: 1 } as AgentEvent);
    const done = quitSequence({
      abortRuns: () => {
        order.push('abort');
        setTimeout(() => {
          order.push('run ended');
          tracker.observe({ type: 'agent_end', runId: 'r1' } as AgentEvent);
        }, 10);
      },
      runsSettled: () => tracker.idle(),
      closeDatabase: () => void order.push('db'),
    });
    await done;
    expect(order).toEqual(['abort', 'run ended', 'db']);
    expect(tracker.active()).toBe(0);
  });
});

describe('installQuitGate', () => {
  function fakeApp() {
    const app = Object.assign(new EventEmitter(), {
      quits: 0,
      quit() {
        app.quits += 1;
        const event = fakeEvent();
        app.emit('before-quit', event);
        if (!event.defaultPrevented) app.emit('will-quit');
      },
    });
    return app;
  }

  it('holds the first quit until the sequence is done, then quits for real exactly once', async () => {
    const app = fakeApp();
    let release!: () => void;
    const steps: string[] = [];
    let quitFinished = 0;
    app.on('will-quit', () => (quitFinished += 1));
    installQuitGate(
      app as unknown as QuitGateApp,
      () =>
        new Promise<void>((resolve) => {
          steps.push('sequence');
          release = resolve;
        }),
      () => steps.push('quitting'),
    );
    app.quit();
    app.quit();
    expect(steps).toEqual(['quitting', 'sequence']);
    expect(quitFinished).toBe(0);
    release();
    await new Promise((resolve) => setImmediate(resolve));
    expect(quitFinished).toBe(1);
    expect(steps).toEqual(['quitting', 'sequence']);
  });

  it('quits even when the sequence rejects', async () => {
    const app = fakeApp();
    let finished = 0;
    app.on('will-quit', () => (finished += 1));
    installQuitGate(
      app as unknown as QuitGateApp,
      () => Promise.reject(new Error('boom')),
      () => undefined,
    );
    app.quit();
    await new Promise((resolve) => setImmediate(resolve));
    expect(finished).toBe(1);
  });
});
