// The attachment store: each file once, content-addressed, as `<folder>/<sha256>` (written to a temporary name and
// renamed, so a crash never leaves half a file under its address) with its row in `attachments`; messages reference
// files through `message_attachments`. `removeUnreferenced` deletes the rows and files no message uses any more.
import { nodeCrypto } from './lazy-crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { AttachmentKind, AttachmentMeta, MessageAttachment } from '../shared/attachment-types';
import type { Db } from './database';

export interface StoredAttachment {
  sha256: string;
  mimeType: string;
  size: number;
  meta: AttachmentMeta;
  createdAt: number;
}

export interface AttachmentLink {
  sha256: string;
  name: string;
  kind: AttachmentKind;
}

export interface AttachmentStore {
  /** Stores the bytes (once per content) and returns the row; storing the same bytes again returns the first row. */
  put: (input: { bytes: Uint8Array; mimeType: string; meta?: AttachmentMeta }) => StoredAttachment;
  get: (sha256: string) => StoredAttachment | undefined;
  /** The file's bytes; undefined when the row or the file is gone. */
  read: (sha256: string) => Buffer | undefined;
  /** Makes the message reference these files, in this order (called once, right after the message is stored). */
  link: (messageId: string, links: readonly AttachmentLink[]) => void;
  /** The files each of these messages references, in order (messages without any are absent). */
  forMessages: (messageIds: readonly string[]) => Map<string, MessageAttachment[]>;
  /**
   * Deletes every file no message references any more (row and file), except those in `keep` (files added to a
   * composer and not sent yet). Returns the removed addresses. The hard delete and the purge of deleted conversations
   * call it after they remove messages.
   */
  removeUnreferenced: (options?: { keep?: ReadonlySet<string> }) => string[];
  /** The folder the files live in. */
  readonly folder: string;
}

interface AttachmentRow {
  sha256: string;
  mime_type: string;
  size: number;
  meta: string;
  created_at: number;
}

const SHA256 = /^[0-9a-f]{64}$/;

function parseMeta(text: string): AttachmentMeta {
  try {
    const value = JSON.parse(text) as unknown;
    return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as AttachmentMeta) : {};
  } catch {
    return {};
  }
}

const toStored = (row: AttachmentRow): StoredAttachment => ({
  sha256: row.sha256,
  mimeType: row.mime_type,
  size: row.size,
  meta: parseMeta(row.meta),
  createdAt: row.created_at,
});

/** Writes to a temporary file in the same folder and renames it over the address (atomic on one file system). */
function writeAtomically(file: string, bytes: Uint8Array): void {
  const temporary = `${file}.${nodeCrypto().randomBytes(6).toString('hex')}.partial`;
  try {
    fs.writeFileSync(temporary, bytes, { mode: 0o600 });
    fs.renameSync(temporary, file);
  } catch (error) {
    fs.rmSync(temporary, { force: true });
    throw error;
  }
}

export function createAttachmentStore(db: Db, options: { folder: string; now?: () => number }): AttachmentStore {
  const now = options.now ?? Date.now;
  const folder = options.folder;
  const fileOf = (sha256: string): string => {
    if (!SHA256.test(sha256)) throw new Error('Not an attachment address.');
    return path.join(folder, sha256);
  };
  const insert = db.prepare<[string, string, number, string, number]>(
    'INSERT OR IGNORE INTO attachments (sha256, mime_type, size, meta, created_at) VALUES (?, ?, ?, ?, ?)',
  );
  const select = db.prepare<[string], AttachmentRow>('SELECT * FROM attachments WHERE sha256 = ?');
  const insertLink = db.prepare<[string, number, string, string, string]>(
    'INSERT INTO message_attachments (message_id, position, sha256, name, kind) VALUES (?, ?, ?, ?, ?)',
  );
  const selectLinks = db.prepare<
    [string],
    { message_id: string; name: string; kind: AttachmentKind } & Omit<AttachmentRow, 'created_at'>
  >(
    `SELECT l.message_id, l.name, l.kind, a.sha256, a.mime_type, a.size, a.meta
       FROM message_attachments l JOIN attachments a ON a.sha256 = l.sha256
      WHERE l.message_id IN (SELECT value FROM json_each(?))
      ORDER BY l.message_id, l.position`,
  );
  const selectUnreferenced = db.prepare<[], { sha256: string }>(
    `SELECT sha256 FROM attachments a
      WHERE NOT EXISTS (SELECT 1 FROM message_attachments l WHERE l.sha256 = a.sha256)`,
  );
  const deleteRow = db.prepare<[string]>(
    `DELETE FROM attachments
      WHERE sha256 = ? AND NOT EXISTS (SELECT 1 FROM message_attachments l WHERE l.sha256 = attachments.sha256)`,
  );
  const linkAll = db.transaction((messageId: string, links: readonly AttachmentLink[]) => {
    links.forEach((link, position) => insertLink.run(messageId, position, link.sha256, link.name, link.kind));
  });

  return {
    folder,
    put: ({ bytes, mimeType, meta = {} }) => {
      const sha256 = nodeCrypto().createHash('sha256').update(bytes).digest('hex');
      const file = fileOf(sha256);
      fs.mkdirSync(folder, { recursive: true, mode: 0o700 });
      if (!fs.existsSync(file) || fs.statSync(file).size !== bytes.byteLength) writeAtomically(file, bytes);
      insert.run(sha256, mimeType, bytes.byteLength, JSON.stringify(meta), now());
      return toStored(select.get(sha256) as AttachmentRow);
    },
    get: (sha256) => {
      const row = SHA256.test(sha256) ? select.get(sha256) : undefined;
      return row ? toStored(row) : undefined;
    },
    read: (sha256) => {
      if (!SHA256.test(sha256) || !select.get(sha256)) return undefined;
      try {
        return fs.readFileSync(fileOf(sha256));
      } catch {
        return undefined;
      }
    },
    link: (messageId, links) => linkAll.immediate(messageId, links),
    forMessages: (messageIds) => {
      const byMessage = new Map<string, MessageAttachment[]>();
      if (messageIds.length === 0) return byMessage;
      for (const row of selectLinks.all(JSON.stringify(messageIds))) {
        const list = byMessage.get(row.message_id) ?? [];
        list.push({
          sha256: row.sha256,
          name: row.name,
          kind: row.kind,
          mimeType: row.mime_type,
          size: row.size,
          meta: parseMeta(row.meta),
        });
        byMessage.set(row.message_id, list);
      }
      return byMessage;
    },
    removeUnreferenced: ({ keep } = {}) => {
      const removed: string[] = [];
      for (const { sha256 } of selectUnreferenced.all()) {
        if (keep?.has(sha256)) continue;
        // The row goes first (only while still unreferenced), then the file: a file is never missing under a row.
        if (deleteRow.run(sha256).changes === 0) continue;
        fs.rmSync(fileOf(sha256), { force: true });
        removed.push(sha256);
      }
      return removed;
    },
  };
}
