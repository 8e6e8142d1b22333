// `backup create|list|restore` through the real CLI on real data folders: a backup holds every kind of row, the
// attachment files and the settings but no secret; restoring it into an empty folder gives everything back (jobs off);
// restoring an older backup keeps newer local chats and turns a clash into a copy; a newer-schema backup is refused;
// opening an old database backs it up before the upgrade, and that older-schema backup restores.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import { createAttachmentStore } from '../../electron/storage/attachments';
import { createConversationStore } from '../../electron/storage/conversations';
import { closeDatabase, openDatabase, type Db } from '../../electron/storage/database';
import { createJobStore } from '../../electron/storage/jobs';
import { createMemoryStore } from '../../electron/storage/memories';
import { migrations } from '../../electron/storage/migrations';
import { createProjectStore } from '../../electron/storage/projects';
import { fixtureFile } from '../storage/db-fixtures/make-db-fixture';
import { createTempDirs } from '../support/temp-dir';
import { runCli } from './run-cli';

const temp = createTempDirs();
afterAll(() => temp.cleanup());

const PLANTED_KEY = 'sk-proj-' + 'Zq7'.repeat(16); // secret-shaped: must never reach a backup
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

function withDb<T>(dataDir: string, use: (db: Db) => T): T {
  const { db } = openDatabase(path.join(dataDir, 'hearth.db'));
  try {
    return use(db);
  } finally {
    closeDatabase(db);
  }
}

/** A data folder with two chats (one in a project, one with an image), a memory, a job and settings with a planted key. */
function seed(dataDir: string) {
  return withDb(dataDir, (db) => {
    const conversations = createConversationStore(db);
    const project = createProjectStore(db).create({ name: 'Garden', folder: dataDir });
    const bread = conversations.create({ title: 'Baking bread', projectId: project.id });
    conversations.appendMessage({ conversationId: bread.id, role: 'user', content: 'How long does sourdough rest?' });
    conversations.appendMessage({ conversationId: bread.id, role: 'assistant', content: 'About twelve hours.' });
    const photo = conversations.create({ title: 'Photo of the starter' });
    const question = conversations.appendMessage({ conversationId: photo.id, role: 'user', content: 'Is it bubbly?' });
    const attachments = createAttachmentStore(db, { folder: path.join(dataDir, 'attachments') });
    const image = attachments.put({ bytes: PNG, mimeType: 'image/png' });
    attachments.link(question.id, [{ sha256: image.sha256, name: 'starter.png', kind: 'image' }]);
    const memory = createMemoryStore(db).add({ content: 'Bakes on Sundays' });
    const job = createJobStore(db).create({
      name: 'Feed the starter',
      schedule: { kind: 'cron', expression: '0 8 * * *' },
      timezone: 'UTC',
      action: { kind: 'remind', message: 'Feed it' },
    });
    db.prepare('INSERT INTO settings (id, document, updated_at) VALUES (1, ?, 1)').run(
      JSON.stringify({
        provider: { active: 'ollama', ollama: { baseUrl: 'http://127.0.0.1:11434/v1', model: 'llama3.1' } },
        policy: { mode: 'autonomous' },
        assistant: { instructions: `Answer in metric units. My OpenAI key is ${PLANTED_KEY}` },
      }),
    );
    return { bread: bread.id, photo: photo.id, image: image.sha256, memoryOk: memory.ok, job: job.id };
  });
}

const cli = (dataDir: string, ...args: string[]) => runCli(['backup', ...args, '--data-dir', dataDir]);

