// Fuzzes every invoke channel through the real IPC binding and the real runtime (SQLite, settings, session keychain):
// 10,000+ seeded malformed payloads are all answered `invalid_request` (a result, never a rejection), no handler runs,
// nothing stored changes,
// nothing is polluted, and the guard's work per payload stays bounded (counted in values, not timed).
import { describe, expect, it } from 'vitest';
import { bindIpc } from '../../electron/main/ipc';
import { createDesktopHandlers } from '../../electron/main/desktop-handlers';
import { createPageTrust } from '../../electron/main/page-trust';
import { defaultPayloadLimits, inspectPayload } from '../../electron/main/payload-guard';
import { createSessionSecretStore } from '../../electron/secrets/session-secret-store';
import type { SecretStore } from '../../electron/secrets/secret-store';
import { invokeChannels, invokeContract, type InvokeHandlers, type InvokeResult } from '../../electron/shared/contract';
import type { Db } from '../../electron/storage/database';
import { createFakeIpcMain } from '../support/fake-electron';
import { useRuntimeFixture } from '../support/runtime-fixture';
import { createRandom, malformedPayload } from './payload-fuzz';

const PAYLOADS = 10_200;
/** Generous: the whole run normally takes a few seconds; a hang or a quadratic blow-up does not fit. */
const TOTAL_BUDGET_MS = 150_000;
const fixture = useRuntimeFixture();

function snapshotDatabase(db: Db): string {
  const tables = db
    .prepare("SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name")
    .pluck()
    .all() as string[];
  return JSON.stringify(
    tables.map((table) => [table, db.prepare(`SELECT * FROM "${table.replaceAll('"', '""')}"`).all()]),
  );
}

function recordingSecrets(store: SecretStore, writes: string[]): SecretStore {
  return {
    ...store,
    get: (account) => store.get(account),
    has: (account) => store.has(account),
    set: (account, value) => (writes.push(`set ${account}`), store.set(account, value)),
    delete: (account) => (writes.push(`delete ${account}`), store.delete(account)),
  };
}

function fieldsOf(channel: keyof typeof invokeContract): string[] {
  const shape = (invokeContract[channel].request as unknown as { shape?: Record<string, unknown> }).shape;
  return shape ? Object.keys(shape) : [];
}

describe('IPC fuzz', () => {
  it('every request schema is strict, so an unknown field alone makes a payload invalid', () => {
    for (const channel of invokeChannels)
      expect(invokeContract[channel].request.safeParse({ fuzz_1: 1 }).success, channel).toBe(false);
  });

  it(
    `answers ${PAYLOADS} malformed payloads with invalid_request over every channel: no crash, no hang, no handler, no stored change`,
    { timeout: TOTAL_BUDGET_MS + 30_000 },
    async () => {
      const secretWrites: string[] = [];
      const runtime = await fixture.open({ secretStore: recordingSecrets(createSessionSecretStore(), secretWrites) });
      await runtime.setSetting('agent.maxTurns', 7);
      await runtime.secretStore.set('openai', 'sk-fuzz-kept');
      const kept = runtime.conversations.create({ title: 'Kept' });
      runtime.memories.add({ content: 'The user likes green tea.' });
      secretWrites.length = 0;

      const real = createDesktopHandlers({
        runtime,
        secretStore: { backend: () => 'session' },
        version: '0.0.0-fuzz',
        openLink: async () => ({ opened: false, reason: 'not in tests' }),
        queuedNotices: () => [],
        openMainWindow: () => ({ ok: true }),
      });
      const handled: string[] = [];
      const handlers = Object.fromEntries(
        invokeChannels.map((channel) => [
          channel,
          (request: unknown, caller: unknown) => (
            handled.push(channel),
            (real[channel] as (r: unknown, c: unknown) => unknown)(request, caller)
          ),
        ]),
      ) as unknown as InvokeHandlers;
      const ipcMain = createFakeIpcMain();
      bindIpc({
        ipcMain: ipcMain as unknown as Parameters<typeof bindIpc>[0]['ipcMain'],
        handlers,
        isTrustedFrame: createPageTrust({ indexHtml: '/app/out/renderer/index.html' }),
        isTrustedSender: (id) => id === 1,
      });

      const databaseBefore = snapshotDatabase(runtime.db);
      const settingsBefore = JSON.stringify(runtime.settingsStore.get());
      const random = createRandom(0x4ea7);
      const started = Date.now();
      const unexpected: string[] = [];
      let maxVisited = 0;
      const perChannel = new Map<string, number>();
      for (let index = 0; index < PAYLOADS; index += 1) {
        const channel = invokeChannels[index % invokeChannels.length]!;
        const payload = malformedPayload(random, fieldsOf(channel));
        maxVisited = Math.max(maxVisited, inspectPayload(payload).visited);
        const outcome = await ipcMain.invoke(channel, payload).then(
          (value: unknown) => ({ answered: value as InvokeResult<unknown> }),
          (error: unknown) => ({ rejected: error instanceof Error ? error.message : String(error) }),
        );
        const failure = 'answered' in outcome && !outcome.answered.ok ? outcome.answered.error : undefined;
        if (
          failure?.kind !== 'invalid_request' ||
          !failure.message.startsWith(`Invalid request for ${channel}`) ||
          failure.message.length > 600
        ) {
          unexpected.push(`#${index} ${channel}: ${JSON.stringify(outcome).slice(0, 200)}`);
        }
        perChannel.set(channel, (perChannel.get(channel) ?? 0) + 1);
        if (Date.now() - started > TOTAL_BUDGET_MS)
          throw new Error(`over the total budget after ${index + 1} payloads`);
      }

      // The figures for the report (issue 20): payloads, channels, time.
      console.log(
        `[faults] IPC fuzz: ${PAYLOADS} malformed payloads over ${invokeChannels.length} channels (every channel of ` +
          `the contract) in ${Date.now() - started} ms; unexpected answers: ${unexpected.length}; handlers run: ${handled.length}`,
      );
      expect(unexpected.slice(0, 10)).toEqual([]);
      expect(handled).toEqual([]);
      expect([...perChannel.keys()].sort()).toEqual([...invokeChannels].sort());
      expect(Math.min(...perChannel.values())).toBeGreaterThanOrEqual(Math.floor(PAYLOADS / invokeChannels.length));
      expect(maxVisited).toBeLessThanOrEqual(defaultPayloadLimits.maxNodes + 2);
      expect(snapshotDatabase(runtime.db)).toBe(databaseBefore);
      expect(JSON.stringify(runtime.settingsStore.get())).toBe(settingsBefore);
      expect(runtime.settings().agent.maxTurns).toBe(7);
      expect(secretWrites).toEqual([]);
      expect(await runtime.secretStore.get('openai')).toBe('sk-fuzz-kept');
      expect(runtime.conversations.get(kept.id)?.title).toBe('Kept');
      expect(Object.keys(Object.prototype)).toEqual([]);
      expect(({} as Record<string, unknown>).polluted).toBeUndefined();
      // Still serving: a valid call after the storm works.
      await expect(ipcMain.invoke('chat:rename', { conversationId: kept.id, title: 'Still here' })).resolves.toEqual({
        ok: true,
        data: null,
      });
      expect(handled).toEqual(['chat:rename']);
    },
  );
});
