// Quick-ask's "Open in main window" through the composition root (fake Electron, real core): window:open-main called
// from the quick-ask window shows and focuses the main window and tells it to show the conversation.
import { afterEach, describe, expect, it } from 'vitest';
import { startHearthApp, type ElectronModules } from '../../electron/main/app';
import { createSessionSecretStore } from '../../electron/secrets/session-secret-store';
import { createFakeElectronModules } from '../support/fake-electron-app';
import { FakeBrowserWindow } from '../support/fake-electron';
import { createTempDirs } from '../support/temp-dir';
import { waitFor } from '../support/wait-for';

const temp = createTempDirs();
afterEach(() => temp.cleanup());

async function quit(app: ReturnType<typeof createFakeElectronModules>) {
  app.modules.app.quit();
  await waitFor(() => app.modules.app.finished, { message: 'the app to finish quitting', timeout: 20_000 });
}

describe('window:open-main in the desktop app', () => {
  it('shows and focuses the main window on the conversation asked for', async () => {
    const fake = createFakeElectronModules();
    const hearth = startHearthApp(fake.modules as unknown as ElectronModules, {
      quickAsk: true,
      dataDir: temp.make('open-main'),
      outDir: '/opt/hearth/out/main',
      keychain: createSessionSecretStore(),
    });
    const runtime = await hearth.ready;
    const [main, quick] = FakeBrowserWindow.instances;
    if (!main || !quick) throw new Error('expected the main and quick-ask windows');
    expect(quick.loaded?.hash).toBe('/quick');
    main.hide();
    const invoke = (channel: string, payload: unknown) =>
      fake.modules.ipcMain.invokeFrom(channel, payload, {
        frameUrl: quick.webContents.url,
        senderId: quick.webContents.id,
      });

    const conversation = runtime.conversations.create({ title: 'Quick question', kind: 'quick' });
    expect(await invoke('window:open-main', { conversationId: conversation.id })).toEqual({ ok: true, data: null });
    expect(main.visible && main.focused).toBe(true);
    expect(main.webContents.sent.at(-1)).toEqual({
      channel: 'app:navigate',
      payload: { to: 'conversation', conversationId: conversation.id },
    });
    expect(quick.webContents.sent.filter((sent) => sent.channel === 'app:navigate')).toEqual([]);

    const sentBefore = main.webContents.sent.length;
    main.hide();
    expect(await invoke('window:open-main', {})).toEqual({ ok: true, data: null });
    expect(main.visible).toBe(true);
    expect(main.webContents.sent).toHaveLength(sentBefore);
    expect(await invoke('window:open-main', { conversationId: 'deleted-meanwhile' })).toEqual({
      ok: false,
      error: { kind: 'not_found', message: 'That conversation no longer exists.' },
    });
    await quit(fake);
  });
});
