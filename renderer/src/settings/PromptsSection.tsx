// Settings → Prompts: the saved prompts offered as slash commands in the composer (`prompts.saved`). Add, edit and
// delete; a name taken or reserved, or an empty text, is refused with the field named and nothing is lost.
import { useId, useState } from 'react';
import { SAVED_PROMPT_MAX_CHARS, savedPromptProblem, type SavedPrompt } from '../../../electron/shared/saved-prompts';
import { useSettings } from '../services-context';
import { ConfirmDeleteButton } from './ConfirmDeleteButton';
import { holdEnterWhileComposing } from '../lib/ime';

/** One empty list (a new [] per read would make the store's selector never settle). */
const noPrompts: readonly SavedPrompt[] = [];

export function PromptsSection() {
  const saved = useSettings((state) => state.settings?.prompts.saved ?? noPrompts);
  const set = useSettings((state) => state.set);
  const [editing, setEditing] = useState<number | 'new' | null>(null);

  const save = async (list: SavedPrompt[]) => {
    const result = await set('prompts.saved', list);
    return result.ok ? undefined : result.error;
  };

  return (
    <section id="settings-prompts" className="settings-section" aria-labelledby="settings-prompts-title">
      <h2 id="settings-prompts-title">Prompts</h2>
      <p className="muted">
        Type <code>/</code> at the start of a message to use one. In a prompt, <code>{'{{date}}'}</code> becomes today’s
        date, <code>{'{{clipboard}}'}</code> what you copied, and any other <code>{'{{name}}'}</code> is asked for when
        you use it.
      </p>
      {saved.length === 0 && editing !== 'new' ? <p className="muted">No saved prompts yet.</p> : null}
      <ul className="saved-prompts" aria-label="Saved prompts">
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
                aria-label={`Edit /${prompt.name}`}
                onClick={() => setEditing(index)}
              >
                Edit
              </button>
              <ConfirmDeleteButton
                verb="Delete"
                question={`Delete /${prompt.name}?`}
                ariaLabel={`Delete /${prompt.name}`}
                groupLabel="Confirm deletion"
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
          Add prompt
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
  const id = useId();
  const [name, setName] = useState(initial.name);
  const [text, setText] = useState(initial.text);
  const [error, setError] = useState<string | null>(null);
  return (
    <form
      onKeyDown={holdEnterWhileComposing}
      className="prompt-editor"
      aria-label={initial.name ? `Edit /${initial.name}` : 'New prompt'}
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
          Name
        </label>
        <input
          id={`${id}-name`}
          value={name}
          placeholder="e.g. standup"
          autoFocus
          onChange={(event) => setName(event.target.value)}
        />
      </div>
      <div className="field">
        <label className="field-label" htmlFor={`${id}-text`}>
          Prompt text
        </label>
        <textarea
          id={`${id}-text`}
          rows={4}
          value={text}
          maxLength={SAVED_PROMPT_MAX_CHARS}
          placeholder="e.g. Write my standup for {{date}} from these notes: {{notes}}"
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
          Save prompt
        </button>
        <button type="button" className="secondary-button" onClick={onCancel}>
          Cancel
        </button>
      </div>
    </form>
  );
}
