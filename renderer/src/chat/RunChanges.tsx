// "N files changed · Review · Undo" under an answer whose run changed files in the workspace. Review lists the files
// (with a diff for text); Undo puts them back, and asks first, naming them, when the person changed some since.
import { useState } from 'react';
import { describeError } from '../api';
import { useServices } from '../services-context';
import type { UndoOutcome, UndoReview } from '../../../electron/shared/undo-types';
import type { RunChangesFacts } from './run-changes';

function filesChangedText(files: number): string {
  return files === 1 ? '1 file changed' : `${files} files changed`;
}

function ReviewList({ review }: { review: UndoReview }) {
  return (
    <ul className="run-changes-list" aria-label="Changed files">
      {review.changes.map((change) => (
        <li key={change.path}>
          <span className="run-change-kind">{change.kind}</span> <code>{change.path}</code>
          {change.files !== undefined ? (
            <span>{change.files === 1 ? ' (1 file)' : ` (${change.files} files)`}</span>
          ) : null}
          {change.changedSince ? <span className="run-change-since"> · changed since the run</span> : null}
          {change.diff ? (
            <pre className="run-change-diff" aria-label={`Changes to ${change.path}`}>
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
    if (result.data.unavailable) setMessage(`Undo is not possible: ${result.data.unavailable}.`);
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
      setMessage(failed ? `Undone, except: ${failed}.` : `Undone: the files are back as they were before this run.`);
    } catch (error) {
      setMessage(describeError(error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <section className="run-changes" aria-label="Changes to your files">
      <div className="run-changes-bar">
        <span>{filesChangedText(facts.files)}</span>
        <span aria-hidden="true">·</span>
        <button type="button" className="ghost-button small" aria-expanded={open} onClick={() => void toggleReview()}>
          Review
        </button>
        <span aria-hidden="true">·</span>
        <button
          type="button"
          className="ghost-button small"
          disabled={busy || undone}
          onClick={() => void apply(false)}
        >
          Undo
        </button>
      </div>
      {asking ? (
        <div className="run-changes-confirm" role="alertdialog" aria-label="Undo over your changes?">
          <p>
            You changed {asking.length === 1 ? 'this file' : 'these files'} after the run; Undo would overwrite{' '}
            {asking.length === 1 ? 'it' : 'them'}: {asking.join(', ')}
          </p>
          <button type="button" className="danger-button small" disabled={busy} onClick={() => void apply(true)}>
            Undo anyway
          </button>{' '}
          <button type="button" className="ghost-button small" autoFocus onClick={() => setAsking(null)}>
            Keep my changes
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
