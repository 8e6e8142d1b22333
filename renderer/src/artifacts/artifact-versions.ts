// The artifacts of the open conversation, read from its `artifact` tool cards' details
// (electron/shared/artifact-types.ts): every version the view holds, per id, oldest first. Pure, for panel and tests.
import { artifactOfDetails, type ArtifactDetails } from '../../../electron/shared/artifact-types';
import type { ToolCardView } from '../stores/conversation-types';

export type ArtifactVersionView = ArtifactDetails['artifact'];

/** Every version of one artifact found in the view's tool cards, by version number (duplicates dropped). */
export function versionsOf(tools: Record<string, ToolCardView>, id: string): ArtifactVersionView[] {
  const byVersion = new Map<number, ArtifactVersionView>();
  for (const card of Object.values(tools)) {
    if (card.name !== 'artifact') continue;
    const artifact = artifactOfDetails(card.details);
    if (artifact?.id === id) byVersion.set(artifact.version, artifact);
  }
  return [...byVersion.values()].sort((a, b) => a.version - b.version);
}

/** What Save writes: the source as it is, with the extension of its kind. */
export const sourceExtension = { markdown: 'md', html: 'html', svg: 'svg', mermaid: 'mmd', chart: 'json' } as const;

export const sourceMimeType = {
  markdown: 'text/markdown',
  html: 'text/html',
  svg: 'image/svg+xml',
  mermaid: 'text/plain',
  chart: 'application/json',
} as const;

/** A file name from the title, safe on every OS: "Trip plan" version 2 → "Trip-plan-v2.md". */
export function artifactFileName(artifact: ArtifactVersionView, extension: string): string {
  const base =
    artifact.title
      .replace(/[^\p{L}\p{N}]+/gu, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 60) || 'artifact';
  return `${base}-v${artifact.version}.${extension}`;
}
