// Schema version 3: custom tool trust. `custom_tool_trust` holds the versions (content hashes) of custom tool files the
// user trusted; `approval_rules.tool_version` binds a rule to one version of a custom tool, so it never covers another.
export const schemaV3Sql = `
CREATE TABLE custom_tool_trust (
  file TEXT NOT NULL,
  version TEXT NOT NULL,
  name TEXT NOT NULL,
  risk TEXT NOT NULL,
  capabilities TEXT NOT NULL,
  trusted_at INTEGER NOT NULL,
  PRIMARY KEY (file, version)
) WITHOUT ROWID;
ALTER TABLE approval_rules ADD COLUMN tool_version TEXT;
`;
