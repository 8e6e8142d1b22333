// An MCP server's request for input as one form built from its schema: a labelled control per field (defaults filled
// in, required ones marked), the server's message shown as its words, and Accept / Decline / Cancel. Accept checks the
// form first and names the field in each error; the answer goes back whole through the question channel.
import { useTranslation } from 'react-i18next';
import { useId, useState } from 'react';
import {
  checkElicitationInputs,
  initialElicitationInputs,
  type ElicitationField,
  type ElicitationForm,
  type ElicitationFormAnswer,
  type ElicitationInput,
} from '../../../electron/shared/elicitation-form';
import { holdEnterWhileComposing } from '../lib/ime';

interface ElicitationFormPromptProps {
  describedId: string;
  form: ElicitationForm;
  onAnswer: (answer: ElicitationFormAnswer) => void;
}

const inputTypeOfFormat: Record<string, string> = { email: 'email', uri: 'url', date: 'date', 'date-time': 'text' };

export function ElicitationFormPrompt({ describedId, form, onAnswer }: ElicitationFormPromptProps) {
  const { t } = useTranslation();
  const [inputs, setInputs] = useState<Record<string, ElicitationInput>>(() => initialElicitationInputs(form.fields));
  const [errors, setErrors] = useState<{ field: string; message: string }[]>([]);
  const set = (name: string, value: ElicitationInput) => setInputs((current) => ({ ...current, [name]: value }));
  return (
    <form
      onKeyDown={holdEnterWhileComposing}
      className="question-form elicitation-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        const checked = checkElicitationInputs(form.fields, inputs);
        if (checked.ok) onAnswer({ elicitation: 'accept', content: checked.content });
        else setErrors(checked.errors);
      }}
    >
      <div id={describedId} className="elicitation-message">
        <span className="elicitation-source">{t('approval.serverMessage')}</span>
        <p className="question-text" dir="auto">
          {form.message}
        </p>
      </div>
      {errors.length > 0 ? (
        <div className="field-error elicitation-errors" role="alert">
          {errors.map((error) => (
            <p key={error.field}>{error.message}</p>
          ))}
        </div>
      ) : null}
      <div className="elicitation-fields">
        {form.fields.map((field, index) => (
          <FieldControl
            key={field.name}
            field={field}
            value={inputs[field.name]}
            invalid={errors.some((error) => error.field === field.name)}
            autoFocus={index === 0}
            onChange={(value) => set(field.name, value)}
          />
        ))}
      </div>
      <footer className="approval-actions">
        <button type="button" className="secondary-button" onClick={() => onAnswer({ elicitation: 'cancel' })}>
          {t('common.cancel')}
        </button>
        <button type="button" className="secondary-button" onClick={() => onAnswer({ elicitation: 'decline' })}>
          {t('approval.decline')}
        </button>
        <span className="spacer" />
        <button type="submit" className="primary-button">
          {t('approval.accept')}
        </button>
      </footer>
    </form>
  );
}

interface FieldControlProps {
  field: ElicitationField;
  value: ElicitationInput | undefined;
  invalid: boolean;
  autoFocus: boolean;
  onChange: (value: ElicitationInput) => void;
}

function FieldControl({ field, value, invalid, autoFocus, onChange }: FieldControlProps) {
  const { t } = useTranslation();
  const noteId = useId();
  const controlId = useId();
  const label = (
    <label className="field-label" htmlFor={controlId}>
      {field.title}
      {field.required ? (
        <span className="required-mark" aria-hidden="true">
          {' '}
          *
        </span>
      ) : (
        <span className="optional-mark"> {t('approval.optional')}</span>
      )}
    </label>
  );
  const note = field.description ? (
    <span id={noteId} className="field-note">
      {field.description}
    </span>
  ) : null;
  const described = field.description ? { 'aria-describedby': noteId } : {};
  const common = { 'aria-invalid': invalid || undefined, 'aria-required': field.required || undefined, ...described };

  if (field.kind === 'boolean')
    return (
      <div className="field">
        <label className="choice">
          <input
            type="checkbox"
            checked={value === true}
            autoFocus={autoFocus}
            onChange={(event) => onChange(event.target.checked)}
            {...described}
          />
          <span>{field.title}</span>
        </label>
        {note}
      </div>
    );
  if (field.kind === 'multi') {
    const picked = Array.isArray(value) ? value : [];
    return (
      <fieldset className="field" {...described}>
        <legend className="field-label">
          {field.title}
          {field.required ? null : <span className="optional-mark"> {t('approval.optional')}</span>}
        </legend>
        <div className="choice-row">
          {(field.options ?? []).map((option, index) => (
            <label key={option} className="choice">
              <input
                type="checkbox"
                checked={picked.includes(option)}
                autoFocus={autoFocus && index === 0}
                onChange={(event) =>
                  onChange(event.target.checked ? [...picked, option] : picked.filter((item) => item !== option))
                }
              />
              <span>{field.optionLabels?.[index] ?? option}</span>
            </label>
          ))}
        </div>
        {note}
      </fieldset>
    );
  }
  const text = typeof value === 'string' ? value : '';
  if (field.kind === 'enum')
    return (
      <div className="field">
        {label}
        <select
          id={controlId}
          value={text}
          autoFocus={autoFocus}
          onChange={(event) => onChange(event.target.value)}
          {...common}
        >
          {field.required && text !== '' ? null : <option value="">—</option>}
          {(field.options ?? []).map((option, index) => (
            <option key={option} value={option}>
              {field.optionLabels?.[index] ?? option}
            </option>
          ))}
        </select>
        {note}
      </div>
    );
  const numeric = field.kind === 'number' || field.kind === 'integer';
  return (
    <div className="field">
      {label}
      <input
        id={controlId}
        type={numeric ? 'number' : (inputTypeOfFormat[field.format ?? ''] ?? 'text')}
        value={text}
        autoFocus={autoFocus}
        {...(numeric && field.kind === 'integer' ? { step: 1 } : {})}
        {...(field.minimum !== undefined ? { min: field.minimum } : {})}
        {...(field.maximum !== undefined ? { max: field.maximum } : {})}
        {...(field.maxLength !== undefined && !numeric ? { maxLength: field.maxLength } : {})}
        onChange={(event) => onChange(event.target.value)}
        {...common}
      />
      {note}
    </div>
  );
}
