// Schema version 9: search in every language. Two contentless FTS5 indexes hold the CJK grams of messages and memories
// (cjk-grams.ts); triggers note which rows need (re)indexing in cjk_index_pending and cjk-index.ts fills them in.
// The unicode61 indexes of schema-v1.ts stay as they are for every other language (stemming, prefixes, phrases).
import { CJK_CODE_POINT_RANGES } from './cjk-grams';

/** Rows holding a Han, kana or Hangul character (the ranges cjk-grams.ts reads). */
export const CJK_GLOB = `'*[${CJK_CODE_POINT_RANGES.map(([from, to]) => `${String.fromCodePoint(from)}-${String.fromCodePoint(to)}`).join('')}]*'`;

export const schemaV9Sql = `
CREATE VIRTUAL TABLE messages_cjk USING fts5 (uni, bi, content = '', contentless_delete = 1, tokenize = 'ascii');
CREATE VIRTUAL TABLE memories_cjk USING fts5 (uni, bi, content = '', contentless_delete = 1, tokenize = 'ascii');

CREATE TABLE cjk_index_pending (
  source TEXT NOT NULL CHECK (source IN ('messages', 'memories')),
  row_id INTEGER NOT NULL, -- messages.rowid or memories.id
  PRIMARY KEY (source, row_id)
) WITHOUT ROWID;

CREATE TRIGGER messages_cjk_after_insert AFTER INSERT ON messages WHEN new.content GLOB ${CJK_GLOB} BEGIN
  INSERT OR IGNORE INTO cjk_index_pending (source, row_id) VALUES ('messages', new.rowid);
END;
CREATE TRIGGER messages_cjk_after_delete AFTER DELETE ON messages WHEN old.content GLOB ${CJK_GLOB} BEGIN
  DELETE FROM messages_cjk WHERE rowid = old.rowid;
  DELETE FROM cjk_index_pending WHERE source = 'messages' AND row_id = old.rowid;
END;
CREATE TRIGGER messages_cjk_after_update AFTER UPDATE OF content ON messages
  WHEN old.content GLOB ${CJK_GLOB} OR new.content GLOB ${CJK_GLOB} BEGIN
  DELETE FROM messages_cjk WHERE rowid = old.rowid;
  INSERT OR IGNORE INTO cjk_index_pending (source, row_id) SELECT 'messages', new.rowid WHERE new.content GLOB ${CJK_GLOB};
END;

CREATE TRIGGER memories_cjk_after_insert AFTER INSERT ON memories
  WHEN new.content GLOB ${CJK_GLOB} OR new.tags GLOB ${CJK_GLOB} BEGIN
  INSERT OR IGNORE INTO cjk_index_pending (source, row_id) VALUES ('memories', new.id);
END;
CREATE TRIGGER memories_cjk_after_delete AFTER DELETE ON memories
  WHEN old.content GLOB ${CJK_GLOB} OR old.tags GLOB ${CJK_GLOB} BEGIN
  DELETE FROM memories_cjk WHERE rowid = old.id;
  DELETE FROM cjk_index_pending WHERE source = 'memories' AND row_id = old.id;
END;
CREATE TRIGGER memories_cjk_after_update AFTER UPDATE OF content, tags ON memories
  WHEN old.content GLOB ${CJK_GLOB} OR old.tags GLOB ${CJK_GLOB} OR new.content GLOB ${CJK_GLOB} OR new.tags GLOB ${CJK_GLOB} BEGIN
  DELETE FROM memories_cjk WHERE rowid = old.id;
  INSERT OR IGNORE INTO cjk_index_pending (source, row_id)
    SELECT 'memories', new.id WHERE new.content GLOB ${CJK_GLOB} OR new.tags GLOB ${CJK_GLOB};
END;

-- Every row written before this version that holds CJK text waits for the index (the migration fills it at once).
INSERT INTO cjk_index_pending (source, row_id) SELECT 'messages', rowid FROM messages WHERE content GLOB ${CJK_GLOB};
INSERT INTO cjk_index_pending (source, row_id)
  SELECT 'memories', id FROM memories WHERE content GLOB ${CJK_GLOB} OR tags GLOB ${CJK_GLOB};
`;

/**
 * After a VACUUM that may renumber messages' rowids (backup-writer.ts): the messages' CJK index is emptied and every
 * CJK message noted again, so the first search of that file indexes them under their new rowids.
 */
export const requeueMessagesCjkSql = `
INSERT INTO messages_cjk (messages_cjk) VALUES ('delete-all');
DELETE FROM cjk_index_pending WHERE source = 'messages';
INSERT INTO cjk_index_pending (source, row_id) SELECT 'messages', rowid FROM messages WHERE content GLOB ${CJK_GLOB};
`;
