// Every invoke channel of the contract has a core handler, is registered on ipcMain by electron/main/ipc.ts, and is
// exposed by the preload (see test/preload) and the e2e bridge; every call answers the contract's InvokeResult, and
// payloads that fail the contract's schema are `invalid_request` results that never reach a handler.
import { afterAll, describe, expect, it, vi } from 'vitest';
import { createInvokeHandlers } from '../../electron/runtime/handlers/index';
import { createPendingApprovals } from '../../electron/agent/approvals/pending-approvals';
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
  const runtime = await createHearthRuntime({
    dataDir,
    env: { PATH: process.env.PATH },
    platform: process.platform,
    secretStore: createSessionSecretStore(),
  });
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
      handlers: {
        ...handlers,
        'chat:rename': (request, caller) => (renamed.push(request), handlers['chat:rename'](request, caller)),
      },
      isTrustedFrame: (url) => url.startsWith('file:///app/'),
    });
    expect([...ipcMain.handlers.keys()].sort()).toEqual([...invokeChannels].sort());
    const invalid = (message: RegExp) => ({
      ok: false,
      error: { kind: 'invalid_request', message: expect.stringMatching(message) },
    });
    expect(await ipcMain.invoke('chat:rename', { conversationId: 'x', title: 7 })).toEqual(
      invalid(/^Invalid request for chat:rename: title/),
    );
    expect(await ipcMain.invoke('chat:rename', { conversationId: 'x', title: 't', extra: 1 })).toEqual(
      invalid(/^Invalid request/),
    );
    await expect(
      ipcMain.invoke('chat:rename', { conversationId: 'x', title: 't' }, 'https://evil.example/'),
    ).rejects.toThrow(/may not call Hearth/);
    expect(renamed).toEqual([]);
    expect(await ipcMain.invoke('chat:list', {})).toEqual({ ok: true, data: [] });
    expect(await ipcMain.invoke('chat:rename', { conversationId: 'x', title: 't' })).toEqual({
      ok: false,
      error: { kind: 'not_found', message: 'That conversation no longer exists.' },
    });
    expect(renamed).toHaveLength(1);
  });
});
