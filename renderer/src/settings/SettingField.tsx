// A text setting that is saved on Enter or when it loses focus, showing main's answer (saved / the error).
import { useTranslation } from 'react-i18next';
import { useId, useState } from 'react';
import { isEnterToAct } from '../lib/ime';

interface SettingFieldProps {
  label: string;
  value: string;
  onSave: (value: string) => Promise<{ ok: boolean; error?: string }>;
  hint?: string;
  placeholder?: string;
  monospace?: boolean;
  list?: string;
}

export function SettingField({ label, value, onSave, hint, placeholder, monospace, list }: SettingFieldProps) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState(value);
  const [state, setState] = useState<{ kind: 'idle' | 'saved' | 'error'; message?: string }>({ kind: 'idle' });
  const id = useId();
  const [savedValue, setSavedValue] = useState(value);
  if (savedValue !== value) {
    // main's value changed (saved, or changed elsewhere): show it.
    setSavedValue(value);
    setDraft(value);
  }

  const save = async () => {
    if (draft === value) return;
    const result = await onSave(draft);
    setState(result.ok ? { kind: 'saved' } : { kind: 'error', message: result.error });
  };
  return (
    <div className="field">
      <label className="field-label" htmlFor={id}>
        {label}
      </label>
      <input
        id={id}
        className={monospace ? 'mono-input' : undefined}
        value={draft}
        placeholder={placeholder}
        list={list}
        aria-describedby={`${id}-note`}
        onChange={(event) => {
          setDraft(event.target.value);
          setState({ kind: 'idle' });
        }}
        onBlur={() => void save()}
        onKeyDown={(event) => {
          if (isEnterToAct(event)) void save();
          if (event.key === 'Escape') setDraft(value);
        }}
      />
      <span
        id={`${id}-note`}
        className={`field-note${state.kind === 'error' ? ' error' : ''}`}
        role={state.kind === 'error' ? 'alert' : undefined}
      >
        {state.kind === 'saved' ? t('settings.saved') : state.kind === 'error' ? state.message : hint}
      </span>
    </div>
  );
}
