// The API key for a provider: typed once and written to the system keychain through main. Afterwards the page only
// knows that a key is stored (secrets:status); the value never comes back.
import { useTranslation } from 'react-i18next';
import { useRef, useState } from 'react';
import type { KeychainAccount } from '../../../electron/shared/settings-schema';
import { useSettings } from '../services-context';

export function ApiKeyField({
  provider,
  needsKey,
  label,
}: {
  provider: KeychainAccount;
  needsKey: boolean;
  /** The field's name (several key fields can be on one page). */
  label?: string;
}) {
  const { t } = useTranslation();
  const keychain = useSettings((state) => state.keychain);
  const saveKey = useSettings((state) => state.saveKey);
  const deleteKey = useSettings((state) => state.deleteKey);
  const inputRef = useRef<HTMLInputElement>(null);
  const [filled, setFilled] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const stored = keychain?.accounts[provider] === true;
  const unavailable = keychain?.backend.startsWith('unavailable') ? keychain.backend : null;

  if (stored) {
    return (
      <div className="field">
        <span className="field-label">{label ?? t('setup.apiKey')}</span>
        <div className="key-stored" role="status">
          <span className="key-dot" aria-hidden="true" />
          {t('provider.keyStored')}
          <button type="button" className="ghost-button small danger" onClick={() => void deleteKey(provider)}>
            {t('provider.deleteKey')}
          </button>
        </div>
      </div>
    );
  }
  return (
    <form
      className="field"
      onSubmit={(event) => {
        event.preventDefault();
        const input = inputRef.current;
        const value = input?.value ?? '';
        if (!input || !value) return;
        // Uncontrolled on purpose: the key is never mirrored into React state or DOM attributes, and is cleared at once.
        input.value = '';
        setFilled(false);
        setBusy(true);
        void saveKey(provider, value).then((result) => {
          setBusy(false);
          setError(result.ok ? null : result.error);
        });
      }}
    >
      <label className="field-label" htmlFor={`api-key-${provider}`}>
        {label ?? t('setup.apiKey')} {needsKey ? '' : t('provider.keyOptional')}
      </label>
      <div className="row">
        <input
          id={`api-key-${provider}`}
          type="password"
          className="mono-input grow"
          autoComplete="off"
          spellCheck={false}
          placeholder={t('provider.keyPlaceholder')}
          ref={inputRef}
          onChange={(event) => setFilled(event.target.value.length > 0)}
        />
        <button type="submit" className="primary-button" disabled={!filled || busy}>
          {busy ? t('settings.saving') : t('provider.saveKey')}
        </button>
      </div>
      {error ? (
        <span className="field-note error" role="alert">
          {error}
        </span>
      ) : (
        <span className="field-note">
          {unavailable ? t('provider.keychainState', { state: unavailable }) : t('provider.keyNote')}
        </span>
      )}
    </form>
  );
}
