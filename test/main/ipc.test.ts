// IPC hardening: every channel is bound; calls from frames that are not our top-level pages, or from web contents
// that are not our windows, are rejected before any handler runs; malformed payloads (wrong types, extra fields,
// 10 MB strings, __proto__ keys, non-JSON values) are answered with an `invalid_request` result and call nothing;
// handler errors become short, redacted `failed` results; main never crashes.
import { describe, expect, it } from 'vitest';
import { bindIpc } from '../../electron/main/ipc';
import { payloadProblem } from '../../electron/main/payload-guard';
import { createPageTrust } from '../../electron/main/page-trust';
import { failure, invokeChannels, type InvokeHandlers } from '../../electron/shared/contract';
import { createFakeIpcMain } from '../support/fake-electron';

const ownPage = 'file:///app/out/renderer/index.html';

function setup(overrides: Partial<InvokeHandlers> = {}) {
  const calls: { channel: string; request: unknown; caller: unknown }[] = [];
  const handlers = Object.fromEntries(
    invokeChannels.map((channel) => [
      channel,
      (request: unknown, caller: unknown) => {
        calls.push({ channel, request, caller });
        return null;
      },
    ]),
  ) as unknown as InvokeHandlers;
  const ipcMain = createFakeIpcMain();
  const logs: string[] = [];
  const unbind = bindIpc({
    ipcMain: ipcMain as unknown as Parameters<typeof bindIpc>[0]['ipcMain'],
    handlers: { ...handlers, ...overrides },
    isTrustedFrame: createPageTrust({ indexHtml: '/app/out/renderer/index.html' }),
    isTrustedSender: (id) => id === 1 || id === 2,
    redact: (text) => text.replaceAll('sk-live-SECRET', '[redacted]'),
    log: (message) => logs.push(message),
  });
  return { ipcMain, calls, logs, unbind };
}

describe('binding', () => {
  it('registers every contract channel once, and unbinds them all', () => {
    const { ipcMain, unbind } = setup();
    expect([...ipcMain.handlers.keys()].sort()).toEqual([...invokeChannels].sort());
    unbind();
    expect(ipcMain.handlers.size).toBe(0);
  });

  it('passes a valid call to its handler with the sending window as caller', async () => {
    const { ipcMain, calls } = setup();
    await expect(
      ipcMain.invokeFrom(
        'chat:rename',
        { conversationId: 'c1', title: 'Plans' },
        { frameUrl: `${ownPage}#/chat`, senderId: 2 },
      ),
    ).resolves.toEqual({ ok: true, data: null });
    expect(calls).toEqual([
      { channel: 'chat:rename', request: { conversationId: 'c1', title: 'Plans' }, caller: { id: 'window:2' } },
    ]);
  });
});

describe('sender check', () => {
  it('rejects untrusted frames, sub-frames, vanished frames and foreign web contents without calling anything', async () => {
    const { ipcMain, calls, logs } = setup();
    const valid = { conversationId: 'c1' };
    const attempts = [
      { frameUrl: 'https://evil.example/' },
      { frameUrl: 'file:///tmp/evil/out/renderer/index.html' },
      { frameUrl: 'data:text/html,x' },
      { frameUrl: ownPage, parent: true },
      { frame: null },
      { frameUrl: ownPage, senderId: 99 },
    ] as const;
    for (const attempt of attempts) {
      await expect(ipcMain.invokeFrom('chat:delete', valid, attempt), JSON.stringify(attempt)).rejects.toThrow(
        'Rejected: this frame may not call Hearth.',
      );
    }
    expect(calls).toEqual([]);
    expect(logs).toHaveLength(attempts.length);
    expect(logs.join('\n')).toMatch(/sub-frames/);
    expect(logs.join('\n')).toMatch(/not a Hearth window/);
  });
});

