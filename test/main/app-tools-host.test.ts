// The app's own composition (startHearthApp over the fake Electron facade, packaged) starts the custom tools host
// through utilityProcess: a trusted tool file in the data folder is loaded by a host that utilityProcess forked from
// the shipped host script, without ELECTRON_RUN_AS_NODE; quitting the app ends it.
import { copyFileSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, expect, it, onTestFinished } from 'vitest';
import { startHearthApp, type ElectronModules } from '../../electron/main/app';
import { createSessionSecretStore } from '../../electron/secrets/session-secret-store';
import { createFakeElectronModules } from '../support/fake-electron-app';
import { createFakeUtilityProcess } from '../support/fake-utility-process';
import { createTempDirs } from '../support/temp-dir';
import { writeTool } from '../tools/user-tools/user-tools-helpers';
import { waitFor } from '../support/wait-for';

const temp = createTempDirs();
afterEach(() => temp.cleanup());

const alive = (pid: number): boolean => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

it('a packaged app loads trusted custom tools in a utilityProcess host and ends it on quit', async () => {
  const dataDir = temp.make('app-tools-host');
  const tools = join(dataDir, 'tools');
  mkdirSync(tools, { recursive: true });
  writeTool(tools, 'hello.mjs', { name: 'hello', run: 'return "hello from the app";' });
  // The main bundle's folder, as electron-vite emits it: the host script ships next to index.js.
  const outDir = join(temp.make('app-out'), 'main');
  mkdirSync(outDir, { recursive: true });
  copyFileSync('tools/user-tools/host/host.mjs', join(outDir, 'user-tools-host.mjs'));

  const fake = createFakeElectronModules();
  fake.modules.app.isPackaged = true;
  // A packaged app finds its icons under process.resourcesPath (Electron sets it; plain Node has none).
  const processWithResources = process as { resourcesPath?: string };
  const savedResources = processWithResources.resourcesPath;
  processWithResources.resourcesPath = temp.make('app-resources');
  onTestFinished(() => void (processWithResources.resourcesPath = savedResources));
  const utilityProcess = createFakeUtilityProcess();
  const hearth = startHearthApp({ ...fake.modules, utilityProcess } as unknown as ElectronModules, {
    quickAsk: false,
    dataDir,
    outDir,
    keychain: createSessionSecretStore(),
  });
  const runtime = await hearth.ready;
  await runtime.toolsReady();
  await waitFor(() => utilityProcess.forks.length > 0, {
    message: 'a tools host forked through utilityProcess',
    timeout: 20_000,
  });

  const host = utilityProcess.forks[0];
  expect(host?.modulePath).toBe(join(outDir, 'user-tools-host.mjs'));
  expect(host?.options.env).not.toHaveProperty('ELECTRON_RUN_AS_NODE');
  await waitFor(() => runtime.toolset().tools.some((tool) => tool.name === 'hello'), 'the custom tool in the toolset');

  fake.modules.app.quit();
  await waitFor(() => fake.modules.app.finished, { message: 'quit', timeout: 20_000 });
  const pid = host?.pid();
  expect(pid).toBeTypeOf('number');
  await waitFor(() => !alive(pid as number), 'the host to end with the app');
});
