// Settings → Model provider: "Find local servers" asks Ollama (127.0.0.1:11434) and LM Studio (127.0.0.1:1234) for
// their models and offers each as a one-click choice (provider, address and model).
import { useServices, useSettings, useSetup } from '../services-context';
import { LocalServerChoice } from '../setup/LocalServerChoice';

export function LocalServersPanel() {
  const { notices } = useServices();
  const servers = useSetup((state) => state.servers);
  const detecting = useSetup((state) => state.detecting);
  const detect = useSetup((state) => state.detect);
  const chooseLocal = useSetup((state) => state.chooseLocal);
  const settings = useSettings((state) => state.settings);
  return (
    <div className="local-servers" role="group" aria-label="Local servers">
      <div className="row">
        <button type="button" className="secondary-button" disabled={detecting} onClick={() => void detect()}>
          {detecting ? 'Looking…' : 'Find local servers'}
        </button>
        <span role="status" className="local-servers-result">
          {servers === null || detecting
            ? ''
            : servers.length === 0
              ? 'No local server answered (Ollama on port 11434, LM Studio on port 1234).'
              : `Found ${servers.map((server) => server.label).join(' and ')}.`}
        </span>
      </div>
      {servers && servers.length > 0 ? (
        <ul className="setup-choices">
          {servers.map((server) => (
            <LocalServerChoice
              key={server.provider}
              server={server}
              current={settings?.provider[server.provider].model}
              busy={detecting}
              onUse={(model) =>
                void chooseLocal(server, model).then((outcome) => {
                  if (outcome.ok) notices.getState().push('info', `Now using ${server.label} with ${model}.`);
                  else notices.getState().push('error', outcome.error);
                })
              }
            />
          ))}
        </ul>
      ) : null}
    </div>
  );
}
