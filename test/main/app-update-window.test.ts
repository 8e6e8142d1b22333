// "Restart to update" through the app's composition root (fake Electron facade, packaged, the real core and the real
// electron-updater against a local feed): the update's state reaches the main window on app:update (no native
// dialog while a window is open), update:status answers it, and update:restart is refused while a reply runs, then
// installs the update and restarts once the reply has ended.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it, onTestFinished } from 'vitest';
import { startHearthApp, type ElectronModules } from '../../electron/main/app';
import type { UpdaterLike } from '../../electron/main/app-update';
import { createSessionSecretStore } from '../../electron/secrets/session-secret-store';
import type { AppUpdateState } from '../../electron/shared/app-update';
import { createFakeElectronModules } from '../support/fake-electron-app';
import { FakeBrowserWindow } from '../support/fake-electron';
import { startFakeLlmServer, type FakeLlmServer } from '../support/fake-llm-server';
import { startLocalUpdateFeed, type LocalUpdateFeed } from '../support/local-update-feed';
import { createTempDirs } from '../support/temp-dir';
import { waitFor } from '../support/wait-for';

const temp = createTempDirs();
let feed: LocalUpdateFeed;
let llm: FakeLlmServer;
const savedAppImage = process.env.APPIMAGE;
beforeAll(async () => {
  feed = await startLocalUpdateFeed();
  llm = await startFakeLlmServer({ models: ['fake-model'] });
});
afterAll(async () => {
  await feed.close();
  await llm.close();
  temp.cleanup();
  if (savedAppImage === undefined) delete process.env.APPIMAGE;
  else process.env.APPIMAGE = savedAppImage;
});

it('the window gets the ready update; Restart to update is refused while a reply runs, then installs', async () => {
  const dir = temp.make('app-update-window');
  const installed = join(dir, 'Hearth-0.1.0.AppImage');
  writeFileSync(installed, '#!/bin/sh\n', { mode: 0o755 });
  process.env.APPIMAGE = installed;
  const marker = join(dir, 'ran.txt');
  feed.publish('latest', '0.2.0', marker);
  const { updater, quits } = await feed.makeUpdater(dir);

  const fake = createFakeElectronModules();
  fake.modules.app.isPackaged = true;
  const asked: unknown[] = [];
  const dialog = {
    ...fake.modules.dialog,
    showMessageBox: async (options: unknown) => (asked.push(options), { response: 1 }),
  };
  const processWithResources = process as { resourcesPath?: string };
  const savedResources = processWithResources.resourcesPath;
  processWithResources.resourcesPath = temp.make('app-resources');
  onTestFinished(() => void (processWithResources.resourcesPath = savedResources));
  const hearth = startHearthApp({ ...fake.modules, dialog } as unknown as ElectronModules, {
    quickAsk: false,
    dataDir: join(dir, 'data'),
    outDir: '/opt/hearth/out/main',
    keychain: createSessionSecretStore(),
    loadUpdater: async () => updater as unknown as UpdaterLike,
  });
  const runtime = await hearth.ready;
  for (const [path, value] of [
    ['provider.active', 'custom'],
    ['provider.custom.baseUrl', llm.url],
    ['provider.custom.model', 'fake-model'],
  ] as const)
    expect(runtime.settingsStore.set(path, value).ok).toBe(true);
  const [main] = FakeBrowserWindow.instances;
  if (!main) throw new Error('expected the main window');
  const invoke = (channel: string, payload: unknown) =>
    fake.modules.ipcMain.invokeFrom(channel, payload, {
      frameUrl: main.webContents.url,
      senderId: main.webContents.id,
    });
  const pushed = () =>
    main.webContents.sent.filter((sent) => sent.channel === 'app:update').map((sent) => sent.payload as AppUpdateState);

  await waitFor(() => pushed().some((state) => state.status === 'ready'), {
    message: 'the ready update pushed to the window',
    timeout: 20_000,
  });
  expect(pushed().map((state) => state.status)).toEqual(expect.arrayContaining(['checking', 'downloading', 'ready']));
  expect(pushed().at(-1)).toEqual({ status: 'ready', version: '0.2.0', channel: 'stable' });
  expect(await invoke('update:status', {})).toEqual({
    ok: true,
    data: { status: 'ready', version: '0.2.0', channel: 'stable' },
  });
  expect(asked).toEqual([]); // a window is open: the banner asks, not a native dialog

  // A reply that keeps running: the window learns that restarting must wait, and update:restart is refused.
  llm.script({ kind: 'stall', text: 'Thinking' });
  const sent = await invoke('chat:send', { text: 'Take your time' });
  expect(sent).toMatchObject({ ok: true });
  const { runId } = (sent as { data: { runId: string } }).data;
  await waitFor(() => pushed().at(-1)?.restartBlockedBy !== undefined, 'the busy state pushed to the window');
  expect(pushed().at(-1)?.restartBlockedBy).toBe('A reply or a job is still running.');
  expect(await invoke('update:restart', {})).toEqual({
    ok: false,
    error: { kind: 'refused', message: 'A reply or a job is still running. Restart to update once it has finished.' },
  });
  expect(quits).toEqual([]);
  expect(existsSync(marker)).toBe(false);

  expect(await invoke('chat:abort', { runId })).toEqual({ ok: true, data: null });
  await waitFor(() => pushed().at(-1)?.status === 'ready' && !pushed().at(-1)?.restartBlockedBy, 'the reply to end');
  expect(await invoke('update:restart', {})).toEqual({ ok: true, data: null });
  await waitFor(() => existsSync(marker) && quits.length === 1, 'the new version to start and the app to quit');
  expect(readFileSync(marker, 'utf8')).toContain('installed 0.2.0');
  expect(asked).toEqual([]);

  fake.modules.app.quit();
  await waitFor(() => fake.modules.app.finished, { message: 'quit', timeout: 20_000 });
});
