// Auto-update through the glue (electron/main/app-update.ts) with the real electron-updater against a local feed
// (test/support/local-update-feed.ts: latest-linux.yml / beta-linux.yml and the update file over Node's http, behind the
// fake facade). It checks, downloads in the background, refuses to restart while a reply runs, then installs (the new
// AppImage replaces the old and starts).
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createAppUpdate, type UpdaterLike } from '../../electron/main/app-update';
import { startAppUpdate } from '../../electron/main/app-update-start';
import { updatePromptText } from '../../electron/main/update-prompt-text';
import type { AppUpdateState } from '../../electron/shared/app-update';
import { startLocalUpdateFeed, type LocalUpdateFeed } from '../support/local-update-feed';
import { createTempDirs } from '../support/temp-dir';
import { waitFor } from '../support/wait-for';

const temp = createTempDirs();
let feed: LocalUpdateFeed;
const savedAppImage = process.env.APPIMAGE;

beforeAll(async () => {
  feed = await startLocalUpdateFeed();
});
afterAll(async () => {
  await feed.close();
  if (savedAppImage === undefined) delete process.env.APPIMAGE;
  else process.env.APPIMAGE = savedAppImage;
});
afterEach(() => {
  temp.cleanup();
  feed.clear();
});

const publish = (channel: 'latest' | 'beta', version: string, marker: string) => feed.publish(channel, version, marker);
const makeUpdater = (dir: string) => feed.makeUpdater(dir);

describe('auto-update against a local feed', () => {
  it('downloads a newer stable release in the background, waits for the running reply, then installs and restarts', async () => {
    const dir = temp.make('update');
    const installed = join(dir, 'Hearth-0.1.0.AppImage');
    writeFileSync(installed, '#!/bin/sh\n', { mode: 0o755 });
    process.env.APPIMAGE = installed;
    const marker = join(dir, 'ran.txt');
    publish('latest', '0.2.0', marker);
    publish('beta', '0.3.0-beta.1', marker);
    const { updater, quits } = await makeUpdater(dir);
    const states: AppUpdateState[] = [];
    let replyRunning = true;
    const update = createAppUpdate({
      updater: updater as unknown as UpdaterLike,
      channel: () => 'stable',
      busyReason: () => (replyRunning ? 'A reply is still being written.' : null),
      onChange: (state) => states.push(state),
    });

    await update.check();
    await waitFor(() => update.state().status === 'ready', { message: 'the update to download', timeout: 20_000 });

    expect(feed.requested).toContain('latest-linux.yml');
    expect(feed.requested).not.toContain('beta-linux.yml');
    expect(states.map((state) => state.status)).toEqual(expect.arrayContaining(['checking', 'downloading', 'ready']));
    expect(update.state()).toMatchObject({ status: 'ready', version: '0.2.0', channel: 'stable' });
    expect(update.state().restartBlockedBy).toBe('A reply is still being written.');

    const refused = update.restartToUpdate();
    expect(refused).toEqual({
      ok: false,
      reason: expect.stringContaining('A reply is still being written.') as string,
    });
    expect(existsSync(installed)).toBe(true);
    expect(quits).toHaveLength(0);

    replyRunning = false;
    expect(update.state().restartBlockedBy).toBeUndefined();
    expect(update.restartToUpdate()).toEqual({ ok: true });
    await waitFor(() => existsSync(marker) && quits.length === 1, 'the new version to start and the app to quit');
    expect(readFileSync(marker, 'utf8')).toContain('installed 0.2.0 silent=true');
    expect(existsSync(join(dir, 'Hearth-0.2.0.AppImage'))).toBe(true);
    expect(existsSync(installed)).toBe(false);
    update.dispose();
  });

  it('the beta channel reads beta-linux.yml and takes pre-releases; a feed error is shown, not thrown', async () => {
    const dir = temp.make('update-beta');
    process.env.APPIMAGE = join(dir, 'Hearth-0.1.0.AppImage');
    writeFileSync(process.env.APPIMAGE, '#!/bin/sh\n', { mode: 0o755 });
    const { updater } = await makeUpdater(dir);
    const update = createAppUpdate({
      updater: updater as unknown as UpdaterLike,
      channel: () => 'beta',
      busyReason: () => null,
      onChange: () => undefined,
    });

    await update.check(); // nothing published yet: the feed answers 404
    expect(update.state()).toMatchObject({ status: 'error', channel: 'beta' });
    expect(update.state().message).toMatch(/^The update check failed: /);

    publish('beta', '0.3.0-beta.1', join(dir, 'ran.txt'));
    await update.check();
    await waitFor(() => update.state().status === 'ready', { message: 'the beta to download', timeout: 20_000 });
    expect(feed.requested).toContain('beta-linux.yml');
    expect(update.state()).toMatchObject({ status: 'ready', version: '0.3.0-beta.1' });
    expect(updater.allowPrerelease).toBe(true);
    update.dispose();
  });

  it('checks again once a day', async () => {
    const dir = temp.make('update-daily');
    process.env.APPIMAGE = join(dir, 'Hearth-0.1.0.AppImage');
    writeFileSync(process.env.APPIMAGE, '#!/bin/sh\n', { mode: 0o755 });
    const { updater } = await makeUpdater(dir);
    let tick: () => void = () => undefined;
    let every = 0;
    const update = createAppUpdate({
      updater: updater as unknown as UpdaterLike,
      channel: () => 'stable',
      busyReason: () => null,
      onChange: () => undefined,
      setInterval: (callback, ms) => {
        tick = callback;
        every = ms;
        return {};
      },
      clearInterval: () => undefined,
    });
    expect(every).toBe(24 * 60 * 60 * 1000);
    publish('latest', '0.1.0', join(dir, 'ran.txt'));
    tick();
    await waitFor(() => feed.requested.includes('latest-linux.yml'), 'the daily check');
    await waitFor(() => update.state().status === 'idle', 'no update (same version)');
    update.dispose();
  });
});

