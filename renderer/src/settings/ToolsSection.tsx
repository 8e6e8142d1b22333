// Tools: a switch for every tool (conditional ones off by default) with its risk and availability reason, and for
// the shell the sandbox in use and whether it may use the network; then the web access, HTTP request and sub-agent
// settings.
import { useTranslation } from 'react-i18next';
import { riskLabels } from '../lib/tool-risk';
import { useSettings } from '../services-context';
import { Switch } from './Switch';
import { toolSwitch } from './tool-switches';
import { toolDescription, toolLabel, toolReason } from './tool-words';
import { WebToolsSettings } from './WebToolsSettings';
import { HttpRequestSettings } from './HttpRequestSettings';
import { SubAgentSettings } from './SubAgentSettings';

export function ToolsSection() {
  const { t } = useTranslation();
  const settings = useSettings((state) => state.settings)!;
  const tools = useSettings((state) => state.tools);
  const set = useSettings((state) => state.set);
  return (
    <section id="settings-tools" className="settings-section" aria-labelledby="settings-tools-title">
      <h2 id="settings-tools-title">{t('settings.tools')}</h2>
      <p className="section-intro">{t('tools.intro')}</p>
      <ul className="tool-list">
        {tools.map((tool) => {
          const toggle = toolSwitch(tool, settings);
          return (
            <li key={tool.name} className={`tool-row${tool.available ? '' : ' unavailable'}`} data-tool={tool.name}>
              <div className="tool-row-text">
                <div className="tool-row-title">
                  <span className="tool-row-label">{toolLabel(tool)}</span>
                  <code className="tool-row-name">{tool.name}</code>
                  <span className="risk-badge" data-risk={tool.risk}>
                    {t(riskLabels[tool.risk].label)}
                  </span>
                  {tool.conditional ? <span className="kind-badge">{t('tools.optional')}</span> : null}
                </div>
                <p className="tool-row-description">{toolDescription(tool)}</p>
                {tool.reason ? (
                  <p className={`tool-row-reason${tool.available ? '' : ' error'}`}>{toolReason(tool)}</p>
                ) : null}
                {tool.name === 'shell' ? (
                  <div className="tool-row-extra">
                    <Switch
                      label={t('tools.shellNetwork')}
                      checked={settings.tools.shell.network}
                      onChange={(value) => void set('tools.shell.network', value)}
                    />
                    <span>{t('tools.shellNetworkHint')}</span>
                  </div>
                ) : null}
              </div>
              <Switch
                label={t('tools.toolOn', { label: toolLabel(tool) })}
                checked={toggle.checked}
                onChange={() => void set(toggle.path, toggle.value)}
              />
            </li>
          );
        })}
      </ul>
      <WebToolsSettings />
      <HttpRequestSettings />
      <SubAgentSettings />
    </section>
  );
}
