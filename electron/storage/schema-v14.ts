// Schema version 14: a knowledge source's pause outlives a restart (issue 43: paused_at is when the person paused it;
// NULL while it is followed and indexed).
export const schemaV14Sql = `
ALTER TABLE knowledge_sources ADD COLUMN paused_at INTEGER;
`;
