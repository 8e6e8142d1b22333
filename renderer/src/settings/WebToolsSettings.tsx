// Settings for web access, under the web tools' rows: the search provider, the SearXNG address, the Brave and Tavily
// keys (straight to the keychain), and whether web_fetch may reach private-network addresses.
import { useTranslation } from 'react-i18next';
import { useId } from 'react';
import { webSearchProviders, type WebSearchProvider } from '../../../electron/shared/settings-schema';
import { useSettings } from '../services-context';
import { ApiKeyField } from './ApiKeyField';
import { SettingField } from './SettingField';
import { Switch } from './Switch';

const providerLabels = {
  duckduckgo: 'tools.duckduckgo',
  searxng: 'tools.searxng',
  brave: 'tools.brave',
  tavily: 'tools.tavily',
} as const satisfies Record<WebSearchProvider, string>;

export function WebToolsSettings() {
  const { t } = useTranslation();
  const settings = useSettings((state) => state.settings)!;
  const set = useSettings((state) => state.set);
  const web = settings.tools.web;
  const selectId = useId();
  return (
    <div className="web-settings" role="group" aria-label={t('tools.web')}>
      <h3>{t('tools.web')}</h3>
      <p className="section-intro">{t('tools.webIntro')}</p>
      <div className="field-grid">
        <div className="field">
          <label className="field-label" htmlFor={selectId}>
            {t('tools.searchProvider')}
          </label>
          <select
            id={selectId}
            value={web.searchProvider}
            onChange={(event) => void set('tools.web.searchProvider', event.target.value)}
          >
            {webSearchProviders.map((provider) => (
              <option key={provider} value={provider}>
                {t(providerLabels[provider])}
              </option>
            ))}
          </select>
          <span className="field-note">{t('tools.searchProviderHint')}</span>
        </div>
        {web.searchProvider === 'searxng' ? (
          <SettingField
            label={t('tools.searxngAddress')}
            monospace
            value={web.searxngUrl}
            placeholder="https://searx.example.org"
            onSave={(value) => set('tools.web.searxngUrl', value.trim())}
            hint={t('tools.searxngHint')}
          />
        ) : null}
      </div>
      {web.searchProvider === 'brave' ? <ApiKeyField provider="brave" needsKey label={t('tools.braveKey')} /> : null}
      {web.searchProvider === 'tavily' ? <ApiKeyField provider="tavily" needsKey label={t('tools.tavilyKey')} /> : null}
      <div className="tool-row-extra">
        <Switch
          label={t('tools.privateNetwork')}
          checked={web.allowPrivateNetwork}
          onChange={(value) => void set('tools.web.allowPrivateNetwork', value)}
        />
        <span>{t('tools.privateNetworkHint')}</span>
      </div>
    </div>
  );
}
