// Schema version 5: a conversation keeps its own model (provider + model name) and may belong to a project (a folder
// with its instructions file and its chats); model_quirks remembers what a provider's model refused (tools, usage).
export const schemaV5Sql = `
CREATE TABLE projects (
  id TEXT PRIMARY KEY,
  name TEXT NOT NULL,
  folder TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  updated_at INTEGER NOT NULL
);
CREATE INDEX projects_by_updated_at ON projects (updated_at);

ALTER TABLE conversations ADD COLUMN model_provider TEXT;
ALTER TABLE conversations ADD COLUMN model TEXT;
ALTER TABLE conversations ADD COLUMN project_id TEXT REFERENCES projects (id) ON DELETE SET NULL;
CREATE INDEX conversations_by_project ON conversations (project_id, updated_at);

CREATE TABLE model_quirks (
  base_url TEXT NOT NULL,
  model TEXT NOT NULL,
  quirk TEXT NOT NULL CHECK (quirk IN ('no_native_tools', 'no_usage_option')),
  noted_at INTEGER NOT NULL,
  PRIMARY KEY (base_url, model, quirk)
);
`;
