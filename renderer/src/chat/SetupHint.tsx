// Shown above the composer when no model provider is ready (after "Choose later"): what to do, and a link to Settings,
// instead of a network error after the first message.
import { routeHref } from '../lib/hash-route';
import { useSetup } from '../services-context';

export function SetupHint() {
  const status = useSetup((state) => state.status);
  if (!status || status.providerReady || !status.hint) return null;
  return (
    <div className="setup-hint" role="note" aria-label="No model set up">
      <span>{status.hint}</span>
      <a className="secondary-button small" href={routeHref({ name: 'settings', section: 'provider' })}>
        Set up a model
      </a>
    </div>
  );
}
