// Writes a backup file: the database copy (SQLite's online backup while the app runs, or VACUUM INTO before an
// upgrade) gains the manifest and the attachment files; secret-shaped settings values are redacted with secure_delete
// on and the free pages zeroed, so no freed page holds an old value. Written under a temporary name and renamed.
import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { redactDeep } from '../../shared/redaction/redact-value';
import type { Db } from '../database';
import { requeueMessagesForCjkIndex } from '../cjk-index';
import {
  BACKUP_FORMAT,
  BACKUP_FORMAT_VERSION,
  countContents,
  FILES_TABLE,
  MANIFEST_TABLE,
  type BackupManifest,
  type BackupReason,
} from './backup-format';

export interface BackupWriteOptions {
  /** Where the attachment files live (`<dataDir>/attachments`); missing is fine. */
  attachmentsDir: string;
  hearthVersion: string;
  reason: BackupReason;
  /** Secret values known to this process (keychain keys): redacted from the settings copy too. */
  knownSecretValues?: readonly string[];
  now?: () => number;
}

const ATTACHMENT_NAME = /^[0-9a-f]{64}$/;

/** An online backup of a live database (other connections keep reading and writing). */
export async function writeBackup(db: Db, file: string, options: BackupWriteOptions): Promise<BackupManifest> {
  const temporary = temporaryName(file);
  try {
    await db.backup(temporary); // page for page: rowids (and so the full-text indexes) stay as they are
    const manifest = finish(temporary, options, { rowidsKept: true });
    fs.renameSync(temporary, file);
    return manifest;
  } finally {
    fs.rmSync(temporary, { force: true });
  }
}

/** The same, synchronously (VACUUM INTO): for the backup taken before migrations, while opening the database. */
export function writeBackupNow(db: Db, file: string, options: BackupWriteOptions): BackupManifest {
  const temporary = temporaryName(file);
  try {
    db.prepare('VACUUM INTO ?').run(temporary);
    const manifest = finish(temporary, options, { rowidsKept: false });
    fs.renameSync(temporary, file);
    return manifest;
  } finally {
    fs.rmSync(temporary, { force: true });
  }
}

function finish(file: string, options: BackupWriteOptions, copied: { rowidsKept: boolean }): BackupManifest {
  const copy = new Database(file);
  try {
    copy.pragma('journal_mode = DELETE'); // one self-contained file
    copy.pragma('secure_delete = ON'); // what the redaction replaces is overwritten with zeros, not left in a free page
    const manifest: BackupManifest = {
      format: BACKUP_FORMAT,
      formatVersion: BACKUP_FORMAT_VERSION,
      hearthVersion: options.hearthVersion,
      schemaVersion: Number(copy.pragma('user_version', { simple: true })),
      createdAt: (options.now ?? Date.now)(),
      reason: options.reason,
      counts: countContents(copy),
    };
    copy.transaction(() => {
      redactSettings(copy, options.knownSecretValues ?? []);
      copy.exec(`CREATE TABLE ${MANIFEST_TABLE} (key TEXT PRIMARY KEY, value TEXT NOT NULL)`);
      copy.exec(`CREATE TABLE ${FILES_TABLE} (name TEXT PRIMARY KEY, bytes BLOB NOT NULL)`);
      const addFile = copy.prepare(`INSERT INTO ${FILES_TABLE} (name, bytes) VALUES (?, ?)`);
      for (const name of attachmentNames(options.attachmentsDir)) {
        addFile.run(name, fs.readFileSync(path.join(options.attachmentsDir, name)));
      }
      copy.prepare(`INSERT INTO ${MANIFEST_TABLE} (key, value) VALUES ('manifest', ?)`).run(JSON.stringify(manifest));
    })();
    zeroFreePages(copy);
    if (!copied.rowidsKept) {
      // VACUUM INTO may renumber the rowids messages_fts and messages_cjk are keyed on: rebuild one, requeue the other.
      copy.exec("INSERT INTO messages_fts (messages_fts) VALUES ('rebuild')");
      requeueMessagesForCjkIndex(copy);
    }
    return manifest;
  } finally {
    copy.close();
  }
}

/**
 * Overwrites every page on the free list with zeros (an online copy keeps the live file's free pages, which may hold
 * deleted text): a zero-filled blob takes them all, and dropping it under secure_delete leaves them zeroed. Much
 * cheaper than a VACUUM of a big history, which rewrites every page (and renumbers the rows the indexes point at).
 */
function zeroFreePages(copy: Database.Database): void {
  const free = Number(copy.pragma('freelist_count', { simple: true }));
  if (free === 0) return;
  const pageSize = Number(copy.pragma('page_size', { simple: true }));
  copy.transaction(() => {
    copy.exec('CREATE TABLE hearth_zero_free_pages (bytes BLOB)');
    copy.prepare('INSERT INTO hearth_zero_free_pages (bytes) VALUES (zeroblob(?))').run(free * pageSize);
    copy.exec('DROP TABLE hearth_zero_free_pages');
  })();
}

/**
 * The settings document, redacted, in a settings table made afresh: dropping the old one under secure_delete zeroes
 * its pages, so no earlier version of the document (a freed cell inside a page the table still used) is copied along.
 */
function redactSettings(copy: Database.Database, known: readonly string[]): void {
  const row = copy.prepare('SELECT document, updated_at FROM settings WHERE id = 1').get() as
    { document: string; updated_at: number } | undefined;
  const { sql } = copy.prepare("SELECT sql FROM sqlite_master WHERE type = 'table' AND name = 'settings'").get() as {
    sql: string;
  };
  copy.exec('DROP TABLE settings');
  copy.exec(sql);
  if (!row) return;
  let parsed: unknown;
  try {
    parsed = JSON.parse(row.document);
  } catch {
    return; // unreadable: nothing of it is worth the risk
  }
  copy
    .prepare('INSERT INTO settings (id, document, updated_at) VALUES (1, ?, ?)')
    .run(JSON.stringify(redactDeep(parsed, known)), row.updated_at);
}

function attachmentNames(folder: string): string[] {
  try {
    return fs
      .readdirSync(folder, { withFileTypes: true })
      .filter((entry) => entry.isFile() && ATTACHMENT_NAME.test(entry.name))
      .map((entry) => entry.name)
      .sort();
  } catch {
    return [];
  }
}

function temporaryName(file: string): string {
  return path.join(path.dirname(file), `.${path.basename(file)}.${process.pid}.partial`);
}
