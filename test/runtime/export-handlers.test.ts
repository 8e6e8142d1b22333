// chat:export and chat:export-all over a real runtime (SQLite in a temp folder, a session secret store holding a key):
// the text, file name and type per format with the key redacted; a deleted conversation is not_found; Export all writes
// into the chosen folder (never overwriting), answers folder null when cancelled, and is unavailable with no chooser.
import { readdirSync, readFileSync } from 'node:fs';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { createPendingApprovals } from '../../electron/agent/approvals/pending-approvals';
import { createHearthRuntime, type HearthRuntime } from '../../electron/runtime/create-runtime';
import type { ChooseExportFolder } from '../../electron/runtime/handlers/export';
import { createInvokeHandlers } from '../../electron/runtime/handlers/index';
import { createSessionSecretStore } from '../../electron/secrets/session-secret-store';
import { createInvokeDispatcher } from '../../electron/shared/invoke-dispatch';
import { dataOf } from '../support/invoke-result';
import { createTempDirs } from '../support/temp-dir';
import { callerId } from '../../electron/shared/caller-id';

const temp = createTempDirs();
const caller = { id: callerId.window(1) };
const runtimes: HearthRuntime[] = [];
const key = 'sk-proj-exporthandlertestkey0123456789';
afterEach(async () => {
  await Promise.all(runtimes.splice(0).map((runtime) => runtime.close()));
});
afterAll(() => temp.cleanup());

async function open(chooseExportFolder?: ChooseExportFolder) {
  const secretStore = createSessionSecretStore();
  await secretStore.set('openai', key);
  const runtime = await createHearthRuntime({
    dataDir: temp.make('export-handlers'),
    env: { PATH: process.env.PATH },
    platform: process.platform,
    secretStore,
  });
  runtimes.push(runtime);
  const dispatch = createInvokeDispatcher(
    createInvokeHandlers({
      runtime,
      approvals: createPendingApprovals(),
      version: 'test',
      ...(chooseExportFolder ? { chooseExportFolder } : {}),
    }),
  );
  const chat = runtime.conversations.create({ title: 'Trip to Lisbon' });
  runtime.conversations.appendMessage({ conversationId: chat.id, role: 'user', content: `my key is ${key} <b>hi</b>` });
  runtime.conversations.appendMessage({ conversationId: chat.id, role: 'assistant', content: 'Noted.' });
  return { runtime, dispatch, chat };
}

describe('chat:export and chat:export-all', () => {
  it('answers each format with a safe file name, its media type and the redacted text', async () => {
    const { dispatch, chat } = await open();
    const md = dataOf(await dispatch('chat:export', { conversationId: chat.id, format: 'md' }, caller)) as {
      fileName: string;
      mimeType: string;
      text: string;
    };
    expect(md.fileName).toMatch(/^\d{4}-\d{2}-\d{2}-trip-to-lisbon-[A-Za-z0-9]{1,8}\.md$/);
    expect(md.mimeType).toBe('text/markdown;charset=utf-8');
    expect(md.text).toContain('# Trip to Lisbon');
    expect(md.text).toContain('my key is [redacted: openai key]');
    expect(md.text).not.toContain(key);
    const html = dataOf(await dispatch('chat:export', { conversationId: chat.id, format: 'html' }, caller)) as {
      fileName: string;
      text: string;
    };
    expect(html.fileName.endsWith('.html')).toBe(true);
    expect(html.text).toContain('&lt;b&gt;hi&lt;/b&gt;');
    expect(html.text).not.toContain(key);
    const json = dataOf(await dispatch('chat:export', { conversationId: chat.id, format: 'json' }, caller)) as {
      text: string;
    };
    expect(JSON.parse(json.text)).toMatchObject({ format: 'hearth.conversation', version: 1 });
  });

  it('a deleted conversation is not_found; a bad format is invalid_request', async () => {
    const { runtime, dispatch, chat } = await open();
    runtime.conversations.remove(chat.id);
    expect(await dispatch('chat:export', { conversationId: chat.id, format: 'md' }, caller)).toEqual({
      ok: false,
      error: { kind: 'not_found', message: 'That conversation no longer exists.' },
    });
    expect(await dispatch('chat:export', { conversationId: chat.id, format: 'pdf' }, caller)).toMatchObject({
      ok: false,
      error: { kind: 'invalid_request' },
    });
  });

  it('Export all writes one new file per conversation into the chosen folder; cancel answers folder null', async () => {
    const folder = temp.make('export-all-target');
    const answers: (string | null)[] = [folder, folder, null];
    const { runtime, dispatch } = await open(async () => answers.shift() ?? null);
    runtime.conversations.create({ title: 'Second' });
    const first = dataOf(await dispatch('chat:export-all', { format: 'html' }, caller)) as {
      folder: string;
      files: string[];
    };
    expect(first.folder).toBe(folder);
    expect(first.files).toHaveLength(2);
    expect(readdirSync(folder).sort()).toEqual(first.files.map((file) => file.slice(folder.length + 1)).sort());
    for (const file of first.files) expect(readFileSync(file, 'utf8')).not.toContain(key);
    const second = dataOf(await dispatch('chat:export-all', { format: 'html' }, caller)) as { files: string[] };
    expect(second.files.filter((file) => first.files.includes(file))).toEqual([]);
    expect(readdirSync(folder)).toHaveLength(4);
    expect(await dispatch('chat:export-all', { format: 'md' }, caller)).toEqual({
      ok: true,
      data: { folder: null, files: [] },
    });
  });

  it('Export all is unavailable where no folder can be chosen', async () => {
    const { dispatch } = await open();
    expect(await dispatch('chat:export-all', { format: 'md' }, caller)).toMatchObject({
      ok: false,
      error: { kind: 'unavailable' },
    });
  });
});
