// Model provider → "Images": whether this provider's models take images (provider.<id>.imageInput). "Automatic" asks
// the known vision families; an image sent to a model that does not take them is refused before any request.
import { useTranslation } from 'react-i18next';
import { useId } from 'react';
import type { ProviderId } from '../../../electron/shared/settings-schema';

const choices = [
  { value: 'auto', label: 'provider.imagesAuto' },
  { value: 'yes', label: 'provider.imagesYes' },
  { value: 'no', label: 'provider.imagesNo' },
] as const;

export function ImageInputField(props: {
  provider: ProviderId;
  value: 'auto' | 'yes' | 'no';
  onChange: (value: 'auto' | 'yes' | 'no') => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div className="field image-input-field">
      <label className="field-label" htmlFor={id}>
        {t('provider.images')}
      </label>
      <select
        id={id}
        value={props.value}
        onChange={(event) => props.onChange(event.target.value as 'auto' | 'yes' | 'no')}
      >
        {choices.map((choice) => (
          <option key={choice.value} value={choice.value}>
            {t(choice.label)}
          </option>
        ))}
      </select>
      <span className="field-note">
        {t('provider.imagesNote', { setting: `provider.${props.provider}.imageInput` })}
      </span>
    </div>
  );
}
