// The notify tool in the desktop app over a fake Electron and the real core: the call reaches the app's notifier
// (electron/main/notifier.ts) as an OS notification with known keys redacted, and clicking it brings the main window up.
import { afterEach, expect, it } from 'vitest';
import { startHearthApp, type ElectronModules } from '../../electron/main/app';
import { createSessionSecretStore } from '../../electron/secrets/session-secret-store';
import { createFakeElectronModules } from '../support/fake-electron-app';
import { FakeBrowserWindow, FakeNotification } from '../support/fake-electron';
import { createTempDirs } from '../support/temp-dir';
import { waitFor } from '../support/wait-for';

const temp = createTempDirs();
afterEach(() => temp.cleanup());

it('shows a notify call as an OS notification, redacted, that brings the window up when clicked', async () => {
  const fake = createFakeElectronModules();
  const keychain = createSessionSecretStore();
  await keychain.set('openai', 'sk-app-notify-secret-000000000001');
  const hearth = startHearthApp(fake.modules as unknown as ElectronModules, {
    quickAsk: false,
    dataDir: temp.make('app-notify'),
    outDir: '/opt/hearth/out/main',
    keychain,
  });
  const runtime = await hearth.ready;
  expect((await runtime.setSetting('policy.mode', 'autonomous')).ok).toBe(true);
  const before = FakeNotification.instances.length;
  const result = await runtime.callTool(
    'notify',
    JSON.stringify({ title: 'Parcel', message: 'Delivered. Key sk-app-notify-secret-000000000001 used.' }),
    { signal: new AbortController().signal },
  );
  expect(result.ok).toBe(true);
  const shown = FakeNotification.instances.slice(before);
  expect(shown).toHaveLength(1);
  expect(shown[0]!.options.title).toBe('Parcel');
  expect(shown[0]!.options.body).toMatch(/^Delivered\. Key \[redacted: .*\] used\.$/);

  const main = FakeBrowserWindow.instances[0]!;
  main.hide();
  shown[0]!.click();
  expect(main.visible).toBe(true);
  fake.modules.app.quit();
  await waitFor(() => fake.modules.app.finished, { message: 'quit', timeout: 20_000 });
});
