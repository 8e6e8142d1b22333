// Model provider: preset, base URL, model picked from the server's /models, the API key (written to the keychain,
// then only "stored in the system keychain" with Delete) and "Test connection".
import { providerLabel } from '../i18n/provider-label';
import { useTranslation } from 'react-i18next';
import { providerIds, providerPresets, type ProviderId } from '../../../electron/shared/settings-schema';
import { useSettings } from '../services-context';
import { ApiKeyField } from './ApiKeyField';
import { FallbackListField } from './FallbackListField';
import { ImageInputField } from './ImageInputField';
import { LocalServersPanel } from './LocalServersPanel';
import { ModelCapabilitiesPanel } from './ModelCapabilitiesPanel';
import { SettingField } from './SettingField';

export function ProviderSection() {
  const { t } = useTranslation();
  const settings = useSettings((state) => state.settings)!;
  const set = useSettings((state) => state.set);
  const models = useSettings((state) => state.models);
  const fetchModels = useSettings((state) => state.fetchModels);
  const active = settings.provider.active;
  const config = settings.provider[active];
  const listing = models[active];
  const listId = `models-${active}`;

  return (
    <section id="settings-provider" className="settings-section" aria-labelledby="settings-provider-title">
      <h2 id="settings-provider-title">{t('settings.provider')}</h2>
      <p className="section-intro">{t('provider.intro')}</p>
      <LocalServersPanel />
      <div className="preset-grid" role="radiogroup" aria-label={t('chat.provider')}>
        {providerIds.map((id: ProviderId) => (
          <label key={id} className={`preset${id === active ? ' selected' : ''}`}>
            <input
              type="radio"
              name="provider"
              checked={id === active}
              onChange={() => void set('provider.active', id)}
            />
            <span className="preset-name">{providerLabel(id, t)}</span>
            <span className="preset-url">{settings.provider[id].baseUrl}</span>
          </label>
        ))}
      </div>
      <div className="field-grid">
        <SettingField
          key={`${active}-url`}
          label={t('provider.baseUrl')}
          monospace
          value={config.baseUrl}
          onSave={(value) => set(`provider.${active}.baseUrl`, value.trim())}
          hint={t('provider.baseUrlHint')}
        />
        <SettingField
          key={`${active}-model`}
          label={t('chat.model')}
          monospace
          value={config.model}
          list={listId}
          placeholder={t('provider.modelPlaceholder')}
          onSave={(value) => set(`provider.${active}.model`, value.trim())}
          hint={
            listing?.models ? t('provider.modelsAvailable', { count: listing.models.length }) : t('provider.modelHint')
          }
        />
        <datalist id={listId}>
          {(listing?.models ?? []).map((model) => (
            <option key={model} value={model} />
          ))}
        </datalist>
        <ImageInputField
          key={`${active}-images`}
          provider={active}
          value={config.imageInput}
          onChange={(value) => void set(`provider.${active}.imageInput`, value)}
        />
      </div>
      {listing?.models && listing.models.length > 0 ? (
        <div className="model-chips" role="group" aria-label={t('provider.modelsOnServer')}>
          {listing.models.slice(0, 24).map((model) => (
            <button
              key={model}
              type="button"
              className={`chip-button${model === config.model ? ' selected' : ''}`}
              aria-pressed={model === config.model}
              onClick={() => void set(`provider.${active}.model`, model)}
            >
              {model}
            </button>
          ))}
        </div>
      ) : null}
      <ModelCapabilitiesPanel key={`${active}-capabilities`} provider={active} model={config.model} />
      <ApiKeyField provider={active} needsKey={providerPresets[active].needsKey} />
      <FallbackListField />
      <div className="row">
        <button
          type="button"
          className="secondary-button"
          onClick={() => void fetchModels(active)}
          disabled={listing?.busy}
        >
          {listing?.busy ? t('provider.testing') : t('provider.test')}
        </button>
        <span role="status" className={`connection-result${listing?.error ? ' error' : ''}`}>
          {listing?.error
            ? listing.error
            : listing?.models
              ? t('provider.connected', { count: listing.models.length })
              : ''}
        </span>
      </div>
    </section>
  );
}
