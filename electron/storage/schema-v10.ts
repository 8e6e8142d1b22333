// Schema version 10: questions that wait for a person (issue 39) — an approval, an ask_user question or an MCP form —
// kept while they wait so a run can resume after Hearth closed; the row goes when the question is answered.
export const schemaV10Sql = `
CREATE TABLE pending_questions (
  call_id TEXT PRIMARY KEY,            -- the tool call that waits (what 'hearth pending allow ID' names)
  run_id TEXT NOT NULL,                -- the run that asked
  conversation_id TEXT NOT NULL,
  kind TEXT NOT NULL CHECK (kind IN ('approval', 'question', 'form')),
  request TEXT NOT NULL,               -- JSON ApprovalRequest as shown (redacted), bound to its args_hash
  args_hash TEXT NOT NULL,
  untrusted_sources TEXT,              -- JSON [{"kind","label"}…] the run had read; NULL: none
  tool_calls TEXT NOT NULL,            -- JSON [{id,name,arguments}…]: this call and the ones after it, not yet run
  owner_pid INTEGER,                   -- the process whose run asked: while it lives, the question is that process's
  created_at INTEGER NOT NULL,
  expires_at INTEGER NOT NULL          -- the approval timeout: after it the run ends as timed_out
);
CREATE INDEX pending_questions_conversation ON pending_questions(conversation_id);
`;
