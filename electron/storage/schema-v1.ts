// Migration 1: the initial schema. All timestamps are INTEGER milliseconds since the Unix epoch.
// Never edit this after release; add a new migration in migrations.ts instead.

/*
 * messages has a TEXT primary key, so messages_fts keys on its implicit rowid. A plain VACUUM may renumber such
 * rowids; if one is ever run, follow it with: INSERT INTO messages_fts(messages_fts) VALUES('rebuild').
 * The UNIQUE(conversation_id, seq) constraint is the index for reading a conversation in order.
 */
export const schemaV1Sql = `
CREATE TABLE conversations (
  id TEXT PRIMARY KEY,
  title TEXT NOT NULL DEFAULT '',
  kind TEXT NOT NULL DEFAULT 'chat' CHECK (kind IN ('chat', 'quick', 'scheduled', 'job')),
  memory_enabled INTEGER NOT NULL DEFAULT 1,
  created_at INTEGER NOT NULL,
  updated_at INTEGER NOT NULL
);
CREATE INDEX conversations_by_updated_at ON conversations (updated_at);

CREATE TABLE messages (
  id TEXT PRIMARY KEY,
  conversation_id TEXT NOT NULL REFERENCES conversations (id) ON DELETE CASCADE,
  seq INTEGER NOT NULL,
  role TEXT NOT NULL CHECK (role IN ('system', 'user', 'assistant', 'tool')),
  content TEXT NOT NULL DEFAULT '',
  reasoning TEXT,
  tool_calls TEXT, -- JSON [{id, name, arguments}]
  tool_call_id TEXT,
  tool_name TEXT,
  status TEXT NOT NULL DEFAULT 'complete' CHECK (status IN ('complete', 'incomplete', 'error')),
  error TEXT,
  details TEXT, -- JSON for the UI
  created_at INTEGER NOT NULL,
  updated_at INTEGER NOT NULL,
  UNIQUE (conversation_id, seq)
);

CREATE VIRTUAL TABLE messages_fts USING fts5 (
  content,
  content = 'messages',
  content_rowid = 'rowid',
  tokenize = 'unicode61 remove_diacritics 2'
);
CREATE TRIGGER messages_fts_after_insert AFTER INSERT ON messages BEGIN
  INSERT INTO messages_fts (rowid, content) VALUES (new.rowid, new.content);
END;
CREATE TRIGGER messages_fts_after_delete AFTER DELETE ON messages BEGIN
  INSERT INTO messages_fts (messages_fts, rowid, content) VALUES ('delete', old.rowid, old.content);
END;
CREATE TRIGGER messages_fts_after_update AFTER UPDATE OF content ON messages BEGIN
  INSERT INTO messages_fts (messages_fts, rowid, content) VALUES ('delete', old.rowid, old.content);
  INSERT INTO messages_fts (rowid, content) VALUES (new.rowid, new.content);
END;

CREATE TABLE settings (
  id INTEGER PRIMARY KEY CHECK (id = 1),
  document TEXT NOT NULL,
  updated_at INTEGER NOT NULL
);

CREATE TABLE approval_rules (
  id TEXT PRIMARY KEY,
  tool TEXT NOT NULL,
  match_kind TEXT NOT NULL CHECK (match_kind IN ('any', 'exact', 'prefix', 'host')),
  match_value TEXT,
  scope TEXT NOT NULL CHECK (scope IN ('once', 'conversation', 'forever')),
  conversation_id TEXT,
  created_at INTEGER NOT NULL,
  expires_at INTEGER
);
CREATE INDEX approval_rules_by_tool ON approval_rules (tool);

CREATE TABLE memories (
  id INTEGER PRIMARY KEY,
  content TEXT NOT NULL,
  tags TEXT NOT NULL DEFAULT '[]',
  conversation_id TEXT,
  created_at INTEGER NOT NULL,
  updated_at INTEGER NOT NULL
);
CREATE INDEX memories_by_created_at ON memories (created_at);

CREATE VIRTUAL TABLE memories_fts USING fts5 (
  content,
  tags,
  content = 'memories',
  content_rowid = 'id',
  tokenize = 'porter unicode61 remove_diacritics 2'
);
CREATE TRIGGER memories_fts_after_insert AFTER INSERT ON memories BEGIN
  INSERT INTO memories_fts (rowid, content, tags) VALUES (new.id, new.content, new.tags);
END;
CREATE TRIGGER memories_fts_after_delete AFTER DELETE ON memories BEGIN
  INSERT INTO memories_fts (memories_fts, rowid, content, tags) VALUES ('delete', old.id, old.content, old.tags);
END;
CREATE TRIGGER memories_fts_after_update AFTER UPDATE ON memories BEGIN
  INSERT INTO memories_fts (memories_fts, rowid, content, tags) VALUES ('delete', old.id, old.content, old.tags);
  INSERT INTO memories_fts (rowid, content, tags) VALUES (new.id, new.content, new.tags);
END;

CREATE TABLE jobs (
  id TEXT PRIMARY KEY,
  name TEXT NOT NULL,
  schedule_kind TEXT NOT NULL CHECK (schedule_kind IN ('cron', 'at')),
  schedule TEXT NOT NULL,
  timezone TEXT NOT NULL,
  action TEXT NOT NULL, -- JSON
  enabled INTEGER NOT NULL DEFAULT 1,
  consecutive_failures INTEGER NOT NULL DEFAULT 0,
  last_run_at INTEGER,
  conversation_id TEXT,
  created_at INTEGER NOT NULL,
  updated_at INTEGER NOT NULL
);

CREATE TABLE job_runs (
  id TEXT PRIMARY KEY,
  job_id TEXT NOT NULL REFERENCES jobs (id) ON DELETE CASCADE,
  scheduled_for INTEGER,
  started_at INTEGER NOT NULL,
  ended_at INTEGER,
  status TEXT NOT NULL CHECK (status IN ('running', 'ok', 'error', 'skipped')),
  trigger TEXT NOT NULL DEFAULT 'schedule' CHECK (trigger IN ('schedule', 'catch_up', 'manual')),
  output TEXT,
  error TEXT,
  conversation_id TEXT
);
CREATE INDEX job_runs_by_job_started ON job_runs (job_id, started_at);
`;
