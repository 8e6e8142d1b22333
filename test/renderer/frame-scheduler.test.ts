// afterNextPaint: work runs in a task after the second frame from now (the list shows a conversation's end in the
// second), never within a frame, and not at all once cancelled.
import { describe, expect, it } from 'vitest';
import type { FrameScheduler } from '../../renderer/src/stores/event-batcher';
import { afterNextPaint } from '../../renderer/src/stores/frame-scheduler';

function manualFrames(): FrameScheduler & { runFrame: () => void } {
  let pending: (() => void)[] = [];
  return {
    schedule(run) {
      pending.push(run);
      return () => {
        pending = pending.filter((entry) => entry !== run);
      };
    },
    runFrame() {
      const due = pending;
      pending = [];
      for (const run of due) run();
    },
  };
}

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
});
