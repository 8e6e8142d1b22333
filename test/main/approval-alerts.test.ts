// Approvals you cannot miss, through the composition root over a fake Electron and the real core (SQLite, tools, the
// fake model): an approval that waits while the main window is hidden raises an OS notification naming the tool and
// the call, clicking it shows and focuses the window, and the tray shows a badge while it waits and clears it after.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startHearthApp, type ElectronModules } from '../../electron/main/app';
import { createSessionSecretStore } from '../../electron/secrets/session-secret-store';
import type { AgentEvent } from '../../electron/shared/agent-events';
import type { InvokeResult } from '../../electron/shared/contract';
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

async function startApp() {
  const fake = createFakeElectronModules();
  const hearth = startHearthApp(fake.modules as unknown as ElectronModules, {
    quickAsk: false,
    dataDir: temp.make('app'),
    outDir: '/opt/hearth/out/main',
    keychain: createSessionSecretStore(),
  });
  const runtime = await hearth.ready;
  const main = FakeBrowserWindow.instances[0]!;
  const invoke = (channel: string, payload: unknown) =>
    fake.modules.ipcMain.invokeFrom(channel, payload, {
      frameUrl: main.webContents.url,
      senderId: main.webContents.id,
    });
  for (const [path, value] of [
    ['provider.active', 'custom'],
    ['provider.custom', { baseUrl: llm.url, model: 'fake-model' }],
    ['workspace', temp.make('workspace')],
  ] as const)
    expect(await invoke('settings:set', { path, value })).toEqual({ ok: true, data: null });
  const events = () =>
    main.webContents.sent.filter((sent) => sent.channel === 'agent:event').map((sent) => sent.payload as AgentEvent);
  const quit = async () => {
    fake.modules.app.quit();
    await waitFor(() => fake.modules.app.finished, { message: 'quit', timeout: 20_000 });
    expect(runtime.db.open).toBe(false);
  };
  return { main, tray: FakeTray.instances[0]!, invoke, events, quit, modules: fake.modules };
}

/** Starts a run whose write_file call waits for approval, and returns that request. */
async function runWaitingForApproval(app: Awaited<ReturnType<typeof startApp>>, file = 'plan.txt') {
  llm.reset();
  llm.script(
    { kind: 'tool_calls', calls: [{ name: 'write_file', arguments: { path: file, content: 'beds' } }] },
    { kind: 'text', text: 'Written.' },
  );
  dataOf((await app.invoke('chat:send', { text: 'write the plan' })) as InvokeResult<{ runId: string }>);
  const request = await waitFor(() => app.events().find((event) => event.type === 'approval_request'), {
    message: 'approval request',
    timeout: 20_000,
  });
  if (request.type !== 'approval_request') throw new Error('unreachable');
  return request;
}

const approvalNotifications = () =>
  FakeNotification.instances.filter((notification) => /needs your approval/.test(notification.options.title ?? ''));

describe('approvals you cannot miss', () => {
  it('notifies when the window is hidden, the click shows and focuses it, and the tray badge comes and goes', async () => {
    const app = await startApp();
    expect(app.tray.tooltip).toBe('Hearth');
    app.main.hide();

    const request = await runWaitingForApproval(app);
    const notification = await waitFor(() => approvalNotifications()[0], {
      message: 'approval notification',
      timeout: 20_000,
    });
    expect(notification.options.title).toBe('Hearth needs your approval: Write file — plan.txt');
    expect(notification.shown).toBe(true);
    await waitFor(() => app.tray.tooltip === 'Hearth — 1 approval waiting', { message: 'tray badge', timeout: 20_000 });
    expect(app.tray.menu?.items[0]).toMatchObject({ id: 'approvals', label: 'Hearth — 1 approval waiting — open' });

    app.main.calls.length = 0;
    notification.click();
    expect(app.main.visible).toBe(true);
    expect(app.main.focused).toBe(true);
    expect(app.main.calls).toContain('focus');

    expect(
      await app.invoke('approval:respond', {
        callId: request.callId,
        response: { decision: 'allow', argsHash: request.request.argsHash },
      }),
    ).toEqual({ ok: true, data: null });
    await waitFor(() => app.events().find((event) => event.type === 'agent_end'), {
      message: 'agent_end',
      timeout: 20_000,
    });
    expect(app.tray.tooltip).toBe('Hearth');
    expect(app.tray.menu?.items.some((item) => item.id === 'approvals')).toBe(false);
    await app.quit();
  });

  it('a focused window gets the dialog without a notification until it goes to the background; a stopped run clears the badge', async () => {
    const app = await startApp();
    app.main.show();
    app.main.focus();
    const request = await runWaitingForApproval(app);
    await waitFor(() => app.tray.tooltip === 'Hearth — 1 approval waiting', { message: 'tray badge', timeout: 20_000 });
    expect(approvalNotifications()).toEqual([]);

    // Another app comes to the front (Electron: the window blurs, app emits browser-window-blur): now it is announced, once.
    app.main.blur();
    app.modules.app.emit('browser-window-blur', {}, app.main);
    app.modules.app.emit('browser-window-blur', {}, app.main);
    expect(approvalNotifications().map((notification) => notification.options.title)).toEqual([
      'Hearth needs your approval: Write file — plan.txt',
    ]);

    expect(await app.invoke('chat:abort', { runId: request.runId })).toEqual({ ok: true, data: null });
    await waitFor(() => app.events().find((event) => event.type === 'agent_end'), {
      message: 'agent_end',
      timeout: 20_000,
    });
    expect(app.tray.tooltip).toBe('Hearth');
    expect(app.tray.menu?.items.some((item) => item.id === 'approvals')).toBe(false);
    await app.quit();
  });

  it('never shows a known key in the notification', async () => {
    const app = await startApp();
    const key = 'sk-proj-approvalnotificationkey0123456789';
    expect(await app.invoke('secrets:set', { account: 'openai', value: key })).toEqual({ ok: true, data: null });
    app.main.hide();
    await runWaitingForApproval(app, `notes-${key}.txt`);
    const notification = await waitFor(() => approvalNotifications()[0], {
      message: 'approval notification',
      timeout: 20_000,
    });
    expect(notification.options.title).toContain('[redacted');
    expect(JSON.stringify(notification.options)).not.toContain(key);
    await app.quit();
  });
});
