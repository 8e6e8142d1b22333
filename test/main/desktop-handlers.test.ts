// The desktop's invoke handlers over a real core runtime: the settings screen learns where keys are kept, notices
// queued before the window could show them come back with app:info, links go through the validated opener, and
// IPC bound before the core is ready makes callers wait instead of failing.
import { afterAll, describe, expect, it } from 'vitest';
import type { HearthRuntime } from '../../electron/runtime/create-runtime';
import { createHearthRuntime } from '../../electron/runtime/create-runtime';
import { createDeferredHandlers } from '../../electron/main/deferred-handlers';
import { createDesktopHandlers } from '../../electron/main/desktop-handlers';
import { createExternalOpener } from '../../electron/main/external-opener';
import { createFallbackSecretStore } from '../../electron/main/fallback-secret-store';
import { SESSION_ONLY_LABEL } from '../../electron/main/secret-backend';
import { createKeytarSecretStore } from '../../electron/secrets/keytar-secret-store';
import { createSessionSecretStore } from '../../electron/secrets/session-secret-store';
import type { InvokeHandlers } from '../../electron/shared/contract';
import { createInvokeDispatcher } from '../../electron/shared/invoke-dispatch';
import { createTempDirs } from '../support/temp-dir';
import { callerId } from '../../electron/shared/caller-id';

const temp = createTempDirs();
const runtimes: HearthRuntime[] = [];
afterAll(async () => {
  await Promise.all(runtimes.map((runtime) => runtime.close()));
  temp.cleanup();
});

const caller = { id: callerId.window(1) };

async function setup() {
  const secretStore = createFallbackSecretStore({
    keychain: createKeytarSecretStore({ loadKeytar: () => Promise.reject(new Error('Cannot find module keytar')) }),
    chooseFallback: () => ({ kind: 'session', store: createSessionSecretStore(), label: SESSION_ONLY_LABEL }),
  });
  const runtime = await createHearthRuntime({
    dataDir: temp.make('desktop'),
    env: { PATH: process.env.PATH },
    platform: process.platform,
    secretStore,
  });
  runtimes.push(runtime);
  const opened: string[] = [];
  const mainWindowOpened: (string | undefined)[] = [];
  const queued = ['The quick-ask shortcut Alt+Space could not be set up: another application is already using it.'];
  const handlers = createDesktopHandlers({
    runtime,
    secretStore,
    version: '1.2.3',
    openLink: createExternalOpener({ openExternal: async (url) => void opened.push(url) }),
    queuedNotices: () => queued,
    openMainWindow: (conversationId) => (mainWindowOpened.push(conversationId), { ok: true }),
  });
  return { handlers, opened, runtime, mainWindowOpened };
}

describe('desktop handlers', () => {
  it('secrets:status says where keys are kept once the keychain turned out to be missing', async () => {
    const { handlers } = await setup();
    const before = await handlers['secrets:status']({}, caller);
    expect(before.backend).toBe(SESSION_ONLY_LABEL);
    expect(await handlers['secrets:set']({ account: 'openai', value: 'sk-proj-Q1w2E3r4T5y6U7i8' }, caller)).toBeNull();
    const after = await handlers['secrets:status']({}, caller);
    expect(after.accounts.openai).toBe(true);
    expect(JSON.stringify(after)).not.toContain('sk-proj-Q1w2E3r4T5y6U7i8');
  });

  it('app:info carries notices queued while no window could show them', async () => {
    const { handlers } = await setup();
    const info = await handlers['app:info']({}, caller);
    expect(info.version).toBe('1.2.3');
    expect(info.notices).toContain(
      'The quick-ask shortcut Alt+Space could not be set up: another application is already using it.',
    );
  });

  it('app:open-external opens validated https links only, and says why it refused one', async () => {
    const { handlers, opened } = await setup();
    const dispatch = createInvokeDispatcher(handlers);
    expect(await dispatch('app:open-external', { url: 'https://example.com/a' }, caller)).toEqual({
      ok: true,
      data: null,
    });
    expect(await dispatch('app:open-external', { url: 'file:///etc/passwd' }, caller)).toMatchObject({
      ok: false,
      error: { kind: 'refused' },
    });
    expect(await dispatch('app:open-external', { url: 'smb://host/share' }, caller)).toMatchObject({
      ok: false,
      error: { kind: 'refused' },
    });
    expect(opened).toEqual(['https://example.com/a']);
    // The opener's own limit (10 a minute) is shown with its reason.
    for (let index = 0; index < 9; index += 1)
      await dispatch('app:open-external', { url: `https://example.com/${index}` }, caller);
    expect(await dispatch('app:open-external', { url: 'https://example.com/late' }, caller)).toEqual({
      ok: false,
      error: { kind: 'refused', message: 'Too many links were opened in the last minute.' },
    });
  });

  it('window:open-main shows the main window on an existing conversation only', async () => {
    const { handlers, runtime, mainWindowOpened } = await setup();
    const conversation = runtime.conversations.create({ title: 'Quick question', kind: 'quick' });
    expect(await handlers['window:open-main']({ conversationId: conversation.id }, caller)).toBeNull();
    expect(await handlers['window:open-main']({}, caller)).toBeNull();
    await expect(handlers['window:open-main']({ conversationId: 'gone' }, caller)).rejects.toMatchObject({
      kind: 'not_found',
      message: 'That conversation no longer exists.',
    });
    expect(mainWindowOpened).toEqual([conversation.id, undefined]);
  });
});

describe('deferred handlers', () => {
  it('make calls wait for the core, then answer', async () => {
    let resolve!: (handlers: InvokeHandlers) => void;
    const deferred = createDeferredHandlers(new Promise<InvokeHandlers>((r) => (resolve = r)));
    let answered = false;
    const pending = Promise.resolve(deferred['chat:list']({}, caller)).then((value) => {
      answered = true;
      return value;
    });
    await new Promise((r) => setImmediate(r));
    expect(answered).toBe(false);
    const { handlers } = await setup();
    resolve(handlers);
    expect(await pending).toEqual([]);
  });

  it('say why when the core could not start', async () => {
    const deferred = createDeferredHandlers(Promise.reject(new Error('The data folder is not writable.')));
    await expect(Promise.resolve(deferred['app:info']({}, caller))).rejects.toMatchObject({
      kind: 'unavailable',
      message: 'Hearth could not start: The data folder is not writable.',
    });
  });
});
