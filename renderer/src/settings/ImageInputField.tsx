// Model provider → "Images": whether this provider's models take images (provider.<id>.imageInput). "Automatic" asks
// the known vision families; an image sent to a model that does not take them is refused before any request.
import { useId } from 'react';
import type { ProviderId } from '../../../electron/shared/settings-schema';

const choices = [
  { value: 'auto', label: 'Automatic (known vision models)' },
  { value: 'yes', label: 'Yes, the models take images' },
  { value: 'no', label: 'No, never send images' },
] as const;

export function ImageInputField(props: {
  provider: ProviderId;
  value: 'auto' | 'yes' | 'no';
  onChange: (value: 'auto' | 'yes' | 'no') => void;
}) {
  const id = useId();
  return (
    <div className="field image-input-field">
      <label className="field-label" htmlFor={id}>
        Images
      </label>
      <select
        id={id}
        value={props.value}
        onChange={(event) => props.onChange(event.target.value as 'auto' | 'yes' | 'no')}
      >
        {choices.map((choice) => (
          <option key={choice.value} value={choice.value}>
            {choice.label}
          </option>
        ))}
      </select>
      <span className="field-note">
        Whether attached images and tool screenshots are shown to the model (provider.{props.provider}.imageInput).
      </span>
    </div>
  );
}
