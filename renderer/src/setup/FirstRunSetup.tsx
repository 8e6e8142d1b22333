// The first-run setup, shown while no model provider is ready and setup is pending: local servers found on this
// computer first (with their models), then the hosted presets (key to the keychain, checked softly), or "Choose later".
import { useTranslation } from 'react-i18next';
import { useEffect, useState } from 'react';
import type { ProviderId } from '../../../electron/shared/settings-schema';
import { useServices, useSetup } from '../services-context';
import type { SetupOutcome } from '../stores/setup-store';
import { HostedProviderForm } from './HostedProviderForm';
import { LocalServerChoice } from './LocalServerChoice';

export function FirstRunSetup() {
  const { t } = useTranslation();
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
        <h1 id="first-run-title">{t('setup.title')}</h1>
        <p className="setup-intro">{t('setup.intro')}</p>
        {error ? (
          <p className="form-error" role="alert">
            {error}
          </p>
        ) : null}
        <section aria-labelledby="setup-local-title">
          <h2 id="setup-local-title">{t('setup.local')}</h2>
          {detecting ? (
            <p className="setup-muted" role="status">
              {t('setup.looking')}
            </p>
          ) : null}
          {!detecting && servers?.length === 0 ? (
            <p className="setup-muted">
              {t('setup.noneFound')}{' '}
              <button type="button" className="ghost-button small" onClick={() => void detect()}>
                {t('setup.lookAgain')}
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
          <h2 id="setup-hosted-title">{t('setup.hosted')}</h2>
          <HostedProviderForm
            busy={busy}
            onSave={(provider: ProviderId, key, model) => run(() => chooseHosted(provider, key, model))}
          />
        </section>
        <div className="setup-later">
          <button type="button" className="ghost-button" disabled={busy} onClick={() => run(chooseLater)}>
            {t('setup.later')}
          </button>
          <span className="setup-muted">{t('setup.laterHint')}</span>
        </div>
      </div>
    </main>
  );
}
