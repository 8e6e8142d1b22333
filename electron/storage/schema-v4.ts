// Schema version 4 (data only): memory_store and memory_forget became `write` tools, pre-approved by default. A saved
// settings document that still holds the old default list (["weather"]) gets them too, so supervised mode keeps
// storing memories without a prompt after an upgrade; a list the user changed is left alone.
export const schemaV4Sql = `
UPDATE settings
   SET document = json_set(document, '$.policy.preapproved', json('["weather","memory_store","memory_forget"]'))
 WHERE json_valid(document)
   AND json_type(document, '$.policy.preapproved') = 'array'
   AND json_extract(document, '$.policy.preapproved') = '["weather"]';
`;
