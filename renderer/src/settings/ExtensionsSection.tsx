// Extensions: the MCP servers configured in settings (each a card with state, on/off, restart, remove and its tools'
// drift) and the custom tools folder (trust, revoke trust, marked read). Servers are added here (pasted JSON, a small
// form, or imported from another app's config file), with `mcp import` / `config set mcp.servers.NAME` or by asking.
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useStore } from 'zustand';
import { useServices } from '../services-context';
import { createExtensionsStore } from '../stores/extensions-store';
import { CustomToolsFolderField } from './CustomToolsFolderField';
import { CustomToolsPanel } from './CustomToolsPanel';
import { McpAddServer } from './McpAddServer';
import { McpImportPanel } from './McpImportPanel';
import { McpServerCard } from './McpServerCard';

/** While a server is starting its state is read again this often, so the badge settles without a click. */
const STARTING_POLL_MS = 700;

export function ExtensionsSection() {
  const { t } = useTranslation();
  const { api } = useServices();
  const store = useMemo(() => createExtensionsStore(api), [api]);
  const {
    loaded,
    servers,
    userTools,
    busy,
    errors,
    toolBusy,
    toolErrors,
    problem,
    load,
    setEnabled,
    setRenderApps,
    restart,
    acceptDefinitions,
    remove,
    trustTool,
    untrustTool,
    setMarkedRead,
  } = useStore(store);
  const starting = servers.some((server) => server.state === 'starting');

  useEffect(() => {
    void load();
  }, [load]);

  useEffect(() => {
    if (!starting) return undefined;
    const timer = setTimeout(() => void load(), STARTING_POLL_MS);
    return () => clearTimeout(timer);
  }, [starting, servers, load]);

  return (
    <section id="settings-extensions" className="settings-section" aria-labelledby="settings-extensions-title">
      <div className="section-title-row">
        <h2 id="settings-extensions-title">{t('settings.extensions')}</h2>
        <button type="button" className="ghost-button small" onClick={() => void load()}>
          {t('settingsList.refresh')}
        </button>
      </div>
      {problem ? (
        <p className="run-banner error" role="alert">
          {problem}
        </p>
      ) : null}
      <h3 className="ext-subtitle">{t('mcp.title')}</h3>
      <p className="section-intro">{t('mcp.intro')}</p>
      <McpImportPanel api={api} onImported={() => void load()} />
      {loaded && servers.length === 0 && !problem ? <p className="muted empty-note">{t('mcp.empty')}</p> : null}
      {servers.length > 0 ? (
        <ul className="job-list" aria-label={t('mcp.title')}>
          {servers.map((server) => (
            <McpServerCard
              key={server.name}
              server={server}
              busy={busy[server.name]}
              error={errors[server.name]}
              onToggle={(enabled) => void setEnabled(server.name, enabled)}
              onRenderApps={(shown) => void setRenderApps(server.name, shown)}
              onRestart={() => void restart(server.name)}
              onAccept={() => void acceptDefinitions(server.name)}
              onRemove={() => void remove(server.name)}
            />
          ))}
        </ul>
      ) : null}
      <McpAddServer api={api} onAdded={() => void load()} />
      <h3 className="ext-subtitle">{t('customTools.title')}</h3>
      <CustomToolsFolderField />
      {userTools ? (
        <CustomToolsPanel
          status={userTools}
          busy={toolBusy}
          errors={toolErrors}
          onTrust={(file, version) => void trustTool(file, version)}
          onUntrust={(file) => void untrustTool(file)}
          onMarkRead={(file, name, marked) => void setMarkedRead(file, name, marked)}
        />
      ) : null}
    </section>
  );
}
