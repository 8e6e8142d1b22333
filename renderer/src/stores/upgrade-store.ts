// The database upgrade as the main window sees it: the last step pushed on `app:upgrade` (none when the database
// needed nothing), and how far along the whole upgrade is, for the "Upgrading your history" screen.
import { createStore, type StoreApi } from 'zustand/vanilla';
import type { DatabaseUpgradeStep } from '../../../electron/shared/database-upgrade';

export interface UpgradeState {
  step: DatabaseUpgradeStep | null;
  apply: (step: DatabaseUpgradeStep) => void;
}

export type UpgradeStore = StoreApi<UpgradeState>;

export function createUpgradeStore(): UpgradeStore {
  return createStore<UpgradeState>()((set) => ({ step: null, apply: (step) => set({ step }) }));
}

/** Whole percent of the upgrade: the backup is the start, each migration an equal share, a long one by its rows. */
export function upgradePercent(step: DatabaseUpgradeStep): number {
  if (step.phase === 'backing-up') return 0;
  if (step.phase !== 'upgrading') return 100;
  const steps = Math.max(1, step.to - step.from);
  const rows = step.total > 0 ? Math.min(1, step.done / step.total) : 0;
  return Math.floor(((step.version - step.from - 1 + rows) / steps) * 100);
}
