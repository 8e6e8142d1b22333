// One row of "What this model can do" (ModelCapabilitiesPanel.tsx): the value Hearth believes, where it came from,
// and a choice that corrects it for this model ("as read" keeps no correction).
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

export function CapabilityRow(props: {
  label: string;
  believed: string;
  source: string;
  /** The stored correction, or '' for none. */
  value: string;
  options: readonly { value: string; label: string }[];
  onChange: (value: string) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div className="capability-row">
      <dt>{props.label}</dt>
      <dd>
        <span className="capability-value">{props.believed}</span>{' '}
        <span className="capability-source">{props.source}</span>
      </dd>
      <dd className="field">
        <label className="field-label" htmlFor={id}>
          {t('capabilities.correct', { what: props.label })}
        </label>
        <select id={id} value={props.value} onChange={(event) => props.onChange(event.target.value)}>
          <option value="">{t('capabilities.asRead')}</option>
          {props.options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </dd>
    </div>
  );
}
