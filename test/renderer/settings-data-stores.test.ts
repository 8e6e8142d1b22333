// The Memory and Scheduled-jobs stores over the real core (test/support/real-hearth-api.ts: the real invoke handlers
// behind the contract's validation). Searches answered out of order never show stale results; edits and deletes
// are read back; Run now leaves its run as feedback; a refusal is shown, not thrown.
import { describe, expect, it } from 'vitest';
import { useRealHearthApi } from './real-api-loader';
import { createJobsStore } from '../../renderer/src/stores/jobs-store';
import { createMemoryStore, MEMORY_PAGE_SIZE } from '../../renderer/src/stores/memory-store';

const realApi = useRealHearthApi();

describe('memory store', () => {
  it('lists, pages, searches (dropping a slower, older answer), edits and deletes', async () => {
    const { api, hold, seedMemory } = await realApi();
    for (let index = 0; index < MEMORY_PAGE_SIZE + 2; index += 1) seedMemory({ content: `Fact number ${index}` });
    seedMemory({ content: 'Prefers window seats on flights to Lisbon' });
    const store = createMemoryStore(api);
    await store.getState().search('');
    expect(store.getState()).toMatchObject({ loaded: true, total: MEMORY_PAGE_SIZE + 3, nextOffset: MEMORY_PAGE_SIZE });
    expect(store.getState().items).toHaveLength(MEMORY_PAGE_SIZE);
    await store.getState().loadMore();
    expect(store.getState().items).toHaveLength(MEMORY_PAGE_SIZE + 3);
    expect(store.getState().nextOffset).toBeNull();

    const release = hold('memory:list');
    const older = store.getState().search('fact');
    const newer = store.getState().search('lisbon');
    await newer;
    release();
    await older;
    expect(store.getState().query).toBe('lisbon');
    expect(store.getState().items.map((item) => item.content)).toEqual(['Prefers window seats on flights to Lisbon']);

    const [lisbon] = store.getState().items;
    expect(await store.getState().edit(lisbon!.id, 'Prefers aisle seats', ['Travel'])).toEqual({ ok: true });
    expect(store.getState().items[0]).toMatchObject({ content: 'Prefers aisle seats', tags: ['travel'] });
    expect(await store.getState().edit(lisbon!.id, '', [])).toEqual({
      ok: false,
      error: 'The memory is empty: give the text to remember.',
    });
    expect(await store.getState().remove(lisbon!.id)).toEqual({ ok: true });
    expect(store.getState().items).toEqual([]);
    expect(await store.getState().remove(lisbon!.id)).toEqual({ ok: false, error: 'That memory was already gone.' });
  });
});

describe('jobs store', () => {
  it('runs a job now with the run as feedback, turns it off, and shows a refusal as feedback', async () => {
    const { api, seedJob } = await realApi();
    const job = seedJob({
      name: 'Stretch',
      schedule: { kind: 'cron', expression: '0 * * * *' },
      timezone: 'UTC',
      action: { kind: 'remind', message: 'Stand up and stretch' },
    });
    const past = seedJob({
      name: 'Past',
      schedule: { kind: 'at', at: '2020-01-01T08:00' },
      timezone: 'UTC',
      action: { kind: 'remind', message: 'old' },
      enabled: false,
    });
    const store = createJobsStore(api);
    await store.getState().load();
    expect(
      store
        .getState()
        .jobs.map((view) => view.name)
        .sort(),
    ).toEqual(['Past', 'Stretch']);

    const running = store.getState().runNow(job);
    expect(store.getState().busy[job]).toBe('run');
    await running;
    expect(store.getState().busy).toEqual({});
    expect(store.getState().feedback[job]).toMatchObject({
      kind: 'ran',
      run: { status: 'ok', output: 'Reminder posted: Stand up and stretch' },
    });
    const stretch = () => store.getState().jobs.find((view) => view.id === job)!;
    expect(stretch().lastRuns).toHaveLength(1);

    await store.getState().setEnabled(job, false);
    expect(stretch()).toMatchObject({ enabled: false, disabledReason: 'turned off' });
    expect(store.getState().feedback[job]).toBeUndefined();

    await store.getState().setEnabled(past, true);
    expect(store.getState().feedback[past]).toEqual({
      kind: 'error',
      text: '"Past" cannot be turned on: its time has passed. Ask Hearth to reschedule it.',
    });
    expect(await store.getState().remove(past)).toBe(true);
    expect(store.getState().jobs.map((view) => view.name)).toEqual(['Stretch']);
  });
});
