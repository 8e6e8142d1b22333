// A backup written while Hearth runs (SQLite's page-for-page online copy, no VACUUM) holds no deleted text: the free
// pages it copies are zeroed, and what the settings redaction replaces is overwritten, not freed with its old value.
import fs from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { writeBackup } from '../../electron/storage/backup/backup-writer';
import { closeDatabase, openDatabase } from '../../electron/storage/database';
import { createConversationStore } from '../../electron/storage/conversations';
import { createTempDirs } from '../support/temp-dir';

const temp = createTempDirs();
afterEach(() => temp.cleanup());

const OLD_NOTE = 'Qx9-old-instructions-'.repeat(10_000); // 210 KB: the document spills onto overflow pages
const PLANTED_KEY = 'sk-proj-' + 'Wv4'.repeat(16);

describe('an online backup', () => {
  it('copies no freed page holding old text, and redacts the settings in place', async () => {
    const dir = temp.make('backup-free');
    const { db } = openDatabase(path.join(dir, 'hearth.db'));
    const settings = (document: object) =>
      db
        .prepare('INSERT OR REPLACE INTO settings (id, document, updated_at) VALUES (1, ?, 1)')
        .run(JSON.stringify(document));
    try {
      db.pragma('secure_delete = OFF'); // as a database written before Hearth zeroed deleted text
      const conversations = createConversationStore(db);
      const { id } = conversations.create({ title: 'Kept' });
      conversations.appendMessage({ conversationId: id, role: 'user', content: 'Still here after the backup.' });
      settings({ assistant: { instructions: OLD_NOTE } });
      settings({ assistant: { instructions: `Answer briefly. My key is ${PLANTED_KEY}` } });
      expect(Number(db.pragma('freelist_count', { simple: true }))).toBeGreaterThan(0);
      const live = fs.readFileSync(db.name);
      const file = path.join(dir, 'copy.hearthbackup');
      await writeBackup(db, file, { attachmentsDir: temp.make('none'), hearthVersion: 'test', reason: 'manual' });
      const bytes = fs.readFileSync(file);
      expect(bytes.includes(Buffer.from('Still here after the backup.'))).toBe(true);
      expect(bytes.includes(Buffer.from('Qx9-old-instructions-'))).toBe(false);
      expect(bytes.includes(Buffer.from(PLANTED_KEY))).toBe(false);
      // The check can fail: the live file (checkpointed or not) still holds the freed text the copy must not.
      db.pragma('wal_checkpoint(TRUNCATE)');
      const checkpointed = fs.readFileSync(db.name);
      expect(
        live.includes(Buffer.from('Qx9-old-instructions-')) ||
          checkpointed.includes(Buffer.from('Qx9-old-instructions-')),
      ).toBe(true);
    } finally {
      closeDatabase(db);
    }
  });
});
