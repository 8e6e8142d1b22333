// Shown above the composer when no model provider is ready (after "Choose later"): what to do, and a link to Settings,
// instead of a network error after the first message.
import { useTranslation } from 'react-i18next';
import { routeHref } from '../lib/hash-route';
import { useSetup } from '../services-context';

export function SetupHint() {
  const { t } = useTranslation();
  const status = useSetup((state) => state.status);
  if (!status || status.providerReady || !status.hint) return null;
  return (
    <div className="setup-hint" role="note" aria-label={t('chat.noModel')}>
      <span>{status.hint}</span>
      <a className="secondary-button small" href={routeHref({ name: 'settings', section: 'provider' })}>
        {t('chat.setUpModel')}
      </a>
    </div>
  );
}
