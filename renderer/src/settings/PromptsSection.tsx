// Settings → Prompts: the saved prompts offered as slash commands in the composer (`prompts.saved`). Add, edit and
// delete; a name taken or reserved, or an empty text, is refused with the field named and nothing is lost.
import { Trans, useTranslation } from 'react-i18next';
import { useId, useState } from 'react';
import { SAVED_PROMPT_MAX_CHARS, savedPromptProblem, type SavedPrompt } from '../../../electron/shared/saved-prompts';
import { useSettings } from '../services-context';
import { ConfirmDeleteButton } from './ConfirmDeleteButton';
import { holdEnterWhileComposing } from '../lib/ime';

/** One empty list (a new [] per read would make the store's selector never settle). */
const noPrompts: readonly SavedPrompt[] = [];

export function PromptsSection() {
  const { t } = useTranslation();
  const saved = useSettings((state) => state.settings?.prompts.saved ?? noPrompts);
  const set = useSettings((state) => state.set);
  const [editing, setEditing] = useState<number | 'new' | null>(null);

  const save = async (list: SavedPrompt[]) => {
    const result = await set('prompts.saved', list);
    return result.ok ? undefined : result.error;
  };

  return (
    <section id="settings-prompts" className="settings-section" aria-labelledby="settings-prompts-title">
      <h2 id="settings-prompts-title">{t('settings.prompts')}</h2>
      <p className="muted">
        <Trans
          t={t}
          i18nKey="prompts.intro"
          values={{ date: '{{date}}', clipboard: '{{clipboard}}', name: '{{name}}' }}
          components={{ code: <code /> }}
        />
      </p>
      {saved.length === 0 && editing !== 'new' ? <p className="muted">{t('prompts.none')}</p> : null}
      <ul className="saved-prompts" aria-label={t('prompts.saved')}>
        {saved.map((prompt, index) =>
          editing === index ? (
            <li key={prompt.name}>
              <PromptEditor
                initial={prompt}
                others={saved.filter((_, other) => other !== index)}
                onCancel={() => setEditing(null)}
                onSave={async (next) => {
                  const error = await save(saved.map((item, other) => (other === index ? next : item)));
                  if (!error) setEditing(null);
                  return error;
                }}
              />
            </li>
          ) : (
            <li key={prompt.name} className="saved-prompt">
              <div className="saved-prompt-text">
                <strong>/{prompt.name}</strong>
                <span className="muted">{prompt.text}</span>
              </div>
              <button
                type="button"
                className="secondary-button small"
                aria-label={t('prompts.editName', { name: prompt.name })}
                onClick={() => setEditing(index)}
              >
                {t('common.edit')}
              </button>
              <ConfirmDeleteButton
                verb={t('common.delete')}
                question={t('prompts.deleteQuestion', { name: prompt.name })}
                ariaLabel={t('prompts.deleteName', { name: prompt.name })}
                groupLabel={t('prompts.confirmDeletion')}
                onConfirm={() => void save(saved.filter((_, other) => other !== index))}
              />
            </li>
          ),
        )}
      </ul>
      {editing === 'new' ? (
        <PromptEditor
          initial={{ name: '', text: '' }}
          others={saved}
          onCancel={() => setEditing(null)}
          onSave={async (next) => {
            const error = await save([...saved, next]);
            if (!error) setEditing(null);
            return error;
          }}
        />
      ) : (
        <button type="button" className="secondary-button" onClick={() => setEditing('new')}>
          {t('prompts.add')}
        </button>
      )}
    </section>
  );
}

interface PromptEditorProps {
  initial: SavedPrompt;
  others: readonly SavedPrompt[];
  onSave: (prompt: SavedPrompt) => Promise<string | undefined>;
  onCancel: () => void;
}

function PromptEditor({ initial, others, onSave, onCancel }: PromptEditorProps) {
  const { t } = useTranslation();
  const id = useId();
  const [name, setName] = useState(initial.name);
  const [text, setText] = useState(initial.text);
  const [error, setError] = useState<string | null>(null);
  return (
    <form
      onKeyDown={holdEnterWhileComposing}
      className="prompt-editor"
      aria-label={initial.name ? t('prompts.editName', { name: initial.name }) : t('prompts.new')}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        const prompt = { name: name.trim().replace(/^\//, ''), text };
        const problem = savedPromptProblem(prompt, others);
        if (problem) return setError(problem);
        void onSave(prompt).then((failed) => setError(failed ?? null));
      }}
    >
      <div className="field">
        <label className="field-label" htmlFor={`${id}-name`}>
          {t('sidebar.name')}
        </label>
        <input
          id={`${id}-name`}
          value={name}
          placeholder={t('setup.modelExample', { model: 'standup' })}
          autoFocus
          onChange={(event) => setName(event.target.value)}
        />
      </div>
      <div className="field">
        <label className="field-label" htmlFor={`${id}-text`}>
          {t('prompts.text')}
        </label>
        <textarea
          id={`${id}-text`}
          rows={4}
          value={text}
          maxLength={SAVED_PROMPT_MAX_CHARS}
          placeholder={t('prompts.textExample', { date: '{{date}}', notes: '{{notes}}' })}
          onChange={(event) => setText(event.target.value)}
        />
      </div>
      {error ? (
        <p className="field-error" role="alert">
          {error}
        </p>
      ) : null}
      <div className="row">
        <button type="submit" className="primary-button">
          {t('prompts.savePrompt')}
        </button>
        <button type="button" className="secondary-button" onClick={onCancel}>
          {t('common.cancel')}
        </button>
      </div>
    </form>
  );
}
