// The database upgrade thread as tests start it: electron/runtime/upgrade/upgrade-worker.ts, booted through tsx by
// test/support/ts-worker-boot.mjs (the app starts the built database-upgrade-worker.js instead).
import path from 'node:path';
import type { UpgradeWorkerEntry } from '../../electron/runtime/upgrade/upgrade-in-worker';

export const upgradeWorkerEntry: UpgradeWorkerEntry = {
  script: path.resolve(__dirname, 'ts-worker-boot.mjs'),
  data: { tsEntry: path.resolve(__dirname, '../../electron/runtime/upgrade/upgrade-worker.ts') },
};
