// The capped output buffer keeps the tail and counts dropped bytes; the update throttle coalesces and caps live output.
import { afterEach, describe, expect, test, vi } from 'vitest';
import { createOutputTail, formatBytes, truncationMarker } from '../../../tools/shell/output-tail';
import { createUpdateThrottle } from '../../../tools/shell/update-throttle';

describe('createOutputTail', () => {
  test('keeps everything under the cap', () => {
    const tail = createOutputTail(100);
    tail.push(Buffer.from('hello '));
    tail.push(Buffer.from('world'));
    expect(tail.text()).toBe('hello world');
    expect(tail.droppedBytes()).toBe(0);
    expect(tail.totalBytes()).toBe(11);
  });

  test('keeps exactly the last cap bytes, across and within chunks', () => {
    const tail = createOutputTail(10);
    for (let index = 0; index < 10; index += 1) tail.push(Buffer.from(`chunk${index}-`));
    expect(tail.text()).toBe('k8-chunk9-');
    expect(tail.totalBytes()).toBe(70);
    expect(tail.droppedBytes()).toBe(60);
    const big = createOutputTail(4);
    big.push(Buffer.from('abcdefghij'));
    expect(big.text()).toBe('ghij');
  });

  test('a cut in the middle of a multi-byte character does not produce garbage at the start', () => {
    const tail = createOutputTail(5);
    tail.push(Buffer.from('ééé'));
    // 6 bytes, 5 kept: the first kept byte is a continuation byte and is skipped.
    expect(tail.text()).toBe('éé');
  });

  test('the marker says how much was dropped', () => {
    expect(truncationMarker(49 * 1_048_576)).toBe(
      '[… 49.0 MiB (51380224 bytes) of earlier output dropped; showing the last part …]',
    );
    expect(formatBytes(512)).toBe('512 B');
    expect(formatBytes(2048)).toBe('2.0 KiB');
  });
});

describe('createUpdateThrottle', () => {
  afterEach(() => vi.useRealTimers());

  test('coalesces pushes into one update per interval', () => {
    vi.useFakeTimers();
    const emitted: string[] = [];
    const throttle = createUpdateThrottle((text) => emitted.push(text), { intervalMs: 100 });
    throttle.push('a');
    throttle.push('b');
    expect(emitted).toEqual([]);
    vi.advanceTimersByTime(100);
    expect(emitted).toEqual(['ab']);
    throttle.push('c');
    throttle.flush();
    expect(emitted).toEqual(['ab', 'c']);
    throttle.flush();
    expect(emitted).toEqual(['ab', 'c']);
  });

  test('keeps only the newest pending text and says how much it skipped', () => {
    const emitted: string[] = [];
    const throttle = createUpdateThrottle((text) => emitted.push(text), { maxPendingChars: 4 });
    throttle.push('123456789');
    throttle.flush();
    expect(emitted).toEqual(['[… 5 characters of live output skipped …]\n6789']);
  });
});