describe('payload validation', () => {
  const cases: [string, string, unknown, RegExp][] = [
    ['wrong type', 'chat:rename', { conversationId: 'c1', title: 7 }, /title/],
    ['missing field', 'chat:rename', { conversationId: 'c1' }, /title/],
    ['extra field', 'chat:rename', { conversationId: 'c1', title: 't', admin: true }, /admin|Unrecognized/i],
    ['not an object', 'chat:delete', 'c1', /Invalid request/],
    ['array instead of object', 'chat:delete', ['c1'], /Invalid request/],
    ['10 MB string', 'chat:send', { text: 'x'.repeat(10 * 1024 * 1024) }, /too long/],
    [
      '10 MB string in an unknown-typed value',
      'settings:set',
      { path: 'workspace', value: 'y'.repeat(10 * 1024 * 1024) },
      /too long/,
    ],
    [
      '__proto__ key at the top',
      'chat:delete',
      JSON.parse('{"conversationId":"c1","__proto__":{"polluted":true}}'),
      /__proto__/,
    ],
    [
      '__proto__ key deep in a value',
      'settings:set',
      { path: 'ui', value: JSON.parse('{"theme":"dark","nested":{"__proto__":{"x":1}}}') },
      /__proto__/,
    ],
    ['constructor key', 'settings:set', { path: 'ui', value: { constructor: { prototype: { x: 1 } } } }, /constructor/],
    ['a Map', 'settings:set', { path: 'ui', value: new Map([['theme', 'dark']]) }, /unsupported value type \(Map\)/],
    ['a Date', 'settings:set', { path: 'ui', value: new Date() }, /unsupported value type \(Date\)/],
    ['a typed array', 'secrets:set', { account: 'openai', value: new Uint8Array(4) }, /unsupported value type/],
    ['NaN', 'settings:set', { path: 'agent.maxTurns', value: Number.NaN }, /finite/],
    ['too deep', 'settings:set', { path: 'ui', value: JSON.parse('['.repeat(40) + ']'.repeat(40)) }, /deeply/],
    ['bad enum', 'chat:send', { text: 'hi', kind: 'root' }, /kind/],
    ['secret account with odd characters', 'secrets:set', { account: '../../etc', value: 'k' }, /account/],
  ];

  it.each(cases)('answers %s with invalid_request and calls nothing', async (_name, channel, payload, message) => {
    const { ipcMain, calls } = setup();
    const result = await ipcMain.invoke(channel, payload);
    expect(result).toEqual({
      ok: false,
      error: {
        kind: 'invalid_request',
        message: expect.stringMatching(new RegExp(`^Invalid request for ${channel}: `)),
      },
    });
    expect((result as { error: { message: string } }).error.message).toMatch(message);
    expect(calls).toEqual([]);
  });

  it('does not let __proto__ pollute anything', async () => {
    const { ipcMain } = setup();
    await ipcMain.invoke('settings:set', { path: 'ui', value: JSON.parse('{"__proto__":{"polluted":true}}') });
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('keeps validation messages short and never echoes the oversized value', async () => {
    const { ipcMain } = setup();
    const result = (await ipcMain.invoke('chat:send', { text: 'z'.repeat(10 * 1024 * 1024) })) as {
      ok: false;
      error: { message: string };
    };
    expect(result.error.message.length).toBeLessThan(300);
    expect(result.error.message).not.toContain('zzz');
  });

  it('accepts the largest legitimate chat message', () => {
    expect(payloadProblem({ text: 'x'.repeat(200_000) })).toBeUndefined();
  });
});

describe('handler failures', () => {
  it('turn into short, redacted `failed` results and never crash main', async () => {
    const { ipcMain, logs } = setup({
      'chat:list': () => {
        throw new Error(`provider said: bad key sk-live-SECRET ${'!'.repeat(2_000)}`);
      },
    });
    const result = (await ipcMain.invoke('chat:list', {})) as { ok: false; error: { kind: string; message: string } };
    expect(result.ok).toBe(false);
    expect(result.error.kind).toBe('failed');
    expect(result.error.message).toContain('[redacted]');
    expect(result.error.message).not.toContain('sk-live-SECRET');
    expect(result.error.message.length).toBeLessThanOrEqual(500);
    expect(logs.join('\n')).not.toContain('sk-live-SECRET');
    await expect(ipcMain.invoke('chat:delete', { conversationId: 'c1' })).resolves.toEqual({ ok: true, data: null });
  });

  it('keep the kind of a typed failure, with its message redacted', async () => {
    const { ipcMain, logs } = setup({
      'rules:revoke': () => {
        throw failure('not_found', 'No rule sk-live-SECRET here.');
      },
    });
    expect(await ipcMain.invoke('rules:revoke', { ruleId: 'r1' })).toEqual({
      ok: false,
      error: { kind: 'not_found', message: 'No rule [redacted] here.' },
    });
    expect(logs).toEqual([]);
  });
});
