// Asks for the values a prompt needs before it is inserted: a saved prompt's free-text `{{variables}}` or an MCP
// prompt's arguments. A modal dialog titled with the command; Insert checks required fields, Cancel (or Esc) drops it.
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isEnterToAct } from '../../lib/ime';

export interface PromptField {
  name: string;
  description?: string;
  required: boolean;
}

interface PromptFieldsDialogProps {
  command: string;
  fields: readonly PromptField[];
  initial?: Readonly<Record<string, string>>;
  onInsert: (values: Record<string, string>) => void;
  onCancel: () => void;
}

export function PromptFieldsDialog({ command, fields, initial = {}, onInsert, onCancel }: PromptFieldsDialogProps) {
  const { t } = useTranslation();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const [values, setValues] = useState<Record<string, string>>(() =>
    Object.fromEntries(fields.map((field) => [field.name, initial[field.name] ?? ''])),
  );
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (dialog && !dialog.open) dialog.showModal();
    dialog?.querySelector<HTMLElement>('input, textarea')?.focus();
    return () => dialog?.close();
  }, []);

  return (
    <dialog
      ref={dialogRef}
      className="approval-dialog prompt-fields-dialog"
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        onCancel();
      }}
    >
      <form
        className="question-form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          const missing = fields.find((field) => field.required && !values[field.name]?.trim());
          if (missing) setError(t('slash.required', { name: missing.name }));
          else onInsert(values);
        }}
      >
        <header className="approval-header prompt-fields-header">
          <h2 id={titleId}>{t('slash.fillIn', { command })}</h2>
        </header>
        {error ? (
          <p className="field-error" role="alert">
            {error}
          </p>
        ) : null}
        {fields.map((field) => (
          <label key={field.name} className="field">
            <span className="field-label">
              {field.name}
              {field.required ? null : <span className="optional-mark"> {t('slash.optional')}</span>}
            </span>
            <textarea
              rows={2}
              value={values[field.name] ?? ''}
              aria-required={field.required || undefined}
              onChange={(event) => setValues((current) => ({ ...current, [field.name]: event.target.value }))}
              onKeyDown={(event) => {
                if (isEnterToAct(event) && !event.shiftKey) {
                  event.preventDefault();
                  event.currentTarget.form?.requestSubmit();
                }
              }}
            />
            {field.description ? <span className="field-note">{field.description}</span> : null}
          </label>
        ))}
        <footer className="approval-actions">
          <button type="button" className="secondary-button" onClick={onCancel}>
            {t('common.cancel')}
          </button>
          <span className="spacer" />
          <button type="submit" className="primary-button">
            {t('slash.insert')}
          </button>
        </footer>
      </form>
    </dialog>
  );
}
