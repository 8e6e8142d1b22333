// The composition root over a fake Electron and the real core (SQLite, tools, the fake LLM server): the main window
// appears before the core is ready, IPC waits for it, a run started in quick-ask sends its events and its approval
// there, the tray and notifications navigate the main window, closing hides to the tray, and quitting closes the
// database before the app really exits.
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startHearthApp, type ElectronModules } from '../../electron/main/app';
import { createSessionSecretStore } from '../../electron/secrets/session-secret-store';
import type { AgentEvent } from '../../electron/shared/agent-events';
import { invokeChannels, type InvokeResult } from '../../electron/shared/contract';
import { createFakeElectronModules } from '../support/fake-electron-app';
import { FakeBrowserWindow, FakeNotification, FakeTray } from '../support/fake-electron';
import { startFakeLlmServer, type FakeLlmServer } from '../support/fake-llm-server';
import { dataOf } from '../support/invoke-result';
import { createTempDirs } from '../support/temp-dir';
import { waitFor } from '../support/wait-for';

const temp = createTempDirs();
let llm: FakeLlmServer;
beforeAll(async () => {
  llm = await startFakeLlmServer();
});
afterAll(async () => {
  await llm.close();
});
afterEach(() => temp.cleanup());

function start(options: { takenShortcuts?: string[]; quickAsk?: boolean; dataDir?: string } = {}) {
  const fake = createFakeElectronModules(options);
  const dataDir = options.dataDir ?? temp.make('app');
  const hearth = startHearthApp(fake.modules as unknown as ElectronModules, {
    quickAsk: options.quickAsk ?? false,
    dataDir,
    outDir: '/opt/hearth/out/main',
    keychain: createSessionSecretStore(),
  });
  const invoke = (window: FakeBrowserWindow, channel: string, payload: unknown) =>
    fake.modules.ipcMain.invokeFrom(channel, payload, {
      frameUrl: window.webContents.url,
      senderId: window.webContents.id,
    });
  return { ...fake, hearth, dataDir, invoke };
}

const events = (window: FakeBrowserWindow) =>
  window.webContents.sent.filter((sent) => sent.channel === 'agent:event').map((sent) => sent.payload as AgentEvent);

