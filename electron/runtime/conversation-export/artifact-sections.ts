// The artifacts at the end of a Markdown or HTML export: every version with its kind, title and source (fenced in
// Markdown, escaped in HTML, so an HTML or SVG artifact is shown as text and never runs in the exported page).
import type { ExportedArtifact } from './export-schema';
import { readableTime } from './export-text';

const fenceLanguage = { markdown: 'markdown', html: 'html', svg: 'svg', mermaid: 'mermaid', chart: 'json' } as const;

const heading = (artifact: ExportedArtifact): string =>
  `${artifact.title} · ${artifact.kind} · version ${artifact.version} · ${readableTime(artifact.createdAt)}`;

/** Blocks for the Markdown export (its own fence and escape helpers passed in): none when there is no artifact. */
export function artifactsMarkdown(
  artifacts: readonly ExportedArtifact[],
  { fenced, plainLine }: { fenced: (text: string, language: string) => string; plainLine: (text: string) => string },
): string[] {
  if (artifacts.length === 0) return [];
  const versions = artifacts.map(
    (artifact) =>
      `### ${plainLine(heading(artifact))}\n\n*id ${plainLine(artifact.id)}*\n\n` +
      fenced(artifact.content, fenceLanguage[artifact.kind]),
  );
  return [`## Artifacts\n\n${versions.join('\n\n')}`];
}

/** The HTML export's section (empty text when there is no artifact). */
export function artifactsHtml(artifacts: readonly ExportedArtifact[], escapeHtml: (text: string) => string): string {
  if (artifacts.length === 0) return '';
  const versions = artifacts.map(
    (artifact) =>
      `<details class="artifact" data-artifact-id="${escapeHtml(artifact.id)}"><summary>` +
      `${escapeHtml(heading(artifact))}</summary><pre>${escapeHtml(artifact.content)}</pre></details>`,
  );
  return `<section class="artifacts">\n<h2>Artifacts</h2>\n${versions.join('\n')}\n</section>`;
}
