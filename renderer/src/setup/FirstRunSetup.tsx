// The first-run setup, shown while no model provider is ready and setup is pending: local servers found on this
// computer first (with their models), then the hosted presets (key to the keychain, checked softly), or "Choose later".
import { useEffect, useState } from 'react';
import type { ProviderId } from '../../../electron/shared/settings-schema';
import { useServices, useSetup } from '../services-context';
import type { SetupOutcome } from '../stores/setup-store';
import { HostedProviderForm } from './HostedProviderForm';
import { LocalServerChoice } from './LocalServerChoice';

export function FirstRunSetup() {
  const { notices } = useServices();
  const servers = useSetup((state) => state.servers);
  const detecting = useSetup((state) => state.detecting);
  const detect = useSetup((state) => state.detect);
  const chooseLocal = useSetup((state) => state.chooseLocal);
  const chooseHosted = useSetup((state) => state.chooseHosted);
  const chooseLater = useSetup((state) => state.chooseLater);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    void detect();
  }, [detect]);

  const run = (action: () => Promise<SetupOutcome>) => {
    setBusy(true);
    setError(null);
    void action().then((outcome) => {
      setBusy(false);
      if (!outcome.ok) setError(outcome.error);
      else if (outcome.warning) notices.getState().push('warning', outcome.warning);
    });
  };

  return (
    <main className="first-run" aria-labelledby="first-run-title">
      <div className="first-run-card">
        <div className="welcome-mark" aria-hidden="true" />
        <h1 id="first-run-title">Set up Hearth</h1>
        <p className="setup-intro">Choose the model Hearth talks to. You can change it any time in Settings.</p>
        {error ? (
          <p className="form-error" role="alert">
            {error}
          </p>
        ) : null}
        <section aria-labelledby="setup-local-title">
          <h2 id="setup-local-title">On this computer</h2>
          {detecting ? (
            <p className="setup-muted" role="status">
              Looking for Ollama and LM Studio…
            </p>
          ) : null}
          {!detecting && servers?.length === 0 ? (
            <p className="setup-muted">
              No local server answered (Ollama on port 11434, LM Studio on port 1234).{' '}
              <button type="button" className="ghost-button small" onClick={() => void detect()}>
                Look again
              </button>
            </p>
          ) : null}
          <ul className="setup-choices">
            {(servers ?? []).map((server) => (
              <LocalServerChoice
                key={server.provider}
                server={server}
                busy={busy}
                onUse={(model) => run(() => chooseLocal(server, model))}
              />
            ))}
          </ul>
        </section>
        <section aria-labelledby="setup-hosted-title">
          <h2 id="setup-hosted-title">Hosted</h2>
          <HostedProviderForm
            busy={busy}
            onSave={(provider: ProviderId, key, model) => run(() => chooseHosted(provider, key, model))}
          />
        </section>
        <div className="setup-later">
          <button type="button" className="ghost-button" disabled={busy} onClick={() => run(chooseLater)}>
            Choose later
          </button>
          <span className="setup-muted">The chat will say how to set a model up.</span>
        </div>
      </div>
    </main>
  );
}