describe('starting auto-update in the app', () => {
  it('does nothing in a development run (not packaged)', async () => {
    let loaded = false;
    const update = await startAppUpdate({
      isPackaged: false,
      dialog: { showMessageBox: () => Promise.reject(new Error('no dialog expected')) },
      loadUpdater: () => {
        loaded = true;
        return Promise.reject(new Error('not expected'));
      },
      channel: () => 'stable',
      onSettingsChange: () => undefined,
      busyReason: () => null,
      showInWindows: () => false,
      tell: () => undefined,
      promptWords: () => updatePromptText('en'),
      log: () => undefined,
    });
    expect(update).toBeUndefined();
    expect(loaded).toBe(false);
  });

  it('packaged, no window open: asks "Restart to update" (in the UI’s language) once the running reply ended, and installs on that answer', async () => {
    const dir = temp.make('update-prompt');
    const installed = join(dir, 'Hearth-0.1.0.AppImage');
    writeFileSync(installed, '#!/bin/sh\n', { mode: 0o755 });
    process.env.APPIMAGE = installed;
    const marker = join(dir, 'ran.txt');
    publish('latest', '0.2.0', marker);
    const { updater, quits } = await makeUpdater(dir);
    const asked: Electron.MessageBoxOptions[] = [];
    let busy = true;
    const update = await startAppUpdate({
      isPackaged: true,
      dialog: {
        showMessageBox: (options: Electron.MessageBoxOptions) => {
          asked.push(options);
          return Promise.resolve({ response: 0, checkboxChecked: false });
        },
      } as never,
      loadUpdater: () => Promise.resolve(updater as unknown as UpdaterLike),
      channel: () => 'stable',
      onSettingsChange: () => undefined,
      busyReason: () => (busy ? 'A reply or a job is still running.' : null),
      showInWindows: () => false, // no window open: the native dialog asks
      tell: () => undefined,
      promptWords: () => updatePromptText('ko'), // in the UI's language
      log: () => undefined,
    });
    await waitFor(() => update?.state().status === 'ready', { message: 'the update to download', timeout: 20_000 });
    expect(asked).toHaveLength(0);

    busy = false;
    update?.refresh();
    await waitFor(() => existsSync(marker) && quits.length === 1, 'the answer to install the update');
    expect(asked).toHaveLength(1);
    expect(asked[0]?.buttons).toEqual(['다시 시작하여 업데이트', '나중에']);
    expect(asked[0]?.message).toBe('Hearth 0.2.0을(를) 설치할 준비가 되었습니다.');
    update?.refresh();
    expect(asked).toHaveLength(1);
    update?.dispose();
  });
});
