// Backups: make one now, the list of backups in the data folder (daily, before upgrades, yours), and restore one after
// a preview of what it adds (a merge: nothing here is replaced; newer local items stay, a clash becomes a copy).
import { useCallback, useEffect, useState } from 'react';
import type { BackupInfoView, RestorePreviewView } from '../../../electron/shared/backups-contract';
import { describeError } from '../api';
import { useServices } from '../services-context';
import { useSectionAction } from './use-section-action';

const reasons: Record<BackupInfoView['reason'], string> = {
  manual: 'Made by you',
  daily: 'Daily',
  before_upgrade: 'Before an upgrade',
};

const when = (at: number) => new Date(at).toLocaleString();
const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

export function BackupsSection() {
  const { api, chat } = useServices();
  const [backups, setBackups] = useState<BackupInfoView[] | null>(null);
  const [folder, setFolder] = useState('');
  const { busy, message, setMessage, act } = useSectionAction({ clearMessageFirst: true });
  const [pending, setPending] = useState<{ backup: BackupInfoView; preview: RestorePreviewView } | null>(null);

  const [listVersion, setListVersion] = useState(0);
  /** Lists the backups again (after one is made); the effect below does the reading. */
  const load = useCallback(async () => setListVersion((version) => version + 1), []);
  useEffect(() => {
    let current = true;
    api.backupsList({}).then(
      (result) => {
        if (!current) return;
        if (!result.ok) return setMessage({ kind: 'error', text: result.error.message });
        setBackups(result.data.backups);
        setFolder(result.data.folder);
      },
      (error: unknown) => current && setMessage({ kind: 'error', text: describeError(error) }),
    );
    return () => {
      current = false;
    };
  }, [api, listVersion, setMessage]);

  const create = () =>
    act(async () => {
      const made = await api.backupsCreate({});
      if (!made.ok) return setMessage({ kind: 'error', text: made.error.message });
      setMessage({ kind: 'ok', text: `Backed up ${plural(made.data.counts.conversations, 'conversation')}.` });
      await load();
    });

  const preview = (backup: BackupInfoView) =>
    act(async () => {
      const result = await api.backupsPreview({ name: backup.name });
      if (!result.ok) return setMessage({ kind: 'error', text: result.error.message });
      setPending(result.data);
    });

  const restore = (backup: BackupInfoView) =>
    act(async () => {
      const result = await api.backupsRestore({ name: backup.name });
      setPending(null);
      if (!result.ok) return setMessage({ kind: 'error', text: result.error.message });
      const { preview: added } = result.data;
      setMessage({
        kind: 'ok',
        text: `Restored: ${plural(added.conversations.added.length + added.conversations.copied.length, 'conversation')}, ${plural(added.messages, 'message')}, ${plural(added.memories.added + added.memories.copied, 'memory', 'memories')} and ${plural(added.jobs.added.length + added.jobs.copied.length, 'job')} added.`,
      });
      await chat.getState().refreshList();
    });

  return (
    <section id="settings-backups" className="settings-section" aria-labelledby="settings-backups-title">
      <h2 id="settings-backups-title">Backups</h2>
      <p className="muted">
        Hearth backs up once a day (keeping 7) and before every upgrade of its database. A backup holds your
        conversations, memories, scheduled jobs, projects, attachments and settings — never your keys.
        {folder ? (
          <>
            {' '}
            They are kept in <code>{folder}</code>.
          </>
        ) : null}
      </p>
      <div className="button-row">
        <button type="button" className="primary-button small" onClick={() => void create()} disabled={busy}>
          Back up now
        </button>
      </div>
      {message ? (
        <p
          className={message.kind === 'error' ? 'field-error' : 'field-ok'}
          role={message.kind === 'error' ? 'alert' : 'status'}
        >
          {message.text}
        </p>
      ) : null}
      {pending ? (
        <RestorePreviewPanel
          {...pending}
          busy={busy}
          onRestore={() => void restore(pending.backup)}
          onCancel={() => setPending(null)}
        />
      ) : null}
      {backups && backups.length === 0 ? <p className="muted empty-note">No backups yet.</p> : null}
      {backups && backups.length > 0 ? (
        <ul className="backup-list" aria-label="Backups">
          {backups.map((backup) => (
            <li key={backup.name} className="backup-row">
              <div>
                <strong>{when(backup.createdAt)}</strong> <span className="kind-badge">{reasons[backup.reason]}</span>
                <div className="muted small">
                  {plural(backup.counts.conversations, 'conversation')}, {plural(backup.counts.messages, 'message')},{' '}
                  {plural(backup.counts.memories, 'memory', 'memories')}, {plural(backup.counts.jobs, 'job')},{' '}
                  {plural(backup.counts.attachments, 'attachment')}
                </div>
              </div>
              <button
                type="button"
                className="ghost-button small"
                disabled={busy}
                aria-label={`Restore the backup of ${when(backup.createdAt)}`}
                onClick={() => void preview(backup)}
              >
                Restore…
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}

function RestorePreviewPanel(props: {
  backup: BackupInfoView;
  preview: RestorePreviewView;
  busy: boolean;
  onRestore: () => void;
  onCancel: () => void;
}) {
  const { backup, preview } = props;
  const kept = preview.conversations.keptLocal + preview.memories.keptLocal + preview.jobs.keptLocal;
  const nothing =
    preview.conversations.added.length +
      preview.conversations.extended.length +
      preview.conversations.copied.length +
      preview.memories.added +
      preview.memories.copied +
      preview.jobs.added.length +
      preview.jobs.copied.length +
      preview.projects.length +
      preview.attachments ===
      0 && !preview.settings;
  return (
    <div className="restore-preview" role="region" aria-label="Restore preview">
      <h3>Restore the backup of {when(backup.createdAt)}?</h3>
      {nothing ? (
        <p>Everything in this backup is already here; restoring adds nothing.</p>
      ) : (
        <>
          <p>
            It adds {plural(preview.conversations.added.length, 'conversation')}, {plural(preview.messages, 'message')},{' '}
            {plural(preview.memories.added, 'memory', 'memories')}, {plural(preview.jobs.added.length, 'scheduled job')}{' '}
            (switched off until you turn them on), {plural(preview.projects.length, 'project')} and{' '}
            {plural(preview.attachments, 'attachment')}
            {preview.settings ? ', and your settings' : ''}. Nothing here is replaced.
          </p>
          {preview.conversations.added.length + preview.conversations.extended.length > 0 ? (
            <ul aria-label="Conversations it adds">
              {preview.conversations.added.map((title, index) => (
                <li key={`a${index}`}>{title}</li>
              ))}
              {preview.conversations.extended.map((title, index) => (
                <li key={`e${index}`}>More messages in {title}</li>
              ))}
            </ul>
          ) : null}
          {preview.conversations.copied.length + preview.jobs.copied.length > 0 ? (
            <p>
              Differs here, so restored as a copy:{' '}
              {[...preview.conversations.copied, ...preview.jobs.copied].map((title) => `“${title}”`).join(', ')}.
            </p>
          ) : null}
        </>
      )}
      {kept > 0 ? (
        <p className="muted">{plural(kept, 'item')} here are newer than the backup’s and stay as they are.</p>
      ) : null}
      <p className="muted small">Never restored from a file: {preview.notRestored.join(', ')}.</p>
      <div className="button-row">
        <button
          type="button"
          className="primary-button small"
          onClick={props.onRestore}
          disabled={props.busy || nothing}
        >
          Restore
        </button>
        <button type="button" className="ghost-button small" onClick={props.onCancel}>
          Cancel
        </button>
      </div>
    </div>
  );
}
