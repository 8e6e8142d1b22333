// Schema version 6: attachments stored once by content (sha256) and referenced by messages, and soft delete
// (deleted_at) for conversations, memories and jobs so a delete can be undone before it is purged.
export const schemaV6Sql = `
CREATE TABLE attachments (
  sha256 TEXT PRIMARY KEY, -- content address of the file kept in the data folder's attachments/ directory
  mime_type TEXT NOT NULL,
  size INTEGER NOT NULL,
  meta TEXT NOT NULL DEFAULT '{}', -- JSON: width/height for images, page count for PDFs, …
  created_at INTEGER NOT NULL
) WITHOUT ROWID;

CREATE TABLE message_attachments (
  message_id TEXT NOT NULL REFERENCES messages (id) ON DELETE CASCADE,
  position INTEGER NOT NULL,
  sha256 TEXT NOT NULL REFERENCES attachments (sha256),
  name TEXT NOT NULL,
  kind TEXT NOT NULL CHECK (kind IN ('image', 'document')),
  PRIMARY KEY (message_id, position)
) WITHOUT ROWID;
CREATE INDEX message_attachments_by_sha256 ON message_attachments (sha256);

ALTER TABLE conversations ADD COLUMN deleted_at INTEGER;
ALTER TABLE memories ADD COLUMN deleted_at INTEGER;
ALTER TABLE jobs ADD COLUMN deleted_at INTEGER;
CREATE INDEX conversations_by_deleted_at ON conversations (deleted_at) WHERE deleted_at IS NOT NULL;
`;
