// The event batcher: agent events are delivered in batches, once per scheduled frame, in arrival order.
import { describe, expect, it } from 'vitest';
import type { AgentEvent } from '../../electron/shared/agent-events';
import { createEventBatcher } from '../../renderer/src/stores/event-batcher';
import { manualFrames } from './manual-frames';

function fakeEvents() {
  let listener: ((event: AgentEvent) => void) | undefined;
  let unsubscribed = false;
  return {
    api: {
      on: ((channel: string, next: (event: AgentEvent) => void) => {
        expect(channel).toBe('agent:event');
        listener = next;
        return () => {
          unsubscribed = true;
        };
      }) as never,
    },
    emit: (event: AgentEvent) => listener?.(event),
    unsubscribed: () => unsubscribed,
  };
}

const delta = (text: string): AgentEvent => ({ type: 'text_delta', runId: 'r', messageId: 'm', delta: text });

describe('createEventBatcher', () => {
  it('delivers all events of a frame as one batch, scheduling one frame at a time', () => {
    const frames = manualFrames();
    const source = fakeEvents();
    const batcher = createEventBatcher(source.api, frames);
    const batches: string[][] = [];
    batcher.subscribe((events) =>
      batches.push(events.map((event) => (event.type === 'text_delta' ? event.delta : event.type))),
    );
    source.emit(delta('a'));
    source.emit(delta('b'));
    source.emit(delta('c'));
    expect(frames.scheduled()).toBe(1);
    expect(batches).toEqual([]);
    frames.runFrame();
    expect(batches).toEqual([['a', 'b', 'c']]);
    source.emit(delta('d'));
    frames.runFrame();
    frames.runFrame();
    expect(batches).toEqual([['a', 'b', 'c'], ['d']]);
  });

  it('flush delivers at once and cancels the pending frame; close unsubscribes', () => {
    const frames = manualFrames();
    const source = fakeEvents();
    const batcher = createEventBatcher(source.api, frames);
    const seen: number[] = [];
    batcher.subscribe((events) => seen.push(events.length));
    source.emit(delta('x'));
    batcher.flush();
    expect(seen).toEqual([1]);
    expect(frames.scheduled()).toBe(0);
    batcher.close();
    expect(source.unsubscribed()).toBe(true);
  });
});
