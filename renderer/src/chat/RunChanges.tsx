// "N files changed · Review · Undo" under an answer whose run changed files in the workspace. Review lists the files
// (with a diff for text); Undo puts them back, and asks first, naming them, when the person changed some since.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { describeError } from '../api';
import { useServices } from '../services-context';
import type { UndoChangeKind, UndoOutcome, UndoReview } from '../../../electron/shared/undo-types';
import type { RunChangesFacts } from './run-changes';

function changeKindText(kind: UndoChangeKind, t: TFunction): string {
  const labels: Record<UndoChangeKind, string> = {
    created: t('runChanges.kindCreated'),
    modified: t('runChanges.kindModified'),
    deleted: t('runChanges.kindDeleted'),
    mode: t('runChanges.kindMode'),
    'folder deleted': t('runChanges.kindFolderDeleted'),
    'folder created': t('runChanges.kindFolderCreated'),
  };
  return labels[kind];
}

function ReviewList({ review }: { review: UndoReview }) {
  const { t } = useTranslation();
  return (
    <ul className="run-changes-list" aria-label={t('runChanges.list')}>
      {review.changes.map((change) => (
        <li key={change.path}>
          <span className="run-change-kind">{changeKindText(change.kind, t)}</span> <code>{change.path}</code>
          {change.files !== undefined ? <span> {t('runChanges.folderFiles', { count: change.files })}</span> : null}
          {change.changedSince ? <span className="run-change-since"> · {t('runChanges.changedSince')}</span> : null}
          {change.diff ? (
            <pre className="run-change-diff" aria-label={t('runChanges.diff', { path: change.path })}>
              {change.diff.map((line, index) => (
                <span
                  key={index}
                  className={`diff-line${line.startsWith('+') ? ' added' : line.startsWith('-') ? ' removed' : ''}`}
                >
                  {`${line}\n`}
                </span>
              ))}
            </pre>
          ) : null}
        </li>
      ))}
    </ul>
  );
}

export function RunChanges({ facts }: { facts: RunChangesFacts }) {
  const { t } = useTranslation();
  const { api } = useServices();
  const [review, setReview] = useState<UndoReview | null>(null);
  const [open, setOpen] = useState(false);
  const [asking, setAsking] = useState<string[] | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [undone, setUndone] = useState(false);

  const toggleReview = async () => {
    if (open) return setOpen(false);
    const result = await api.undoReview({ runId: facts.runId });
    if (!result.ok) return setMessage(result.error.message);
    setReview(result.data);
    if (result.data.unavailable) setMessage(t('runChanges.unavailable', { reason: result.data.unavailable }));
    setOpen(true);
  };
  const apply = async (force: boolean) => {
    setBusy(true);
    try {
      const result = await api.undoApply({ runId: facts.runId, force });
      if (!result.ok) return setMessage(result.error.message);
      const outcome: UndoOutcome = result.data;
      if (outcome.status === 'changed_since') return setAsking(outcome.paths);
      setAsking(null);
      setUndone(true);
      setOpen(false);
      const failed = outcome.failed.map((failure) => `${failure.path} (${failure.reason})`).join(', ');
      setMessage(failed ? t('runChanges.undoneExcept', { failed }) : t('runChanges.undone'));
    } catch (error) {
      setMessage(describeError(error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <section className="run-changes" aria-label={t('runChanges.region')}>
      <div className="run-changes-bar">
        <span>{t('runChanges.filesChanged', { count: facts.files })}</span>
        <span aria-hidden="true">·</span>
        <button type="button" className="ghost-button small" aria-expanded={open} onClick={() => void toggleReview()}>
          {t('runChanges.review')}
        </button>
        <span aria-hidden="true">·</span>
        <button
          type="button"
          className="ghost-button small"
          disabled={busy || undone}
          onClick={() => void apply(false)}
        >
          {t('runChanges.undo')}
        </button>
      </div>
      {asking ? (
        <div className="run-changes-confirm" role="alertdialog" aria-label={t('runChanges.confirmTitle')}>
          <p>{t('runChanges.confirmText', { count: asking.length, paths: asking.join(', ') })}</p>
          <button type="button" className="danger-button small" disabled={busy} onClick={() => void apply(true)}>
            {t('runChanges.undoAnyway')}
          </button>{' '}
          <button type="button" className="ghost-button small" autoFocus onClick={() => setAsking(null)}>
            {t('runChanges.keepMine')}
          </button>
        </div>
      ) : null}
      {message ? (
        <p className="run-changes-message" role="status">
          {message}
        </p>
      ) : null}
      {open && review ? <ReviewList review={review} /> : null}
    </section>
  );
}
