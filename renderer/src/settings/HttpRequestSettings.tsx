// Settings → Tools → HTTP requests: whether http_request may reach the private network, and its secrets — named in
// `tools.httpRequest.secretNames`, their values written once to the keychain as `http:NAME` and never read back.
import { useTranslation } from 'react-i18next';
import { useId, useRef, useState } from 'react';
import { httpSecretAccount, normalizeHttpSecretName } from '../../../electron/shared/http-secrets';
import { holdEnterWhileComposing } from '../lib/ime';
import { useSettings } from '../services-context';
import { Switch } from './Switch';

export function HttpRequestSettings() {
  const { t } = useTranslation();
  const settings = useSettings((state) => state.settings)!;
  const keychain = useSettings((state) => state.keychain);
  const set = useSettings((state) => state.set);
  const saveKey = useSettings((state) => state.saveKey);
  const deleteKey = useSettings((state) => state.deleteKey);
  const { allowPrivateNetwork, secretNames } = settings.tools.httpRequest;
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const valueRef = useRef<HTMLInputElement>(null);
  const nameId = useId();
  const valueId = useId();

  const add = async () => {
    const normalized = normalizeHttpSecretName(name);
    const input = valueRef.current;
    const value = input?.value ?? '';
    if (!normalized) return setError(t('httpRequest.badName'));
    if (!input || !value) return;
    // Uncontrolled on purpose: the value is never mirrored into React state or the DOM, and is cleared at once.
    input.value = '';
    setBusy(true);
    // The name is listed first, so the keychain status read after the value is stored includes it.
    const others = secretNames.filter((n) => n !== normalized);
    const listed = await set('tools.httpRequest.secretNames', [...others, normalized].sort());
    const saved = listed.ok ? await saveKey(httpSecretAccount(normalized) as `http:${string}`, value) : listed;
    if (listed.ok && !saved.ok && !secretNames.includes(normalized)) await set('tools.httpRequest.secretNames', others);
    setBusy(false);
    setError(saved.ok ? null : saved.error);
    if (saved.ok) setName('');
  };

  const remove = async (secret: string) => {
    await deleteKey(httpSecretAccount(secret) as `http:${string}`);
    await set(
      'tools.httpRequest.secretNames',
      secretNames.filter((n) => n !== secret),
    );
  };

  return (
    <div className="web-settings http-settings" role="group" aria-label={t('httpRequest.title')}>
      <h3>{t('httpRequest.title')}</h3>
      <p className="section-intro">{t('httpRequest.intro')}</p>
      <div className="tool-row-extra">
        <Switch
          label={t('httpRequest.privateNetwork')}
          checked={allowPrivateNetwork}
          onChange={(value) => void set('tools.httpRequest.allowPrivateNetwork', value)}
        />
        <span>{t('httpRequest.privateNetworkHint')}</span>
      </div>
      <h4>{t('httpRequest.secrets')}</h4>
      <p className="field-note">{t('httpRequest.secretsIntro', { placeholder: '{{secret:NAME}}' })}</p>
      {secretNames.length === 0 ? (
        <p className="field-note">{t('httpRequest.noSecrets')}</p>
      ) : (
        <ul className="http-secret-list" aria-label={t('httpRequest.secrets')}>
          {secretNames.map((secret) => (
            <li key={secret}>
              <code>{`{{secret:${secret}}}`}</code>
              {keychain && keychain.accounts[httpSecretAccount(secret)] !== true ? (
                <span className="field-note error">{t('httpRequest.missingValue')}</span>
              ) : null}
              <button
                type="button"
                className="ghost-button small danger"
                aria-label={t('httpRequest.deleteSecret', { name: secret })}
                onClick={() => void remove(secret)}
              >
                {t('common.delete')}
              </button>
            </li>
          ))}
        </ul>
      )}
      <form
        className="http-secret-form"
        onKeyDown={holdEnterWhileComposing}
        onSubmit={(event) => {
          event.preventDefault();
          void add();
        }}
      >
        <div className="field">
          <label className="field-label" htmlFor={nameId}>
            {t('httpRequest.secretName')}
          </label>
          <input
            id={nameId}
            className="mono-input"
            autoComplete="off"
            spellCheck={false}
            placeholder="my-api-token"
            value={name}
            onChange={(event) => setName(event.target.value)}
          />
        </div>
        <div className="field">
          <label className="field-label" htmlFor={valueId}>
            {t('httpRequest.secretValue')}
          </label>
          <input
            id={valueId}
            type="password"
            className="mono-input"
            autoComplete="off"
            spellCheck={false}
            ref={valueRef}
          />
        </div>
        <button type="submit" className="primary-button" disabled={busy || !name.trim()}>
          {busy ? t('settings.saving') : t('httpRequest.addSecret')}
        </button>
      </form>
      {error ? (
        <p className="field-note error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
