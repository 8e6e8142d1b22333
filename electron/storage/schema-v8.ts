// Schema version 8: memory provenance. A memory stored by a run that had read untrusted content keeps the sources it
// read (JSON array of { kind, label }); NULL for a memory stored in a clean run and for every memory stored before.
export const schemaV8Sql = `
ALTER TABLE memories ADD COLUMN untrusted_sources TEXT; -- JSON [{"kind","label"}…] the storing run had read; NULL: none
`;
