// The knowledge command's usage (args.ts shows and calls these): `knowledge add PATH`, `knowledge list`,
// `knowledge search "QUERY" [--json]`, `knowledge remove ID` and `knowledge rebuild [ID]` (issue 43).
export const knowledgeUsage = `  knowledge add PATH        add a folder or file to knowledge and index it (PDF, .docx, Markdown, HTML, text, code);
                            skipped files are listed with the reason; adding it again brings its index up to date
  knowledge list            knowledge sources: ID, path, files, skipped files (with why), last indexed (--json too)
  knowledge search "QUERY"  passages from your documents, numbered, with file and page or heading (brings changed
                            files up to date first; full text alone unless knowledge.embeddingModel is set; --json)
  knowledge remove ID       remove a source and everything indexed from it
  knowledge rebuild [ID]    forget the index of one source (or every source) and read all its files again`;

export function checkKnowledgeUsage(command: string, rest: string[]): string | null {
  if (command !== 'knowledge') return null;
  const [verb, argument] = rest;
  const usage = `use 'knowledge add PATH', 'knowledge list', 'knowledge search "QUERY"', 'knowledge remove ID' or 'knowledge rebuild [ID]'`;
  if (verb === 'list') return rest.length === 1 ? null : usage;
  if (verb === 'add' || verb === 'search') return argument?.trim() ? null : usage;
  if (verb === 'rebuild')
    return rest.length === 1 || (rest.length === 2 && /^\d+$/u.test(argument?.trim() ?? '')) ? null : usage;
  if (verb === 'remove') return argument !== undefined && /^\d+$/u.test(argument.trim()) ? null : usage;
  return usage;
}
