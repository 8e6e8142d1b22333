// The sidebar's "New project" form: a name and an existing folder (its workspace; its HEARTH.md/AGENTS.md apply to the
// project's chats). A refusal (no such folder, no name) is shown as is and nothing is created.
import { useTranslation } from 'react-i18next';
import { useState } from 'react';
import { useProjects } from '../services-context';
import { holdEnterWhileComposing } from '../lib/ime';

export function NewProjectForm({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation();
  const add = useProjects((state) => state.add);
  const [name, setName] = useState('');
  const [folder, setFolder] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  return (
    <form
      onKeyDown={holdEnterWhileComposing}
      className="new-project-form"
      aria-label={t('sidebar.newProject')}
      onSubmit={(event) => {
        event.preventDefault();
        setBusy(true);
        void add(name, folder).then((outcome) => {
          setBusy(false);
          if (outcome.ok) onDone();
          else setError(outcome.error);
        });
      }}
    >
      <label>
        <span>{t('sidebar.name')}</span>
        <input value={name} autoFocus maxLength={100} onChange={(event) => setName(event.target.value)} />
      </label>
      <label>
        <span>{t('sidebar.folder')}</span>
        <input
          value={folder}
          placeholder="/home/me/projects/garden"
          spellCheck={false}
          onChange={(event) => setFolder(event.target.value)}
        />
      </label>
      {error ? (
        <p className="form-error" role="alert">
          {error}
        </p>
      ) : null}
      <div className="row">
        <button type="submit" className="primary-button small" disabled={busy}>
          {t('sidebar.addProject')}
        </button>
        <button type="button" className="ghost-button small" onClick={onDone}>
          {t('common.cancel')}
        </button>
      </div>
    </form>
  );
}
