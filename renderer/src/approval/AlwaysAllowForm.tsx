// "Always allow…": choose what to remember (exact command, an editable prefix, a host or the whole tool) and for how
// long (this conversation or forever); sent as `remember` with the approval.
import { useTranslation } from 'react-i18next';
import { useId, useState } from 'react';
import type { ApprovalRequest } from '../../../electron/shared/agent-events';
import type { ApprovalAnswer } from '../stores/approval-store';
import { matchOptions, prefixProblem, type MatchKind } from './always-allow-options';
import { holdEnterWhileComposing } from '../lib/ime';

type Remember = NonNullable<ApprovalAnswer['remember']>;

interface AlwaysAllowFormProps {
  request: ApprovalRequest;
  onCancel: () => void;
  onConfirm: (remember: Remember) => void;
}

export function AlwaysAllowForm({ request, onCancel, onConfirm }: AlwaysAllowFormProps) {
  const { t } = useTranslation();
  const options = matchOptions(request);
  const [kind, setKind] = useState<MatchKind>(options[0]!.kind);
  const [values, setValues] = useState<Record<string, string>>(() =>
    Object.fromEntries(options.map((option) => [option.kind, option.value ?? ''])),
  );
  const [scope, setScope] = useState<Remember['scope']>('conversation');
  const name = useId();
  const value = values[kind] ?? '';
  const problem =
    kind === 'prefix'
      ? prefixProblem(request, value)
      : kind === 'host' && !value.trim()
        ? t('approval.enterHost')
        : null;

  return (
    <form
      onKeyDown={holdEnterWhileComposing}
      className="always-form"
      onSubmit={(event) => {
        event.preventDefault();
        if (problem) return;
        onConfirm({
          scope,
          match: kind === 'any' ? { kind } : { kind, value: kind === 'exact' ? value : value.trim() },
        });
      }}
    >
      <fieldset>
        <legend>{t('approval.alwaysAllowLegend')}</legend>
        {options.map((option) => (
          <div key={option.kind} className="choice-row">
            <label className="choice">
              <input
                type="radio"
                name={`${name}-match`}
                value={option.kind}
                checked={kind === option.kind}
                autoFocus={kind === option.kind}
                onChange={() => setKind(option.kind)}
              />
              <span>{option.label}</span>
            </label>
            {option.editable ? (
              <input
                className="mono-input"
                aria-label={option.label}
                value={values[option.kind] ?? ''}
                disabled={kind !== option.kind}
                onChange={(event) => setValues({ ...values, [option.kind]: event.target.value })}
              />
            ) : option.value && option.kind === 'exact' ? (
              <code className="choice-value">{option.value}</code>
            ) : null}
          </div>
        ))}
        {problem ? (
          <p className="field-error" role="alert">
            {problem}
          </p>
        ) : null}
      </fieldset>
      <fieldset>
        <legend>{t('approval.forLegend')}</legend>
        <div className="segmented">
          <label className="choice">
            <input
              type="radio"
              name={`${name}-scope`}
              checked={scope === 'conversation'}
              onChange={() => setScope('conversation')}
            />
            <span>{t('approval.thisConversation')}</span>
          </label>
          <label className="choice">
            <input
              type="radio"
              name={`${name}-scope`}
              checked={scope === 'forever'}
              onChange={() => setScope('forever')}
            />
            <span>{t('approval.forever')}</span>
          </label>
        </div>
      </fieldset>
      <footer className="approval-actions">
        <button type="button" className="secondary-button" onClick={onCancel}>
          {t('common.back')}
        </button>
        <span className="spacer" />
        <button type="submit" className="primary-button" disabled={problem !== null}>
          {t('approval.allowAndRemember')}
        </button>
      </footer>
    </form>
  );
}