describe('startHearthApp', () => {
  it('shows the main window and binds IPC before the core is ready; calls wait for it', async () => {
    const app = start();
    let ready = false;
    void app.hearth.ready.then(() => (ready = true));
    expect(FakeBrowserWindow.instances).toHaveLength(1);
    expect(ready).toBe(false);
    expect([...app.modules.ipcMain.handlers.keys()].sort()).toEqual([...invokeChannels].sort());
    const main = FakeBrowserWindow.instances[0]!;
    expect(main.loaded).toEqual({ file: '/opt/hearth/out/renderer/index.html', hash: '/chat' });
    const info = dataOf((await app.invoke(main, 'app:info', {})) as InvokeResult<{ version: string; dataDir: string }>);
    expect(info).toMatchObject({ version: '9.9.9-test', dataDir: app.dataDir });
    const runtime = await app.hearth.ready;
    expect(main.webContents.windowOpenHandler?.({ url: 'https://example.com/' })).toEqual({ action: 'deny' });
    app.modules.app.quit();
    await waitFor(() => app.modules.app.finished, { message: 'quit', timeout: 20_000 });
    expect(runtime.db.open).toBe(false);
  });

  it('runs a chat from quick-ask: its events and its approval go to quick-ask only', async () => {
    const app = start();
    const runtime = await app.hearth.ready;
    const main = FakeBrowserWindow.instances[0]!;
    const workspace = temp.make('workspace');
    expect(await app.invoke(main, 'settings:set', { path: 'provider.active', value: 'custom' })).toEqual({
      ok: true,
      data: null,
    });
    expect(
      await app.invoke(main, 'settings:set', {
        path: 'provider.custom',
        value: { baseUrl: llm.url, model: 'fake-model' },
      }),
    ).toEqual({ ok: true, data: null });
    expect(await app.invoke(main, 'settings:set', { path: 'workspace', value: workspace })).toEqual({
      ok: true,
      data: null,
    });

    app.modules.globalShortcut.press('CommandOrControl+Shift+Space');
    const quick = FakeBrowserWindow.instances[1]!;
    expect(quick.loaded?.hash).toBe('/quick');
    expect(quick.visible).toBe(true);

    llm.reset();
    llm.script(
      { kind: 'tool_calls', calls: [{ name: 'write_file', arguments: { path: 'note.txt', content: 'hello' } }] },
      { kind: 'text', text: 'Saved it.' },
    );
    const started = dataOf(
      (await app.invoke(quick, 'chat:send', { text: 'save a note', kind: 'quick' })) as InvokeResult<{ runId: string }>,
    );
    const request = await waitFor(() => events(quick).find((event) => event.type === 'approval_request'), {
      message: 'approval request',
      timeout: 20_000,
    });
    if (request.type !== 'approval_request') throw new Error('unreachable');
    expect(
      await app.invoke(quick, 'approval:respond', {
        callId: request.callId,
        response: { decision: 'allow', argsHash: request.request.argsHash },
      }),
    ).toEqual({ ok: true, data: null });
    const end = await waitFor(() => events(quick).find((event) => event.type === 'agent_end'), {
      message: 'agent_end',
      timeout: 20_000,
    });
    expect(end).toMatchObject({ runId: started.runId });
    expect(events(quick).some((event) => event.type === 'text_delta')).toBe(true);
    expect(events(main)).toEqual([]);
    const { readFileSync } = await import('node:fs');
    expect(readFileSync(join(workspace, 'note.txt'), 'utf8')).toBe('hello');

    app.modules.app.quit();
    await waitFor(() => app.modules.app.finished, { message: 'quit', timeout: 20_000 });
    expect(runtime.db.open).toBe(false);
  });

  it('tray and notifications navigate the main window; closing hides it to the tray; second launch focuses', async () => {
    const app = start();
    await app.hearth.ready;
    const main = FakeBrowserWindow.instances[0]!;
    const tray = FakeTray.instances[0]!;
    main.close();
    expect(main.destroyed).toBe(false);
    expect(main.visible).toBe(false);

    tray.clickItem('new-chat');
    expect(main.visible).toBe(true);
    expect(main.webContents.sent.at(-1)).toEqual({ channel: 'app:navigate', payload: { to: 'new-chat' } });

    expect(
      app.hearth.notifier.notify({ title: 'Daily digest', body: 'Three new items.', conversationId: 'conv-7' }),
    ).toBe(true);
    main.hide();
    FakeNotification.instances.at(-1)?.click();
    expect(main.visible).toBe(true);
    expect(main.webContents.sent.at(-1)).toEqual({
      channel: 'app:navigate',
      payload: { to: 'conversation', conversationId: 'conv-7' },
    });

    main.hide();
    app.modules.app.emit('second-instance', {}, ['hearth']);
    expect(main.visible && main.focused).toBe(true);
    app.modules.app.emit('second-instance', {}, ['hearth', '--quick-ask']);
    expect(FakeBrowserWindow.instances[1]?.loaded?.hash).toBe('/quick');

    tray.clickItem('quit');
    await waitFor(() => app.modules.app.finished, { message: 'quit', timeout: 20_000 });
    expect(FakeBrowserWindow.instances.every((window) => window.destroyed)).toBe(true);
    expect(tray.destroyed).toBe(true);
  });

  it('tells the user when the quick-ask shortcut is taken, and opens quick-ask at launch with --quick-ask', async () => {
    const app = start({ takenShortcuts: ['CommandOrControl+Shift+Space'], quickAsk: true });
    expect(FakeBrowserWindow.instances.map((window) => window.loaded?.hash)).toEqual(['/chat', '/quick']);
    await app.hearth.ready;
    const main = FakeBrowserWindow.instances[0]!;
    await waitFor(() => main.webContents.sent.find((sent) => sent.channel === 'app:notice'), {
      message: 'app:notice',
      timeout: 20_000,
    });
    expect(main.webContents.sent.find((sent) => sent.channel === 'app:notice')?.payload).toMatchObject({
      level: 'warning',
      message: expect.stringMatching(/could not be set up.*Pick another/),
    });
    expect(
      FakeNotification.instances.some((notification) => /could not be set up/.test(notification.options.body ?? '')),
    ).toBe(true);
    app.modules.app.quit();
    await waitFor(() => app.modules.app.finished, { message: 'quit', timeout: 20_000 });
  });

  it('keeps the window up and answers every call with the reason when the core cannot start', async () => {
    const { writeFileSync } = await import('node:fs');
    const notAFolder = join(temp.make('broken'), 'hearth-data');
    writeFileSync(notAFolder, 'this is a file, not a folder');
    const app = start({ dataDir: notAFolder });
    await expect(app.hearth.ready).rejects.toThrow();
    const main = FakeBrowserWindow.instances[0]!;
    expect(await app.invoke(main, 'app:info', {})).toEqual({
      ok: false,
      error: { kind: 'unavailable', message: expect.stringMatching(/^Hearth could not start/) },
    });
    app.modules.app.quit();
    await waitFor(() => app.modules.app.finished, { message: 'quit', timeout: 20_000 });
  });
});
