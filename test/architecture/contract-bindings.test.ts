// Every invoke channel of the contract has a core handler, is registered on ipcMain by ipc.ts, and is exposed by the
// preload (see test/preload); payloads that fail the contract's schema never reach a handler.
import { afterAll, describe, expect, it, vi } from 'vitest';
import { createInvokeHandlers } from '../../electron/runtime/handlers/index';
import { createPendingApprovals } from '../../electron/agent/pending-approvals';
import { createHearthRuntime, type HearthRuntime } from '../../electron/runtime/create-runtime';
import { createSessionSecretStore } from '../../electron/secrets/session-secret-store';
import { invokeChannels } from '../../electron/shared/contract';
import { createFakeIpcMain } from '../support/fake-electron';
import { createTempDirs } from '../support/temp-dir';

vi.mock('electron', () => ({}));

const temp = createTempDirs();
const runtimes: HearthRuntime[] = [];
afterAll(async () => {
  await Promise.all(runtimes.map((runtime) => runtime.close()));
  temp.cleanup();
});

async function handlersOverRealRuntime() {
  const dataDir = temp.make('contract');
  const runtime = await createHearthRuntime({ dataDir, env: { PATH: process.env.PATH }, platform: process.platform, secretStore: createSessionSecretStore() });
  runtimes.push(runtime);
  return createInvokeHandlers({ runtime, approvals: createPendingApprovals(), version: '0.0.0-test' });
}

describe('contract bindings', () => {
  it('the core implements a handler for every invoke channel, and nothing else', async () => {
    const handlers = await handlersOverRealRuntime();
    expect(Object.keys(handlers).sort()).toEqual([...invokeChannels].sort());
    for (const channel of invokeChannels) expect(typeof handlers[channel], channel).toBe('function');
  });

  it('ipc.ts registers every channel and validates before calling the handler', async () => {
    const { bindIpc } = await import('../../electron/main/ipc');
    const ipcMain = createFakeIpcMain();
    const handlers = await handlersOverRealRuntime();
    const renamed: unknown[] = [];
    bindIpc({
      ipcMain: ipcMain as unknown as Parameters<typeof bindIpc>[0]['ipcMain'],
      handlers: { ...handlers, 'chat:rename': (request, caller) => (renamed.push(request), handlers['chat:rename'](request, caller)) },
      isTrustedFrame: (url) => url.startsWith('file:///app/'),
    });
    expect([...ipcMain.handlers.keys()].sort()).toEqual([...invokeChannels].sort());
    await expect(ipcMain.invoke('chat:rename', { conversationId: 'x', title: 7 })).rejects.toThrow(/Invalid request for chat:rename: title/);
    await expect(ipcMain.invoke('chat:rename', { conversationId: 'x', title: 't', extra: 1 })).rejects.toThrow(/Invalid request/);
    await expect(ipcMain.invoke('chat:rename', { conversationId: 'x', title: 't' }, 'https://evil.example/')).rejects.toThrow(/may not call Hearth/);
    expect(renamed).toEqual([]);
    const list = await ipcMain.invoke('chat:list', {});
    expect(list).toEqual([]);
  });
});
