// Schema version 11: knowledge over the person's documents (issue 43). Sources (a folder or a file), the files found
// in them (size, mtime, hash, status, the reason one was skipped) and their chunks (page or heading, text), searched
// through knowledge_fts (unicode61) and knowledge_cjk (CJK grams, as schema-v9.ts); embeddings: knowledge-search.ts.
export const schemaV11Sql = `
CREATE TABLE knowledge_sources (
  id INTEGER PRIMARY KEY,
  path TEXT NOT NULL UNIQUE,           -- absolute path of a folder or a single file
  kind TEXT NOT NULL CHECK (kind IN ('folder', 'file')),
  project_id TEXT,                     -- NULL: every conversation's source
  created_at INTEGER NOT NULL,
  indexed_at INTEGER                   -- the last complete pass; NULL: not yet (or interrupted: the next pass resumes)
);

CREATE TABLE knowledge_files (
  id INTEGER PRIMARY KEY,
  source_id INTEGER NOT NULL REFERENCES knowledge_sources(id) ON DELETE CASCADE,
  path TEXT NOT NULL,                  -- absolute
  size INTEGER NOT NULL,
  mtime_ms INTEGER NOT NULL,
  hash TEXT NOT NULL,                  -- sha256 of the bytes indexed
  status TEXT NOT NULL CHECK (status IN ('indexed', 'skipped')),
  error TEXT,                          -- why a file was skipped (encrypted PDF, too large, binary…)
  pages INTEGER,                       -- PDFs: how many pages
  indexed_at INTEGER NOT NULL,
  UNIQUE (source_id, path)
);

CREATE TABLE knowledge_chunks (
  id INTEGER PRIMARY KEY,
  file_id INTEGER NOT NULL REFERENCES knowledge_files(id) ON DELETE CASCADE,
  seq INTEGER NOT NULL,                -- order within the file
  page INTEGER,                        -- PDFs: 1-based page
  heading TEXT,                        -- Markdown, HTML, .docx: the heading path ("Lease › Pets")
  text TEXT NOT NULL
);
CREATE INDEX knowledge_chunks_file ON knowledge_chunks(file_id);

CREATE VIRTUAL TABLE knowledge_fts USING fts5 (
  heading, text, content = 'knowledge_chunks', content_rowid = 'id', tokenize = 'unicode61 remove_diacritics 2'
);
CREATE VIRTUAL TABLE knowledge_cjk USING fts5 (uni, bi, content = '', contentless_delete = 1, tokenize = 'ascii');

CREATE TRIGGER knowledge_chunks_after_insert AFTER INSERT ON knowledge_chunks BEGIN
  INSERT INTO knowledge_fts (rowid, heading, text) VALUES (new.id, coalesce(new.heading, ''), new.text);
END;
CREATE TRIGGER knowledge_chunks_after_delete AFTER DELETE ON knowledge_chunks BEGIN
  INSERT INTO knowledge_fts (knowledge_fts, rowid, heading, text)
    VALUES ('delete', old.id, coalesce(old.heading, ''), old.text);
  DELETE FROM knowledge_cjk WHERE rowid = old.id;
END;

-- Embeddings of chunks for one model at a time (knowledge.embeddingModel); compared through sqlite-vec.
CREATE TABLE knowledge_embeddings (
  chunk_id INTEGER PRIMARY KEY REFERENCES knowledge_chunks(id) ON DELETE CASCADE,
  model TEXT NOT NULL,
  vector BLOB NOT NULL                 -- float32 little-endian
);
`;
