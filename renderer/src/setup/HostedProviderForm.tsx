// The hosted providers of the first-run setup (OpenAI, OpenRouter): pick one, paste its key (it goes straight to the
// system keychain; the page keeps nothing), optionally a model, and start. The key is checked softly afterwards.
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
  const settings = useSettings((state) => state.settings);
  const [provider, setProvider] = useState<ProviderId>(hosted[0] ?? 'openai');
  const [key, setKey] = useState('');
  const [model, setModel] = useState<string | null>(null);
  const shownModel = model ?? settings?.provider[provider].model ?? '';
  return (
    <form
      onKeyDown={holdEnterWhileComposing}
      className="setup-hosted"
      aria-label="Hosted provider"
      onSubmit={(event) => {
        event.preventDefault();
        onSave(provider, key, shownModel);
        setKey('');
      }}
    >
      <div className="preset-grid" role="radiogroup" aria-label="Hosted provider">
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
            <span className="preset-name">{providerPresets[id].label}</span>
            <span className="preset-url">{providerPresets[id].baseUrl}</span>
          </label>
        ))}
      </div>
      <label className="setup-field">
        <span>API key</span>
        <input
          type="password"
          autoComplete="off"
          spellCheck={false}
          value={key}
          onChange={(event) => setKey(event.target.value)}
          placeholder={`Paste your ${providerPresets[provider].label} key`}
        />
      </label>
      <label className="setup-field">
        <span>Model</span>
        <input
          spellCheck={false}
          value={shownModel}
          onChange={(event) => setModel(event.target.value)}
          placeholder="e.g. gpt-4o-mini"
        />
      </label>
      <p className="setup-muted">
        The key goes straight into your system keychain; Hearth never stores it anywhere else.
      </p>
      <button type="submit" className="primary-button" disabled={busy || key.trim() === ''}>
        Save and start
      </button>
    </form>
  );
}
