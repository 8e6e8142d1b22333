// The composition root's late-bound scheduler handle: a clear refusal before attach, delegation after.
import { describe, expect, it } from 'vitest';
import { createLazyJobControl } from '../../electron/scheduler/lazy-job-control';

describe('lazy job control', () => {
  it('refuses before the scheduler is attached and delegates afterwards', async () => {
    const lazy = createLazyJobControl();
    lazy.control.sync();
    expect(await lazy.control.runNow('j1')).toEqual({ ok: false, error: 'The scheduler is not running yet; try again in a moment.' });
    const calls: string[] = [];
    lazy.attach({
      sync: () => void calls.push('sync'),
      runNow: async (id) => {
        calls.push(`run ${id}`);
        return { ok: false, error: 'stub answer' };
      },
    });
    lazy.control.sync();
    expect(await lazy.control.runNow('j1')).toEqual({ ok: false, error: 'stub answer' });
    expect(calls).toEqual(['sync', 'run j1']);
  });
});
