// afterNextPaint: work runs in a task after the second frame from now (the list shows a conversation's end in the
// second), never within a frame, and not at all once cancelled; in a page, in its next idle time (with a deadline).
import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterNextPaint } from '../../renderer/src/stores/frame-scheduler';
import { manualFrames } from './manual-frames';

const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('afterNextPaint', () => {
  it('runs the work in a task after the second frame', async () => {
    const frames = manualFrames();
    const ran: string[] = [];
    afterNextPaint(frames).schedule(() => ran.push('work'));
    frames.runFrame();
    await nextTask();
    expect(ran).toEqual([]);
    frames.runFrame();
    expect(ran).toEqual([]);
    await nextTask();
    expect(ran).toEqual(['work']);
  });

  it('never runs work cancelled before either frame or before its task', async () => {
    for (const framesBeforeCancel of [0, 1, 2]) {
      const frames = manualFrames();
      const ran: string[] = [];
      const cancel = afterNextPaint(frames).schedule(() => ran.push('work'));
      for (let frame = 0; frame < framesBeforeCancel; frame++) frames.runFrame();
      cancel();
      frames.runFrame();
      frames.runFrame();
      await nextTask();
      expect(ran).toEqual([]);
    }
  });

  describe('in a page (requestIdleCallback)', () => {
    afterEach(() => vi.unstubAllGlobals());

    it('waits for the idle time after the second frame, with a deadline, and can be cancelled there', () => {
      const idle: { run: () => void; timeout?: number; cancelled: boolean }[] = [];
      vi.stubGlobal(
        'requestIdleCallback',
        (run: () => void, options?: { timeout?: number }) =>
          idle.push({ run, timeout: options?.timeout, cancelled: false }) - 1,
      );
      vi.stubGlobal('cancelIdleCallback', (handle: number) => {
        idle[handle]!.cancelled = true;
      });
      const frames = manualFrames();
      const ran: string[] = [];
      afterNextPaint(frames, 400).schedule(() => ran.push('first'));
      const cancel = afterNextPaint(frames, 400).schedule(() => ran.push('second'));
      frames.runFrame();
      expect(idle).toHaveLength(0);
      frames.runFrame();
      expect(idle.map((entry) => entry.timeout)).toEqual([400, 400]);
      cancel();
      for (const entry of idle) if (!entry.cancelled) entry.run();
      expect(ran).toEqual(['first']);
    });
  });
});
