// Checks an artifact's content against its kind before it is stored, so the model hears what to fix: a chart's JSON
// shape (electron/shared/chart-data.ts), an SVG that is an <svg> element, an HTML page that is markup.
import type { ArtifactKind } from '../../electron/shared/artifact-types';
import { parseChartData } from '../../electron/shared/chart-data';

/** Why this content cannot be an artifact of this kind, or undefined when it can. */
export function contentProblem(kind: ArtifactKind, content: string): string | undefined {
  if (kind === 'chart') {
    const chart = parseChartData(content);
    return chart.ok ? undefined : chart.error;
  }
  if (kind === 'svg' && !/<svg[\s>]/i.test(content)) return 'svg content must contain an <svg> element';
  if (kind === 'html' && !/<[a-z!]/i.test(content)) return 'html content must be HTML markup';
  return undefined;
}
