// backups:* over a real runtime: create and list; a preview names what a restore adds and changes nothing; the page can
// reach only files in the backups folder (a path is an invalid request); a file that is not a backup is refused.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createPendingApprovals } from '../../electron/agent/approvals/pending-approvals';
import { createInvokeHandlers } from '../../electron/runtime/handlers/index';
import { createInvokeDispatcher } from '../../electron/shared/invoke-dispatch';
import { useRuntimeFixture } from '../support/runtime-fixture';
import { callerId } from '../../electron/shared/caller-id';

const fixture = useRuntimeFixture();
const caller = { id: callerId.window(1) };

describe('backup channels', () => {
  it('create, list, preview (nothing changes), restore; paths and non-backups are refused', async () => {
    const runtime = await fixture.open({ label: 'backup-handlers', appVersion: '9.9.9' });
    const handlers = createInvokeHandlers({ runtime, approvals: createPendingApprovals(), version: '9.9.9' });
    const dispatch = createInvokeDispatcher(handlers);
    const chat = runtime.conversations.create({ title: 'Packing list' });
    runtime.conversations.appendMessage({ conversationId: chat.id, role: 'user', content: 'Sunscreen' });

    const made = await handlers['backups:create']({}, caller);
    expect(made).toMatchObject({ reason: 'manual', hearthVersion: '9.9.9', counts: { conversations: 1, messages: 1 } });
    const listed = await handlers['backups:list']({}, caller);
    expect(listed.backups.map((backup) => backup.name)).toEqual([made.name]);
    expect(listed.folder).toBe(path.join(runtime.dataDir, 'backups'));

    runtime.conversations.remove(chat.id);
    runtime.conversations.purgeDeleted(Date.now() + 1);
    const preview = await handlers['backups:preview']({ name: made.name }, caller);
    expect(preview.preview.conversations.added).toEqual(['Packing list']);
    expect(runtime.conversations.list()).toEqual([]); // a preview changes nothing
    const restored = await handlers['backups:restore']({ name: made.name }, caller);
    expect(restored.preview.messages).toBe(1);
    expect(runtime.conversations.listMessages(chat.id).map((m) => m.content)).toEqual(['Sunscreen']);

    for (const name of ['../hearth.db', '/etc/passwd.hearthbackup', 'a/b.hearthbackup', 'hearth.db'])
      expect(await dispatch('backups:preview', { name }, caller), name).toMatchObject({
        ok: false,
        error: { kind: 'invalid_request' },
      });
    fs.writeFileSync(path.join(listed.folder, 'junk.hearthbackup'), 'not a database at all');
    const junk = await dispatch('backups:restore', { name: 'junk.hearthbackup' }, caller);
    expect(junk).toMatchObject({ ok: false, error: { kind: 'refused' } });
    expect(!junk.ok && junk.error.message).toMatch(/junk\.hearthbackup.*(cannot be read|cannot be restored)/);
    expect((await handlers['backups:list']({}, caller)).backups).toHaveLength(1); // the junk file is not listed
  }, 60_000);
});
