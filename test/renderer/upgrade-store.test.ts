// How far the "Upgrading your history" bar is: the backup is its start, each migration an equal share, a long one
// advancing by its rows; the store keeps the last step pushed on app:upgrade.
import { describe, expect, it } from 'vitest';
import { createUpgradeStore, upgradePercent } from '../../renderer/src/stores/upgrade-store';

const versions = { from: 8, to: 13 };
const upgrading = (version: number, done: number, total: number) =>
  ({ phase: 'upgrading', ...versions, version, description: 'a step', done, total }) as const;

describe('upgradePercent', () => {
  it('runs from the backup (0) through each migration to done (100)', () => {
    expect(upgradePercent({ phase: 'backing-up', ...versions })).toBe(0);
    expect(upgradePercent(upgrading(9, 0, 0))).toBe(0);
    expect(upgradePercent(upgrading(9, 250, 1000))).toBe(5);
    expect(upgradePercent(upgrading(9, 1000, 1000))).toBe(20);
    expect(upgradePercent(upgrading(13, 0, 0))).toBe(80);
    expect(upgradePercent({ phase: 'done', ...versions })).toBe(100);
  });

  it('never passes 100 when a migration counts more rows than it announced', () => {
    expect(upgradePercent(upgrading(13, 1200, 1000))).toBe(100);
  });
});

it('the store keeps the last step', () => {
  const store = createUpgradeStore();
  expect(store.getState().step).toBeNull();
  store.getState().apply({ phase: 'backing-up', ...versions });
  store.getState().apply(upgrading(10, 0, 0));
  expect(store.getState().step).toMatchObject({ phase: 'upgrading', version: 10 });
});
