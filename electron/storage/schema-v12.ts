// Schema version 12: indexes for a big history (issue 44). The sidebar pages through conversations in its own order
// (conversations.ts), and the start-up's look for half-written answers and purge of deleted items read only those rows.
export const schemaV12Sql = `
CREATE INDEX conversations_by_recency ON conversations (updated_at DESC, created_at DESC, id);
DROP INDEX conversations_by_updated_at; -- the index above starts with updated_at

-- The same terms as markInterruptedAnswers (conversation-messages.ts): only answers still streaming are in it.
CREATE INDEX messages_being_streamed ON messages (conversation_id)
  WHERE role = 'assistant' AND json_valid(details) AND json_extract(details, '$.streaming') = 1;

-- The purge of deleted items (electron/runtime/deletion-purge.ts) runs at every start; conversations have theirs (v6).
CREATE INDEX memories_by_deleted_at ON memories (deleted_at) WHERE deleted_at IS NOT NULL;
CREATE INDEX jobs_by_deleted_at ON jobs (deleted_at) WHERE deleted_at IS NOT NULL;
`;
