// One knowledge source in Settings → Knowledge: its path, files, size and last pass, a progress bar while it is
// indexed, the files skipped with why, and Pause or Resume, Rebuild and Remove.
import { useTranslation } from 'react-i18next';
import type { KnowledgeSourceView } from '../../../electron/shared/knowledge-contract';
import { formatDateTime, formatNumber } from '../lib/format';
import { ConfirmDeleteButton } from './ConfirmDeleteButton';

export type SourceAction = 'pause' | 'resume' | 'rebuild' | 'remove';

/** Bytes as the person's language writes them (kB, MB…). */
function formatSize(bytes: number): string {
  const units = ['byte', 'kilobyte', 'megabyte', 'gigabyte'] as const;
  let value = bytes;
  let unit = 0;
  while (value >= 1000 && unit < units.length - 1) {
    value /= 1000;
    unit += 1;
  }
  return new Intl.NumberFormat(undefined, {
    style: 'unit',
    unit: units[unit],
    unitDisplay: 'short',
    maximumFractionDigits: unit === 0 ? 0 : 1,
  }).format(value);
}

export function KnowledgeSourceRow(props: {
  source: KnowledgeSourceView;
  projectName: string | null;
  busy: boolean;
  onAction: (action: SourceAction) => void;
}) {
  const { t } = useTranslation();
  const { source, busy, onAction } = props;
  const { state, done, total, error } = source.progress;
  const name = source.path;
  return (
    <li className="knowledge-row">
      <div className="knowledge-row-text">
        <strong className="mono">{source.path}</strong>{' '}
        <span className="kind-badge">
          {source.kind === 'folder' ? t('knowledge.kindFolder') : t('knowledge.kindFile')}
        </span>
        {props.projectName ? (
          <span className="kind-badge">{t('knowledge.projectBadge', { project: props.projectName })}</span>
        ) : null}
        <div className="muted small">
          {t('knowledge.facts', {
            count: source.files,
            files: formatNumber(source.files),
            size: formatSize(source.bytes),
          })}
          {' · '}
          {source.indexedAt === null
            ? t('knowledge.notIndexed')
            : t('knowledge.indexedAt', {
                when: formatDateTime(source.indexedAt, { dateStyle: 'medium', timeStyle: 'short' }),
              })}
        </div>
        {state === 'indexing' || state === 'queued' ? (
          <div className="knowledge-progress">
            <progress
              max={Math.max(total, 1)}
              value={state === 'queued' ? undefined : done}
              aria-label={t('knowledge.progressLabel', { name })}
            />
            <span className="muted small" role="status">
              {state === 'queued'
                ? t('knowledge.queued')
                : t('knowledge.progress', { done: formatNumber(done), total: formatNumber(total) })}
            </span>
          </div>
        ) : null}
        {state === 'paused' ? <div className="muted small">{t('knowledge.paused')}</div> : null}
        {error ? (
          <div className="field-error small" role="alert">
            {t('knowledge.passFailed', { error })}
          </div>
        ) : null}
        {source.skippedCount > 0 ? (
          <details className="knowledge-skipped">
            <summary>{t('knowledge.skipped', { count: source.skippedCount })}</summary>
            <ul aria-label={t('knowledge.skippedList', { name })}>
              {source.skipped.map((file) => (
                <li key={file.path} className="small">
                  <span className="mono">{file.path}</span>: {file.error}
                </li>
              ))}
            </ul>
          </details>
        ) : null}
      </div>
      <div className="knowledge-row-actions">
        {state === 'paused' ? (
          <button
            type="button"
            className="ghost-button small"
            disabled={busy}
            onClick={() => onAction('resume')}
            aria-label={t('knowledge.resumeLabel', { name })}
          >
            {t('knowledge.resume')}
          </button>
        ) : (
          <button
            type="button"
            className="ghost-button small"
            disabled={busy}
            onClick={() => onAction('pause')}
            aria-label={t('knowledge.pauseLabel', { name })}
          >
            {t('knowledge.pause')}
          </button>
        )}
        <button
          type="button"
          className="ghost-button small"
          disabled={busy}
          onClick={() => onAction('rebuild')}
          aria-label={t('knowledge.rebuildLabel', { name })}
        >
          {t('knowledge.rebuild')}
        </button>
        <ConfirmDeleteButton
          verb={t('knowledge.remove')}
          question={t('knowledge.removeQuestion')}
          ariaLabel={t('knowledge.removeLabel', { name })}
          groupLabel={t('knowledge.removeGroup')}
          disabled={busy}
          onConfirm={() => onAction('remove')}
        />
      </div>
    </li>
  );
}
