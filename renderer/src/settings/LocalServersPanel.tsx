// Settings → Model provider: "Find local servers" asks Ollama (127.0.0.1:11434) and LM Studio (127.0.0.1:1234) for
// their models and offers each as a one-click choice (provider, address and model).
import { uiLocale } from '../i18n/i18n';
import { useTranslation } from 'react-i18next';
import { useServices, useSettings, useSetup } from '../services-context';
import { LocalServerChoice } from '../setup/LocalServerChoice';

export function LocalServersPanel() {
  const { t } = useTranslation();
  const { notices } = useServices();
  const servers = useSetup((state) => state.servers);
  const detecting = useSetup((state) => state.detecting);
  const detect = useSetup((state) => state.detect);
  const chooseLocal = useSetup((state) => state.chooseLocal);
  const settings = useSettings((state) => state.settings);
  return (
    <div className="local-servers" role="group" aria-label={t('provider.localServers')}>
      <div className="row">
        <button type="button" className="secondary-button" disabled={detecting} onClick={() => void detect()}>
          {detecting ? t('provider.looking') : t('provider.findLocal')}
        </button>
        <span role="status" className="local-servers-result">
          {servers === null || detecting
            ? ''
            : servers.length === 0
              ? t('setup.noneFound')
              : t('provider.found', { servers: new Intl.ListFormat(uiLocale()).format(servers.map((s) => s.label)) })}
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
                  if (outcome.ok)
                    notices.getState().push('info', t('provider.nowUsing', { server: server.label, model }));
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
