// Restore merges artifact_versions like messages (electron/storage/backup/restore-artifacts.ts), through the backup
// service on real SQLite files: a backup restored into itself adds nothing, an empty folder gets every version under
// the same ids, an extended chat gets the versions it lacks, and a "(restored copy)" gets them all under new ids that
// its messages name.
import path from 'node:path';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { createBackupService } from '../../electron/runtime/backups/backup-service';
import { createArtifactStore } from '../../electron/storage/artifacts';
import { createConversationStore } from '../../electron/storage/conversations';
import { closeDatabase, openDatabase, type Db } from '../../electron/storage/database';
import { createTempDirs } from '../support/temp-dir';

const temp = createTempDirs();
const open: Db[] = [];
afterEach(() => open.splice(0).forEach(closeDatabase));
afterAll(() => temp.cleanup());

function folder(label: string) {
  const dataDir = temp.make(label);
  const { db } = openDatabase(path.join(dataDir, 'hearth.db'));
  open.push(db);
  const backups = createBackupService({ db, dataDir, hearthVersion: '0.0.0-test', knownSecretValues: () => [] });
  return { db, dataDir, backups, artifacts: createArtifactStore(db), conversations: createConversationStore(db) };
}
type Folder = ReturnType<typeof folder>;

const versionRows = (db: Db) =>
  db.prepare('SELECT * FROM artifact_versions ORDER BY conversation_id, artifact_id, version').all() as {
    artifact_id: string;
    version: number;
    conversation_id: string;
    title: string;
    content: string;
  }[];

/** An `artifact` call as the chat stores it: the model's call, then the tool's result naming the id. */
function artifactTurn(place: Folder, conversationId: string, content: string, id?: string) {
  const saved = id
    ? place.artifacts.update({ id, conversationId, kind: 'markdown', title: 'Menu', content })!
    : place.artifacts.create({ conversationId, kind: 'markdown', title: 'Menu', content });
  const callId = `call_${saved.version}_${content.length}`;
  const args = JSON.stringify({ kind: 'markdown', title: 'Menu', content, ...(id ? { id } : {}) });
  place.conversations.appendMessage({
    conversationId,
    role: 'assistant',
    content: '',
    toolCalls: [{ id: callId, name: 'artifact', arguments: args }],
  });
  place.conversations.appendMessage({
    conversationId,
    role: 'tool',
    toolCallId: callId,
    toolName: 'artifact',
    content: `Updated markdown artifact "Menu" (id ${saved.id}, version ${saved.version}).`,
    details: { artifact: { id: saved.id, version: saved.version, kind: 'markdown', title: 'Menu', content } },
  });
  return saved;
}

async function backupOf(place: Folder): Promise<string> {
  const made = await place.backups.create();
  if (!made.ok) throw new Error(made.error);
  return made.value.file;
}

function restore(place: Folder, file: string) {
  const restored = place.backups.restore(file);
  if (!restored.ok) throw new Error(restored.error);
  return restored.value.preview;
}

describe('restore and artifact versions', () => {
  it('merges them like messages: nothing twice, every version kept, a copy under new ids', async () => {
    const home = folder('restore-artifacts-home');
    const dinner = home.conversations.create({ title: 'Dinner' });
    home.conversations.appendMessage({ conversationId: dinner.id, role: 'user', content: 'Plan a menu' });
    const menu = artifactTurn(home, dinner.id, '# Soup');
    artifactTurn(home, dinner.id, '# Soup\n# Bread', menu.id);
    const first = await backupOf(home);

    // Into itself: nothing added, nothing doubled.
    const before = versionRows(home.db);
    const itself = restore(home, first);
    expect(itself.conversations).toMatchObject({ added: [], extended: [], copied: [] });
    expect(versionRows(home.db)).toEqual(before);

    // Into an empty folder: every version, same ids.
    const other = folder('restore-artifacts-other');
    expect(restore(other, first).conversations.added).toEqual(['Dinner']);
    expect(versionRows(other.db)).toEqual(before);
    expect(other.artifacts.listForConversation(dinner.id).map((v) => [v.id, v.version])).toEqual([
      [menu.id, 1],
      [menu.id, 2],
    ]);

    // Extended: the home chat goes on (a third version); the other folder gets what it lacks, once.
    artifactTurn(home, dinner.id, '# Soup\n# Bread\n# Pie', menu.id);
    const second = await backupOf(home);
    expect(restore(other, second).conversations.extended).toEqual(['Dinner']);
    expect(versionRows(other.db)).toEqual(versionRows(home.db));
    expect(restore(other, second).conversations.extended).toEqual([]);
    expect(versionRows(other.db)).toHaveLength(3);

    // A clash (the other folder's chat differs and is older): a copy with every version under a new id.
    other.db.prepare("UPDATE messages SET content = 'Plan a picnic' WHERE role = 'user'").run();
    other.db.prepare('UPDATE conversations SET updated_at = 1 WHERE id = ?').run(dinner.id);
    expect(restore(other, second).conversations.copied).toEqual(['Dinner']);
    const copy = other.conversations.list().find((c) => c.title === 'Dinner (restored copy)')!;
    const copied = other.artifacts.listForConversation(copy.id);
    expect(copied.map((v) => [v.version, v.content])).toEqual(
      home.artifacts.listForConversation(dinner.id).map((v) => [v.version, v.content]),
    );
    const copyId = copied[0]!.id;
    expect(copyId).toMatch(/^art_[0-9a-f]{12}$/);
    expect(copyId).not.toBe(menu.id);
    expect(new Set(copied.map((v) => v.id))).toEqual(new Set([copyId]));
    expect(other.artifacts.listForConversation(dinner.id).map((v) => v.id)).toEqual([menu.id, menu.id, menu.id]);
    // The copy's messages name its own artifact, so its tool cards and panel open the copy's versions.
    const copyMessages = JSON.stringify(other.conversations.listMessages(copy.id));
    expect(copyMessages).toContain(copyId);
    expect(copyMessages).not.toContain(menu.id);
    expect(versionRows(other.db)).toHaveLength(6);
  }, 60_000);
});
