// The app's composition (startHearthApp over the fake Electron facade) with a data folder an older Hearth wrote: the
// database upgrade runs in its worker thread (out/main/database-upgrade-worker.js) while the main window receives
// each step on app:upgrade, then the core opens the current database; a thread that fails leaves the core unstarted.
import { copyFileSync, mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterEach, expect, it } from 'vitest';
import { startHearthApp, type ElectronModules } from '../../electron/main/app';
import { readUserVersion, migrations } from '../../electron/storage/migrations';
import { createSessionSecretStore } from '../../electron/secrets/session-secret-store';
import type { DatabaseUpgradeStep } from '../../electron/shared/database-upgrade';
import { fixtureFile } from '../storage/db-fixtures/make-db-fixture';
import { createFakeElectronModules } from '../support/fake-electron-app';
import { FakeBrowserWindow } from '../support/fake-electron';
import { createTempDirs } from '../support/temp-dir';
import { waitFor } from '../support/wait-for';

const temp = createTempDirs();
afterEach(() => temp.cleanup());

/** The main bundle's folder with the upgrade thread's script: here it loads the TypeScript (test/support/ts-worker-boot.mjs). */
function outDirWithUpgradeWorker(): string {
  const outDir = join(temp.make('app-out'), 'main');
  mkdirSync(outDir, { recursive: true });
  const entry = JSON.stringify(resolve('electron/runtime/upgrade/upgrade-worker.ts'));
  const boot = JSON.stringify(pathToFileURL(resolve('test/support/ts-worker-boot.mjs')).href);
  writeFileSync(
    join(outDir, 'database-upgrade-worker.js'),
    `require('node:worker_threads').workerData.tsEntry = ${entry};\nimport(${boot});\n`,
  );
  return outDir;
}

function startWithDatabase(version: number, outDir: string) {
  const dataDir = temp.make('app-upgrade');
  copyFileSync(fixtureFile(version), join(dataDir, 'hearth.db'));
  const fake = createFakeElectronModules();
  const hearth = startHearthApp(fake.modules as unknown as ElectronModules, {
    quickAsk: false,
    dataDir,
    outDir,
    keychain: createSessionSecretStore(),
  });
  const main = FakeBrowserWindow.instances.at(-1)!;
  const steps = () =>
    main.webContents.sent
      .filter((sent) => sent.channel === 'app:upgrade')
      .map((sent) => sent.payload as DatabaseUpgradeStep);
  return { fake, hearth, dataDir, steps };
}

it('upgrades an older database in the worker, telling the main window each step, then starts the core', async () => {
  const app = startWithDatabase(12, outDirWithUpgradeWorker());
  const runtime = await app.hearth.ready;
  expect(readUserVersion(runtime.db)).toBe(migrations.length);
  const phases = app.steps().map((step) => step.phase);
  // One 'upgrading' step as each migration after v12 starts.
  const upgrades = migrations.filter((migration) => migration.version > 12).map(() => 'upgrading');
  expect(phases).toEqual(['backing-up', ...upgrades, 'done']);
  expect(app.steps().at(-1)).toMatchObject({ from: 12, to: migrations.length });
  expect(app.steps().at(-1)).toHaveProperty('backupFile', expect.stringContaining(join(app.dataDir, 'backups')));
  app.fake.modules.app.quit();
  await waitFor(() => app.fake.modules.app.finished, { message: 'quit', timeout: 20_000 });
});

it('a failed upgrade tells the window why and leaves the core unstarted', async () => {
  const app = startWithDatabase(12, join(temp.make('app-out-empty'), 'main'));
  await expect(app.hearth.ready).rejects.toThrow(/could not upgrade its database: the upgrade thread/);
  expect(app.steps().at(-1)).toMatchObject({ phase: 'failed', from: 12, to: migrations.length });
  app.fake.modules.app.quit();
  await waitFor(() => app.fake.modules.app.finished, { message: 'quit', timeout: 20_000 });
});
