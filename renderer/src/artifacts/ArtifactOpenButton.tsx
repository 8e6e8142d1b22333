// The `artifact` tool card's button that opens the version it made in the panel beside the chat.
import { useTranslation } from 'react-i18next';
import { artifactOfDetails } from '../../../electron/shared/artifact-types';
import { useArtifactPanel } from './artifact-panel-store';

export function ArtifactOpenButton({ details }: { details: unknown }) {
  const { t } = useTranslation();
  const show = useArtifactPanel((state) => state.show);
  const artifact = artifactOfDetails(details);
  if (!artifact) return null;
  return (
    <button
      type="button"
      className="ghost-button small artifact-open"
      onClick={() => show(artifact.id, artifact.version)}
    >
      {t('artifacts.open', { title: artifact.title, version: artifact.version })}
    </button>
  );
}
