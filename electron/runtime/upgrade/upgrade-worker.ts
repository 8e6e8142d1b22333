// The desktop's database upgrade thread (worker_threads): its own SQLite connection runs the backup and the
// migrations (database-upgrade.ts) while the main process keeps the window responsive and shows each step.
import { parentPort, workerData } from 'node:worker_threads';
import { upgradeDatabase } from './database-upgrade';
import type { UpgradeWorkerData, UpgradeWorkerReply } from './upgrade-messages';

const port = parentPort;
if (!port) throw new Error('upgrade-worker.ts runs only as a worker thread');
const { dataDir, hearthVersion } = workerData as UpgradeWorkerData;
const reply = (message: UpgradeWorkerReply): void => port.postMessage(message);
const outcome = upgradeDatabase({ dataDir, hearthVersion, report: (step) => reply({ type: 'step', step }) });
reply({ type: 'finished', outcome });
port.close();
