// Schema version 2: the tool definitions MCP servers announced, for drift detection. `hash` is the latest seen
// definition (name, description, input schema), `accepted_hash` the one the user accepted (NULL: never accepted).
export const schemaV2Sql = `
CREATE TABLE tool_definitions (
  server TEXT NOT NULL,
  tool TEXT NOT NULL,
  hash TEXT NOT NULL,
  accepted_hash TEXT,
  definition TEXT NOT NULL,
  accepted_definition TEXT,
  first_seen INTEGER NOT NULL,
  changed_at INTEGER,
  PRIMARY KEY (server, tool)
) WITHOUT ROWID;
`;
