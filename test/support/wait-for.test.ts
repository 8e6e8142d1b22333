// The shared wait helper: it returns the check's value once the condition holds (sync or async), and times out with an
// error naming what was awaited and what was last seen; a throwing check fails at once.
import { describe, expect, it } from 'vitest';
import { waitFor } from './wait-for';

describe('waitFor', () => {
  it('returns the value once the check yields one', async () => {
    let calls = 0;
    const value = await waitFor(() => (++calls >= 3 ? { calls } : undefined), { message: 'three calls', interval: 1 });
    expect(value).toEqual({ calls: 3 });
  });

  it('awaits an async check and treats false and null as not yet', async () => {
    const answers = [false, null, 0];
    const value = await waitFor(() => Promise.resolve(answers.shift()), { message: 'a number', interval: 1 });
    expect(value).toBe(0);
  });

  it('times out with the message and the last observation', async () => {
    await expect(
      waitFor(() => false, {
        message: 'the door to open',
        timeout: 30,
        interval: 5,
        observe: () => ({ door: 'shut' }),
      }),
    ).rejects.toThrow('timed out after 30 ms waiting for the door to open; last seen: {"door":"shut"}');
  });

  it('accepts the message alone as options', async () => {
    await expect(waitFor(() => 'ready', 'a ready answer')).resolves.toBe('ready');
  });

  it('fails at once when the check throws', async () => {
    const started = Date.now();
    await expect(
      waitFor(
        () => {
          throw new Error('broken probe');
        },
        { message: 'never', timeout: 5_000 },
      ),
    ).rejects.toThrow('broken probe');
    expect(Date.now() - started).toBeLessThan(5_000);
  });
});