describe('backup and restore through the CLI', () => {
  it('usage errors exit 2 and say what is missing', async () => {
    const dataDir = temp.make('backup-usage');
    const noVerb = await runCli(['backup', 'now', '--data-dir', dataDir]);
    expect([noVerb.code, noVerb.stderr.trim()]).toEqual([
      2,
      "hearth: 'backup' needs create, list or restore FILE (see --help)",
    ]);
    const noFile = await runCli(['backup', 'restore', '--data-dir', dataDir]);
    expect([noFile.code, noFile.stderr.trim()]).toEqual([
      2,
      "hearth: 'backup restore' needs the backup FILE (see --help)",
    ]);
    expect(fs.readdirSync(dataDir)).toEqual([]); // nothing opened or created
  }, 60_000);

  const source = temp.make('backup-source');
  let seeded: ReturnType<typeof seed>;
  let backupFile: string;

  it('backup create writes one file with every row and the attachment, but no secret', async () => {
    seeded = seed(source);
    backupFile = path.join(temp.make('backup-out'), 'first.hearthbackup');
    const run = await cli(source, 'create', '--out', backupFile, '--json');
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    const [line] = run.lines();
    expect(line).toMatchObject({
      type: 'backup',
      file: backupFile,
      schemaVersion: migrations.length,
      reason: 'manual',
      counts: { conversations: 2, messages: 3, memories: 1, jobs: 1, projects: 1, attachments: 1 },
    });
    const bytes = fs.readFileSync(backupFile);
    expect(bytes.includes(Buffer.from(PLANTED_KEY))).toBe(false);
    expect(bytes.includes(Buffer.from('Answer in metric units.'))).toBe(true);
    expect((await cli(source, 'create', '--out', backupFile)).code).toBe(1); // never overwrites
  }, 60_000);

  it('restore into an empty data folder gives everything back, jobs switched off', async () => {
    const fresh = temp.make('backup-fresh');
    const refused = await cli(fresh, 'restore', backupFile); // no terminal, no --yes
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain('nothing was restored');
    expect(refused.stderr).toContain('+ Baking bread');
    expect(withDb(fresh, (db) => createConversationStore(db).list())).toEqual([]);

    const run = await cli(fresh, 'restore', backupFile, '--yes', '--json');
    expect(run.code, run.stderr).toBe(0);
    const [preview, restored] = run.lines();
    expect(preview).toMatchObject({ type: 'restore_preview' });
    expect(restored).toMatchObject({
      type: 'restored',
      restored: { messages: 3, memories: { added: 1 }, attachments: 1, settings: true },
    });
    withDb(fresh, (db) => {
      const conversations = createConversationStore(db);
      expect(
        conversations
          .list()
          .map((c) => c.title)
          .sort(),
      ).toEqual(['Baking bread', 'Photo of the starter']);
      expect(conversations.listMessages(seeded.bread).map((m) => m.content)).toEqual([
        'How long does sourdough rest?',
        'About twelve hours.',
      ]);
      expect(conversations.search('sourdough').map((hit) => hit.conversationId)).toEqual([seeded.bread]);
      expect(conversations.get(seeded.bread)?.projectId).toBe(createProjectStore(db).list()[0]?.id);
      expect(
        createMemoryStore(db)
          .recall('Sundays')
          .map((m) => m.content),
      ).toEqual(['Bakes on Sundays']);
      expect(createJobStore(db).get(seeded.job)).toMatchObject({ name: 'Feed the starter', enabled: false });
      const settings = JSON.parse(
        (db.prepare('SELECT document FROM settings').get() as { document: string }).document,
      ) as Record<string, unknown>;
      expect(settings.assistant).toEqual({ instructions: 'Answer in metric units. My OpenAI key is [REDACTED]' });
      expect(settings.policy).toBeUndefined(); // the approval policy is never taken from a file
      const links = createAttachmentStore(db, { folder: path.join(fresh, 'attachments') }).forMessages(
        conversations.listMessages(seeded.photo).map((m) => m.id),
      );
      expect([...links.values()].flat().map((a) => a.name)).toEqual(['starter.png']);
    });
    const file = fs.readFileSync(path.join(fresh, 'attachments', seeded.image));
    expect(createHash('sha256').update(file).digest('hex')).toBe(seeded.image);
  }, 90_000);

  it('restoring an older backup keeps newer local chats and turns a clash into a copy', async () => {
    withDb(source, (db) => {
      const conversations = createConversationStore(db, { now: () => Date.now() + 60_000 });
      conversations.appendMessage({ conversationId: seeded.bread, role: 'user', content: 'And at 18 °C?' });
      conversations.rename(seeded.bread, 'Baking rye bread'); // differs, and newer here: kept
      // The photo chat differs here but is older than the backup's: a clash.
      db.prepare("UPDATE messages SET content = 'Is it flat?' WHERE conversation_id = ?").run(seeded.photo);
      db.prepare('UPDATE conversations SET updated_at = 1 WHERE id = ?').run(seeded.photo);
    });
    const run = await cli(source, 'restore', backupFile, '--yes', '--json');
    expect(run.code, run.stderr).toBe(0);
    const [, restored] = run.lines();
    expect(restored).toMatchObject({
      restored: {
        conversations: { added: [], copied: ['Photo of the starter'], keptLocal: 1 },
        memories: { added: 0 },
        jobs: { added: [] },
        settings: false,
      },
    });
    withDb(source, (db) => {
      const conversations = createConversationStore(db);
      expect(conversations.listMessages(seeded.bread).map((m) => m.content)).toContain('And at 18 °C?');
      expect(conversations.get(seeded.bread)?.title).toBe('Baking rye bread');
      expect(conversations.listMessages(seeded.photo).map((m) => m.content)).toEqual(['Is it flat?']);
      const copy = conversations.list().find((c) => c.title === 'Photo of the starter (restored copy)');
      expect(copy && conversations.listMessages(copy.id).map((m) => m.content)).toEqual(['Is it bubbly?']);
      expect(createJobStore(db).get(seeded.job)?.enabled).toBe(true); // the local job is untouched
    });
  }, 60_000);

  it('refuses a backup written by a newer Hearth and changes nothing', async () => {
    const newer = path.join(temp.make('backup-newer'), 'newer.hearthbackup');
    fs.copyFileSync(backupFile, newer);
    const db = new Database(newer);
    const manifest = JSON.parse(
      (db.prepare("SELECT value FROM hearth_backup_manifest WHERE key = 'manifest'").get() as { value: string }).value,
    ) as Record<string, unknown>;
    db.prepare("UPDATE hearth_backup_manifest SET value = ? WHERE key = 'manifest'").run(
      JSON.stringify({ ...manifest, schemaVersion: migrations.length + 1 }),
    );
    db.close();
    const fresh = temp.make('backup-newer-target');
    const run = await cli(fresh, 'restore', newer, '--yes');
    expect(run.code).toBe(1);
    expect(run.stderr).toContain('written by a newer version of Hearth');
    expect(withDb(fresh, (handle) => createConversationStore(handle).list())).toEqual([]);
  }, 60_000);

  it('an old database is backed up before its upgrade, and that older-schema backup restores', async () => {
    const old = temp.make('backup-old');
    fs.copyFileSync(fixtureFile(1), path.join(old, 'hearth.db'));
    const listed = await cli(old, 'list', '--json');
    expect(listed.code, listed.stderr).toBe(0);
    const [backups] = listed.lines() as unknown as [{ reason: string; schemaVersion: number; file: string }[]];
    expect(backups.map((b) => [b.reason, b.schemaVersion])).toEqual([['before_upgrade', 1]]);

    const fresh = temp.make('backup-old-target');
    const run = await cli(fresh, 'restore', backups[0]!.file, '--yes');
    expect(run.code, run.stderr).toBe(0);
    withDb(fresh, (db) => {
      const titles = createConversationStore(db)
        .list()
        .map((c) => c.title)
        .sort();
      expect(titles).toEqual(['Baking bread', 'Morning digest', 'Quick question']);
      expect(
        createConversationStore(db)
          .search('sourdough')
          .map((hit) => hit.conversationId),
      ).toEqual(['conv-bread']);
    });
  }, 60_000);
});
