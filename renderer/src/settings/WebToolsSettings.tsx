// Settings for web access, under the web tools' rows: the search provider, the SearXNG address, the Brave and Tavily
// keys (straight to the keychain), and whether web_fetch may reach private-network addresses.
import { useId } from 'react';
import { webSearchProviders, type WebSearchProvider } from '../../../electron/shared/settings-schema';
import { useSettings } from '../services-context';
import { ApiKeyField } from './ApiKeyField';
import { SettingField } from './SettingField';
import { Switch } from './Switch';

const providerLabels: Record<WebSearchProvider, string> = {
  duckduckgo: 'DuckDuckGo (no key needed)',
  searxng: 'SearXNG (your instance)',
  brave: 'Brave Search (API key)',
  tavily: 'Tavily (API key)',
};

export function WebToolsSettings() {
  const settings = useSettings((state) => state.settings)!;
  const set = useSettings((state) => state.set);
  const web = settings.tools.web;
  const selectId = useId();
  return (
    <div className="web-settings" role="group" aria-label="Web access">
      <h3>Web access</h3>
      <p className="section-intro">
        How web_search looks things up and what web_fetch may open. Pages and results are treated as untrusted data.
      </p>
      <div className="field-grid">
        <div className="field">
          <label className="field-label" htmlFor={selectId}>
            Search provider
          </label>
          <select
            id={selectId}
            value={web.searchProvider}
            onChange={(event) => void set('tools.web.searchProvider', event.target.value)}
          >
            {webSearchProviders.map((provider) => (
              <option key={provider} value={provider}>
                {providerLabels[provider]}
              </option>
            ))}
          </select>
          <span className="field-note">The query goes to this service when the model searches.</span>
        </div>
        {web.searchProvider === 'searxng' ? (
          <SettingField
            label="SearXNG address"
            monospace
            value={web.searxngUrl}
            placeholder="https://searx.example.org"
            onSave={(value) => set('tools.web.searxngUrl', value.trim())}
            hint="Its JSON API must be on (search.formats: json in the instance's settings)."
          />
        ) : null}
      </div>
      {web.searchProvider === 'brave' ? <ApiKeyField provider="brave" needsKey label="Brave Search API key" /> : null}
      {web.searchProvider === 'tavily' ? <ApiKeyField provider="tavily" needsKey label="Tavily API key" /> : null}
      <div className="tool-row-extra">
        <Switch
          label="Web pages may be on the private network"
          checked={web.allowPrivateNetwork}
          onChange={(value) => void set('tools.web.allowPrivateNetwork', value)}
        />
        <span>
          Let web_fetch open local and private-network addresses (localhost, 192.168.x.x…). Off keeps it on the public
          web.
        </span>
      </div>
    </div>
  );
}
