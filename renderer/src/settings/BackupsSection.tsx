// Backups: make one now, the list of backups in the data folder (daily, before upgrades, yours), and restore one after
// a preview of what it adds (a merge: nothing here is replaced; newer local items stay, a clash becomes a copy).
import { useCallback, useEffect, useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import type { BackupInfoView, RestorePreviewView } from '../../../electron/shared/backups-contract';
import { describeError } from '../api';
import { i18n } from '../i18n/i18n';
import { formatDateTime } from '../lib/format';
import { useServices } from '../services-context';
import { useSectionAction } from './use-section-action';

const reasons = {
  manual: 'backups.reasonManual',
  daily: 'backups.reasonDaily',
  before_upgrade: 'backups.reasonUpgrade',
} as const satisfies Record<BackupInfoView['reason'], string>;

type Counted = 'conversations' | 'messages' | 'memories' | 'jobs' | 'scheduledJobs' | 'projects' | 'attachments';

const when = (at: number) => formatDateTime(at, { dateStyle: 'medium', timeStyle: 'short' });
/** "3 conversations", in the UI's language. */
const counted = (what: Counted, count: number) => i18n.t(`backups.${what}`, { count });

export function BackupsSection() {
  const { t } = useTranslation();
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
      setMessage({ kind: 'ok', text: t('backups.backedUp', { count: made.data.counts.conversations }) });
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
        text: t('backups.restored', {
          conversations: counted('conversations', added.conversations.added.length + added.conversations.copied.length),
          messages: counted('messages', added.messages),
          memories: counted('memories', added.memories.added + added.memories.copied),
          jobs: counted('jobs', added.jobs.added.length + added.jobs.copied.length),
        }),
      });
      await chat.getState().refreshList();
    });

  return (
    <section id="settings-backups" className="settings-section" aria-labelledby="settings-backups-title">
      <h2 id="settings-backups-title">{t('settings.backups')}</h2>
      <p className="muted">
        {t('backups.intro')}
        {folder ? (
          <>
            {' '}
            <Trans t={t} i18nKey="backups.folder" values={{ folder }} components={{ code: <code /> }} />
          </>
        ) : null}
      </p>
      <div className="button-row">
        <button type="button" className="primary-button small" onClick={() => void create()} disabled={busy}>
          {t('backups.backUpNow')}
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
      {backups && backups.length === 0 ? <p className="muted empty-note">{t('backups.empty')}</p> : null}
      {backups && backups.length > 0 ? (
        <ul className="backup-list" aria-label={t('settings.backups')}>
          {backups.map((backup) => (
            <li key={backup.name} className="backup-row">
              <div>
                <strong>{when(backup.createdAt)}</strong>{' '}
                <span className="kind-badge">{t(reasons[backup.reason])}</span>
                <div className="muted small">
                  {t('backups.counts', {
                    conversations: counted('conversations', backup.counts.conversations),
                    messages: counted('messages', backup.counts.messages),
                    memories: counted('memories', backup.counts.memories),
                    jobs: counted('jobs', backup.counts.jobs),
                    attachments: counted('attachments', backup.counts.attachments),
                  })}
                </div>
              </div>
              <button
                type="button"
                className="ghost-button small"
                disabled={busy}
                aria-label={t('backups.restoreOf', { date: when(backup.createdAt) })}
                onClick={() => void preview(backup)}
              >
                {t('backups.restoreEllipsis')}
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
  const { t } = useTranslation();
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
    <div className="restore-preview" role="region" aria-label={t('backups.preview')}>
      <h3>{t('backups.previewTitle', { date: when(backup.createdAt) })}</h3>
      {nothing ? (
        <p>{t('backups.nothing')}</p>
      ) : (
        <>
          <p>
            {t(preview.settings ? 'backups.addsWithSettings' : 'backups.adds', {
              conversations: counted('conversations', preview.conversations.added.length),
              messages: counted('messages', preview.messages),
              memories: counted('memories', preview.memories.added),
              jobs: counted('scheduledJobs', preview.jobs.added.length),
              projects: counted('projects', preview.projects.length),
              attachments: counted('attachments', preview.attachments),
            })}
          </p>
          {preview.conversations.added.length + preview.conversations.extended.length > 0 ? (
            <ul aria-label={t('backups.addsList')}>
              {preview.conversations.added.map((title, index) => (
                <li key={`a${index}`}>{title}</li>
              ))}
              {preview.conversations.extended.map((title, index) => (
                <li key={`e${index}`}>{t('backups.moreIn', { title })}</li>
              ))}
            </ul>
          ) : null}
          {preview.conversations.copied.length + preview.jobs.copied.length > 0 ? (
            <p>
              {t('backups.copies', {
                titles: [...preview.conversations.copied, ...preview.jobs.copied]
                  .map((title) => t('backups.quoted', { title }))
                  .join(', '),
              })}
            </p>
          ) : null}
        </>
      )}
      {kept > 0 ? <p className="muted">{t('backups.kept', { count: kept })}</p> : null}
      {/* The list main sends is fixed (electron/storage/backup/restore-preview.ts); the catalog says it in words. */}
      <p className="muted small">{t('backups.neverRestored')}</p>
      <div className="button-row">
        <button
          type="button"
          className="primary-button small"
          onClick={props.onRestore}
          disabled={props.busy || nothing}
        >
          {t('backups.restore')}
        </button>
        <button type="button" className="ghost-button small" onClick={props.onCancel}>
          {t('common.cancel')}
        </button>
      </div>
    </div>
  );
}
