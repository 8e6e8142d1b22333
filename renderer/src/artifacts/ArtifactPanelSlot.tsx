// Where the artifact panel goes beside the chat: nothing until an artifact is opened, then the panel, loaded on that
// first opening (its renderers — charts, the chart data's checks, Mermaid — stay out of the first paint).
import { lazy, Suspense } from 'react';
import { useArtifactPanel } from './artifact-panel-store';

const ArtifactPanel = lazy(() => import('./ArtifactPanel').then((module) => ({ default: module.ArtifactPanel })));

export function ArtifactPanelSlot() {
  const open = useArtifactPanel((state) => state.open !== null);
  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <ArtifactPanel />
    </Suspense>
  );
}
