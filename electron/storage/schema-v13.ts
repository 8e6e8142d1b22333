// Schema version 13: artifacts (issue 42), the documents, pages, SVGs, diagrams and charts the `artifact` tool puts
// beside a chat. Every version is a row of its own (earlier ones stay); they go with their conversation.
export const schemaV13Sql = `
CREATE TABLE artifact_versions (
  artifact_id TEXT NOT NULL,
  version INTEGER NOT NULL,            -- 1, 2, 3… per artifact
  conversation_id TEXT NOT NULL REFERENCES conversations (id) ON DELETE CASCADE,
  kind TEXT NOT NULL CHECK (kind IN ('markdown', 'html', 'svg', 'mermaid', 'chart')),
  title TEXT NOT NULL,
  content TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  PRIMARY KEY (artifact_id, version)
);
CREATE INDEX artifact_versions_conversation ON artifact_versions (conversation_id, created_at);
`;
