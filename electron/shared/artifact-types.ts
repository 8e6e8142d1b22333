// Artifacts (issue 42): what the `artifact` tool (tools/artifact/artifact-tool.ts) keeps per conversation, the port
// its store implements (electron/storage/artifacts.ts) and the tool result's `details`, which the chat's panel reads.
export const artifactKinds = ['markdown', 'html', 'svg', 'mermaid', 'chart'] as const;
export type ArtifactKind = (typeof artifactKinds)[number];

/** One version of one artifact; versions count from 1 and earlier ones are never changed. */
export interface ArtifactVersion {
  id: string;
  version: number;
  conversationId: string;
  kind: ArtifactKind;
  title: string;
  content: string;
  createdAt: number;
}

export interface ArtifactStore {
  /** A new artifact at version 1 (its id chosen by the store). */
  create: (input: { conversationId: string; kind: ArtifactKind; title: string; content: string }) => ArtifactVersion;
  /** The next version of an existing artifact of this conversation; undefined when there is no such artifact. */
  update: (input: {
    id: string;
    conversationId: string;
    kind: ArtifactKind;
    title: string;
    content: string;
  }) => ArtifactVersion | undefined;
  /** One version of one artifact of this conversation, or undefined. */
  find: (input: { id: string; conversationId: string; version: number }) => ArtifactVersion | undefined;
  /** Every version of every artifact in a conversation, oldest first. */
  listForConversation: (conversationId: string) => ArtifactVersion[];
  /** Each artifact's newest version without its content, newest first: one conversation's, or every chat not deleted. */
  summaries: (conversationId?: string) => ArtifactSummary[];
  /** Every version of one artifact, oldest first (none when no chat that is not deleted has it). */
  versionsOf: (id: string) => ArtifactVersion[];
}

/** An artifact as a list shows it: its newest version's fields and how many versions it has. */
export type ArtifactSummary = Omit<ArtifactVersion, 'content'> & { versions: number };

/** What an `artifact` call's result carries in `details`: the version it made, whole. */
export interface ArtifactDetails {
  artifact: Omit<ArtifactVersion, 'conversationId' | 'createdAt'>;
}

const isKind = (value: unknown): value is ArtifactKind => artifactKinds.includes(value as ArtifactKind);

/** Reads an artifact version from a tool result's details (the panel's source), or undefined. */
export function artifactOfDetails(details: unknown): ArtifactDetails['artifact'] | undefined {
  if (typeof details !== 'object' || details === null) return undefined;
  const artifact = (details as { artifact?: unknown }).artifact;
  if (typeof artifact !== 'object' || artifact === null) return undefined;
  const { id, version, kind, title, content } = artifact as Record<string, unknown>;
  if (typeof id !== 'string' || typeof version !== 'number' || !isKind(kind)) return undefined;
  if (typeof title !== 'string' || typeof content !== 'string') return undefined;
  return { id, version, kind, title, content };
}
