// The hosted providers of the first-run setup (OpenAI, OpenRouter): pick one, paste its key (it goes straight to the
// system keychain; the page keeps nothing), optionally a model, and start. The key is checked softly afterwards.
import { providerLabel } from '../i18n/provider-label';
import { useTranslation } from 'react-i18next';
import { useState } from 'react';
import { providerIds, providerPresets, type ProviderId } from '../../../electron/shared/settings-schema';
import { useSettings } from '../services-context';
import { holdEnterWhileComposing } from '../lib/ime';

const hosted = providerIds.filter((id) => providerPresets[id].needsKey);

export function HostedProviderForm({
  busy,
  onSave,
}: {
  busy: boolean;
  onSave: (provider: ProviderId, key: string, model: string) => void;
}) {
  const { t } = useTranslation();
  const settings = useSettings((state) => state.settings);
  const [provider, setProvider] = useState<ProviderId>(hosted[0] ?? 'openai');
  const [key, setKey] = useState('');
  const [model, setModel] = useState<string | null>(null);
  const shownModel = model ?? settings?.provider[provider].model ?? '';
  return (
    <form
      onKeyDown={holdEnterWhileComposing}
      className="setup-hosted"
      aria-label={t('setup.hostedProvider')}
      onSubmit={(event) => {
        event.preventDefault();
        onSave(provider, key, shownModel);
        setKey('');
      }}
    >
      <div className="preset-grid" role="radiogroup" aria-label={t('setup.hostedProvider')}>
        {hosted.map((id) => (
          <label key={id} className={`preset${id === provider ? ' selected' : ''}`}>
            <input
              type="radio"
              name="setup-provider"
              checked={id === provider}
              onChange={() => {
                setProvider(id);
                setModel(null);
              }}
            />
            <span className="preset-name">{providerLabel(id, t)}</span>
            <span className="preset-url">{providerPresets[id].baseUrl}</span>
          </label>
        ))}
      </div>
      <label className="setup-field">
        <span>{t('setup.apiKey')}</span>
        <input
          type="password"
          autoComplete="off"
          spellCheck={false}
          value={key}
          onChange={(event) => setKey(event.target.value)}
          placeholder={t('setup.pasteKey', { provider: providerLabel(provider, t) })}
        />
      </label>
      <label className="setup-field">
        <span>{t('chat.model')}</span>
        <input
          spellCheck={false}
          value={shownModel}
          onChange={(event) => setModel(event.target.value)}
          placeholder={t('setup.modelExample', { model: 'gpt-4o-mini' })}
        />
      </label>
      <p className="setup-muted">{t('setup.keyNote')}</p>
      <button type="submit" className="primary-button" disabled={busy || key.trim() === ''}>
        {t('setup.saveAndStart')}
      </button>
    </form>
  );
}
