// "About you and how to answer": the user's instructions (`assistant.instructions`), added to the system prompt of
// every run. A textarea saved with its Save button (or Ctrl/Cmd+Enter), showing main's answer.
import { formatNumber } from '../lib/format';
import { useTranslation } from 'react-i18next';
import { useId, useState } from 'react';
import { INSTRUCTIONS_MAX_CHARS } from '../../../electron/shared/settings-schema';
import { isEnterToAct } from '../lib/ime';

interface InstructionsFieldProps {
  value: string;
  onSave: (value: string) => Promise<{ ok: boolean; error?: string }>;
}

export function InstructionsField({ value, onSave }: InstructionsFieldProps) {
  const id = useId();
  const { t } = useTranslation();
  const [draft, setDraft] = useState(value);
  const [savedValue, setSavedValue] = useState(value);
  const [state, setState] = useState<{ kind: 'idle' | 'saving' | 'saved' | 'error'; message?: string }>({
    kind: 'idle',
  });
  if (savedValue !== value) {
    // main's value changed (saved here, or elsewhere, e.g. the CLI): show it.
    setSavedValue(value);
    setDraft(value);
  }
  const save = async () => {
    if (draft === value) return;
    setState({ kind: 'saving' });
    const result = await onSave(draft);
    setState(result.ok ? { kind: 'saved' } : { kind: 'error', message: result.error });
  };
  const note =
    state.kind === 'saved'
      ? t('settings.instructionsSaved')
      : state.kind === 'error'
        ? state.message
        : t('settings.instructionsNote', {
            used: formatNumber(draft.length),
            max: formatNumber(INSTRUCTIONS_MAX_CHARS),
          });
  return (
    <div className="field instructions-field">
      <label className="field-label" htmlFor={id}>
        {t('settings.instructions')}
      </label>
      <textarea
        id={id}
        value={draft}
        rows={5}
        maxLength={INSTRUCTIONS_MAX_CHARS}
        placeholder={t('settings.instructionsExample')}
        dir="auto"
        aria-describedby={`${id}-note`}
        onChange={(event) => {
          setDraft(event.target.value);
          setState({ kind: 'idle' });
        }}
        onKeyDown={(event) => {
          if (isEnterToAct(event) && (event.ctrlKey || event.metaKey)) {
            event.preventDefault();
            void save();
          }
        }}
      />
      <div className="row">
        <button
          type="button"
          className="primary-button small"
          onClick={() => void save()}
          disabled={draft === value || state.kind === 'saving'}
        >
          {state.kind === 'saving' ? t('settings.saving') : t('settings.saveInstructions')}
        </button>
      </div>
      <span
        id={`${id}-note`}
        className={`field-note${state.kind === 'error' ? ' error' : ''}`}
        role={state.kind === 'error' ? 'alert' : undefined}
      >
        {note}
      </span>
    </div>
  );
}
