// One MCP server: name, transport and what runs, a state badge, its isolation, an on/off switch, whether its MCP Apps
// views are shown, Restart, Remove after an inline confirmation, why it failed (last stderr lines), its keychain
// secrets (set or not) and its tools, where a changed definition is flagged until "Accept new definitions".
import { useTranslation } from 'react-i18next';
import { i18n } from '../i18n/i18n';
import type { McpServerView } from '../../../electron/shared/contract';
import { Icon } from '../lib/icons';
import type { ServerAction } from '../stores/extensions-store';
import { ConfirmDeleteButton } from './ConfirmDeleteButton';
import { Switch } from './Switch';

interface McpServerCardProps {
  server: McpServerView;
  busy?: ServerAction;
  error?: string;
  onToggle: (enabled: boolean) => void;
  onRenderApps: (shown: boolean) => void;
  onRestart: () => void;
  onAccept: () => void;
  onRemove: () => void;
}

const stateLabels = {
  running: { label: 'mcp.stateRunning', status: 'ok' },
  starting: { label: 'mcp.stateStarting', status: 'running' },
  stopped: { label: 'mcp.stateStopped', status: 'idle' },
  failed: { label: 'mcp.stateFailed', status: 'error' },
} as const satisfies Record<McpServerView['state'], { label: string; status: string }>;

const transportLabels = {
  stdio: 'mcp.transportStdio',
  sse: 'mcp.transportSse',
  http: 'mcp.transportHttp',
} as const;

/** The change as people read it (the approval prompt shows the old and new text when the tool is next used). */
export function describeChange(change: string | undefined): string {
  switch (change) {
    case 'new':
      return i18n.t('mcp.changeNew');
    case 'description':
      return i18n.t('mcp.changeDescription');
    case 'input schema':
      return i18n.t('mcp.changeSchema');
    case 'description and input schema':
      return i18n.t('mcp.changeBoth');
    default:
      return i18n.t('mcp.changeOther');
  }
}

function RemoveButton({ name, disabled, onRemove }: { name: string; disabled: boolean; onRemove: () => void }) {
  const { t } = useTranslation();
  return (
    <ConfirmDeleteButton
      verb={t('mcp.remove')}
      question={t('mcp.removeQuestion')}
      ariaLabel={t('mcp.removeOf', { name })}
      groupLabel={t('mcp.confirmRemoval')}
      disabled={disabled}
      onConfirm={onRemove}
    />
  );
}

function ServerTools({ server, busy, onAccept }: { server: McpServerView; busy: boolean; onAccept: () => void }) {
  const { t } = useTranslation();
  const changed = server.tools.filter((tool) => tool.changed);
  if (server.tools.length === 0)
    return <p className="muted ext-note">{server.enabled ? t('mcp.noToolsYet') : t('mcp.noTools')}</p>;
  return (
    <>
      {changed.length > 0 ? (
        <div className="warn-box ext-drift" role="note">
          <Icon name="warning" size={16} />
          <div>
            <strong>{t('mcp.changed', { count: changed.length })}</strong>
            <button type="button" className="secondary-button small" onClick={onAccept} disabled={busy}>
              {t('mcp.accept')}
            </button>
          </div>
        </div>
      ) : null}
      <ul className="ext-tool-list" aria-label={t('mcp.toolsOf', { name: server.name })}>
        {server.tools.map((tool) => (
          <li key={tool.mcpName} data-changed={tool.changed || undefined}>
            <code>{tool.name}</code>
            {tool.changed ? (
              <span className="run-status" data-status="error">
                {t('mcp.definitionChanged')}
              </span>
            ) : null}
            {tool.changed ? <small className="ext-change">{describeChange(tool.change)}</small> : null}
          </li>
        ))}
      </ul>
    </>
  );
}

export function McpServerCard(props: McpServerCardProps) {
  const { server, busy, error, onToggle, onRenderApps, onRestart, onAccept, onRemove } = props;
  const { t } = useTranslation();
  const state = stateLabels[server.state];
  return (
    <li className={`job-card${server.enabled ? '' : ' disabled'}`} data-server={server.name}>
      <div className="job-head">
        <div className="job-title">
          <h3>{server.name}</h3>
          <span className="kind-badge">{t(transportLabels[server.transport])}</span>
          <span className="run-status" data-status={state.status}>
            {t(state.label)}
          </span>
          {server.restarts > 0 ? (
            <small className="muted">{t('mcp.restarted', { times: server.restarts })}</small>
          ) : null}
        </div>
        <Switch
          label={t('mcp.enabled', { name: server.name })}
          checked={server.enabled}
          disabled={busy !== undefined}
          onChange={onToggle}
        />
      </div>
      <p className="job-action">
        <code className="ext-target">{server.target}</code>
      </p>
      {server.isolation ? (
        <p className="muted ext-note">
          {server.isolationCode
            ? t(`mcpIsolation.${server.isolationCode}`, { detail: server.isolationDetail ?? '' })
            : t('mcp.isolation', { isolation: server.isolation })}
        </p>
      ) : null}
      <label className="ext-note mcp-render-apps">
        <input
          type="checkbox"
          aria-label={t('mcpApp.renderSettingOf', { name: server.name })}
          checked={server.renderApps !== false}
          disabled={busy !== undefined}
          onChange={(event) => onRenderApps(event.target.checked)}
        />{' '}
        {t('mcpApp.renderSetting')}
      </label>
      {server.secrets.length > 0 ? (
        <p className="ext-note">
          {t('mcp.keys')}{' '}
          {server.secrets.map((secret) => (
            <span
              key={`${secret.kind}:${secret.name}`}
              className={`tag${secret.set ? '' : ' missing'}`}
              title={secret.account}
            >
              {secret.set ? t('mcp.secretSet', { name: secret.name }) : t('mcp.secretNotSet', { name: secret.name })}
            </span>
          ))}
        </p>
      ) : null}
      {server.reason ? (
        <p className="field-error" role="alert">
          {server.reason}
        </p>
      ) : null}
      {server.stderrTail && server.stderrTail.length > 0 && (server.state === 'failed' || server.reason) ? (
        <details className="ext-stderr" open={server.state === 'failed'}>
          <summary>{t('mcp.lastLines')}</summary>
          <pre>{server.stderrTail.join('\n')}</pre>
        </details>
      ) : null}
      <div className="job-actions">
        <button
          type="button"
          className="secondary-button small"
          onClick={onRestart}
          disabled={!server.enabled || busy !== undefined}
          aria-label={t('mcp.restartOf', { name: server.name })}
        >
          <Icon name="refresh" size={13} /> {busy === 'restart' ? t('mcp.restarting') : t('mcp.restart')}
        </button>
        <RemoveButton name={server.name} disabled={busy !== undefined} onRemove={onRemove} />
      </div>
      {error ? (
        <p className="field-error" role="alert">
          {error}
        </p>
      ) : null}
      <h4 className="runs-title">{t('mcp.tools')}</h4>
      <ServerTools server={server} busy={busy !== undefined} onAccept={onAccept} />
    </li>
  );
}
