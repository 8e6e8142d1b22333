// Schema version 7: branches. Each message points at the previous message on its path (parent_id, NULL for the
// first), and a conversation remembers the last message of the path it shows (active_leaf_id). seq stays the order of
// insertion; a path is read by walking parent_id up from the leaf. Existing conversations become one straight path.
export const schemaV7Sql = `
ALTER TABLE messages ADD COLUMN parent_id TEXT; -- the message before this one on its path (no FK: a path is read, never cascaded)
ALTER TABLE conversations ADD COLUMN active_leaf_id TEXT; -- the last message of the path shown; NULL means the newest message

UPDATE messages SET parent_id = (
  SELECT previous.id FROM messages AS previous
   WHERE previous.conversation_id = messages.conversation_id AND previous.seq < messages.seq
   ORDER BY previous.seq DESC LIMIT 1
);
UPDATE conversations SET active_leaf_id = (
  SELECT last.id FROM messages AS last WHERE last.conversation_id = conversations.id ORDER BY last.seq DESC LIMIT 1
);
CREATE INDEX messages_by_parent ON messages (conversation_id, parent_id);
`;
