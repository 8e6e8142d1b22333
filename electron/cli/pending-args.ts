// The pending command's usage (args.ts shows and calls these): `pending` lists, `pending allow|deny ID` and
// `pending answer ID "TEXT"` answer one waiting question.
export const pendingUsage = `  pending                   approvals and questions still waiting from an earlier run (--json: one JSON array)
  pending allow|deny ID     answer a waiting approval and resume its run (output as ask; --json too)
  pending answer ID "TEXT"  answer a waiting question (ask_user, or a form through its choices) and resume its run`;

export function checkPendingUsage(command: string, rest: string[]): string | null {
  if (command !== 'pending' || rest.length === 0) return null;
  const [verb, id, text] = rest;
  const usage = `use 'pending', 'pending allow ID', 'pending deny ID' or 'pending answer ID "TEXT"'`;
  if (verb === 'allow' || verb === 'deny') return id?.trim() && text === undefined ? null : usage;
  if (verb === 'answer') return id?.trim() && text !== undefined ? null : usage;
  return usage;
}
