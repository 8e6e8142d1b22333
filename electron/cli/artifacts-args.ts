// The artifacts command's usage (args.ts shows and calls these): `artifacts [ID] [--json]` lists the artifacts of
// every chat or of one conversation, or shows one artifact's versions and its newest content (issue 42).
export const artifactsUsage = `  artifacts [ID]            the artifacts the assistant made beside your chats: ID, kind, title, versions, the
                            conversation; with a conversation's ID only its own; with an artifact's ID its versions
                            and the newest one's content (--json: the list, or every version with its content)`;

export function checkArtifactsUsage(command: string, rest: string[]): string | null {
  if (command !== 'artifacts') return null;
  const [id] = rest;
  return id === undefined || id.trim() !== '' ? null : "use 'artifacts' or 'artifacts ID'";
}
