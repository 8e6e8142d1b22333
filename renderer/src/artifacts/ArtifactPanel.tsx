// The panel beside the chat that shows one artifact (opened from its tool card): its title and kind, a version picker
// over every version the conversation holds, Copy, Save (the source), Export (what is drawn) and Close.
import { useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { CopyButton } from '../lib/CopyButton';
import { Icon } from '../lib/icons';
import { saveTextFile } from '../lib/save-text-file';
import { useChat, useServices } from '../services-context';
import { activeView } from '../stores/chat-store';
import { ArtifactView } from './ArtifactView';
import { exportFile, sourceFile, type TextFile } from './artifact-files';
import { useArtifactPanel } from './artifact-panel-store';
import { versionsOf } from './artifact-versions';

const kindWords = {
  markdown: 'artifacts.kindMarkdown',
  html: 'artifacts.kindHtml',
  svg: 'artifacts.kindSvg',
  mermaid: 'artifacts.kindMermaid',
  chart: 'artifacts.kindChart',
} as const;

export function ArtifactPanel() {
  const { t } = useTranslation();
  const { notices } = useServices();
  const tools = useChat((state) => activeView(state).tools);
  const conversationId = useChat((state) => state.activeId);
  const open = useArtifactPanel((state) => state.open);
  const show = useArtifactPanel((state) => state.show);
  const close = useArtifactPanel((state) => state.close);
  const body = useRef<HTMLDivElement>(null);
  const openId = open?.id;
  const versions = useMemo(() => (openId ? versionsOf(tools, openId) : []), [tools, openId]);
  const artifact = versions.find((entry) => entry.version === open?.version) ?? versions.at(-1);
  if (!open || !artifact || !conversationId) return null;

  const save = (file: TextFile, message: 'artifacts.saved' | 'artifacts.exported') => {
    saveTextFile(file);
    notices.getState().announce(t(message, { file: file.fileName }));
  };
  return (
    <aside className="artifact-panel" aria-label={t('artifacts.panel', { title: artifact.title })}>
      <header className="artifact-header">
        <div className="artifact-heading">
          <h2 dir="auto">{artifact.title}</h2>
          <span className="artifact-kind">{t(kindWords[artifact.kind])}</span>
        </div>
        <button type="button" className="icon-button" aria-label={t('artifacts.close')} onClick={close}>
          <Icon name="close" />
        </button>
      </header>
      <div className="artifact-actions">
        <label className="artifact-version">
          <span>{t('artifacts.version')}</span>
          <select
            value={artifact.version}
            onChange={(event) => show(artifact.id, Number(event.target.value))}
            data-artifact-id={artifact.id}
          >
            {versions.map((entry) => (
              <option key={entry.version} value={entry.version}>
                {t('artifacts.versionOption', { version: entry.version, count: versions.length })}
              </option>
            ))}
          </select>
        </label>
        <CopyButton text={artifact.content} label={t('artifacts.copy')} />
        <button
          type="button"
          className="ghost-button small"
          onClick={() => save(sourceFile(artifact), 'artifacts.saved')}
        >
          <Icon name="download" /> {t('artifacts.save')}
        </button>
        <button
          type="button"
          className="ghost-button small"
          onClick={() => save(exportFile(artifact, body.current), 'artifacts.exported')}
        >
          <Icon name="external" /> {t('artifacts.export')}
        </button>
      </div>
      <div className={`artifact-body kind-${artifact.kind}`} ref={body}>
        <ArtifactView key={`${artifact.id}-${artifact.version}`} artifact={artifact} conversationId={conversationId} />
      </div>
    </aside>
  );
}
