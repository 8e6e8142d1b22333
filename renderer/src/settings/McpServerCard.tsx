// One MCP server: name, transport and what runs, a state badge, how it is isolated, an on/off switch, Restart, Remove
// after an inline confirmation, why it failed with its last stderr lines, its keychain secrets (set or not) and its
// tools, where a changed definition is flagged until "Accept new definitions".
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
  onRestart: () => void;
  onAccept: () => void;
  onRemove: () => void;
}

const stateLabels: Record<McpServerView['state'], { label: string; status: string }> = {
  running: { label: 'Running', status: 'ok' },
  starting: { label: 'Starting…', status: 'running' },
  stopped: { label: 'Stopped', status: 'idle' },
  failed: { label: 'Failed', status: 'error' },
};

/** The change as people read it (the approval prompt shows the old and new text when the tool is next used). */
export function describeChange(change: string | undefined): string {
  switch (change) {
    case 'new':
      return 'A new tool since you last accepted this server’s tools.';
    case 'description':
      return 'Its description was rewritten since you accepted it.';
    case 'input schema':
      return 'Its input schema changed since you accepted it.';
    case 'description and input schema':
      return 'Its description and input schema changed since you accepted them.';
    default:
      return 'Its definition changed since you accepted it.';
  }
}

function RemoveButton({ name, disabled, onRemove }: { name: string; disabled: boolean; onRemove: () => void }) {
  return (
    <ConfirmDeleteButton
      verb="Remove"
      question="Remove this server and its saved keys?"
      ariaLabel={`Remove ${name}`}
      groupLabel="Confirm removal"
      disabled={disabled}
      onConfirm={onRemove}
    />
  );
}

function ServerTools({ server, busy, onAccept }: { server: McpServerView; busy: boolean; onAccept: () => void }) {
  const changed = server.tools.filter((tool) => tool.changed);
  if (server.tools.length === 0)
    return (
      <p className="muted ext-note">
        No tools seen yet{server.enabled ? ' (they are listed once the server has started)' : ''}.
      </p>
    );
  return (
    <>
      {changed.length > 0 ? (
        <div className="warn-box ext-drift" role="note">
          <Icon name="warning" size={16} />
          <div>
            <strong>
              {changed.length === 1 ? 'One tool definition changed' : `${changed.length} tool definitions changed`};{' '}
              {changed.length === 1 ? 'it asks' : 'they ask'} for approval on every use until you accept.
            </strong>
            <button type="button" className="secondary-button small" onClick={onAccept} disabled={busy}>
              Accept new definitions
            </button>
          </div>
        </div>
      ) : null}
      <ul className="ext-tool-list" aria-label={`Tools of ${server.name}`}>
        {server.tools.map((tool) => (
          <li key={tool.mcpName} data-changed={tool.changed || undefined}>
            <code>{tool.name}</code>
            {tool.changed ? (
              <span className="run-status" data-status="error">
                Definition changed
              </span>
            ) : null}
            {tool.changed ? <small className="ext-change">{describeChange(tool.change)}</small> : null}
          </li>
        ))}
      </ul>
    </>
  );
}

export function McpServerCard({ server, busy, error, onToggle, onRestart, onAccept, onRemove }: McpServerCardProps) {
  const state = stateLabels[server.state];
  return (
    <li className={`job-card${server.enabled ? '' : ' disabled'}`} data-server={server.name}>
      <div className="job-head">
        <div className="job-title">
          <h3>{server.name}</h3>
          <span className="kind-badge">
            {server.transport === 'stdio' ? 'Local program' : server.transport === 'sse' ? 'HTTP (SSE)' : 'HTTP'}
          </span>
          <span className="run-status" data-status={state.status}>
            {state.label}
          </span>
          {server.restarts > 0 ? <small className="muted">restarted {server.restarts}×</small> : null}
        </div>
        <Switch
          label={`${server.name} on`}
          checked={server.enabled}
          disabled={busy !== undefined}
          onChange={onToggle}
        />
      </div>
      <p className="job-action">
        <code className="ext-target">{server.target}</code>
      </p>
      {server.isolation ? <p className="muted ext-note">Isolation: {server.isolation}</p> : null}
      {server.secrets.length > 0 ? (
        <p className="ext-note">
          Keys in the keychain:{' '}
          {server.secrets.map((secret) => (
            <span
              key={`${secret.kind}:${secret.name}`}
              className={`tag${secret.set ? '' : ' missing'}`}
              title={secret.account}
            >
              {secret.name} {secret.set ? '✓ set' : '✗ not set'}
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
          <summary>Last lines it printed</summary>
          <pre>{server.stderrTail.join('\n')}</pre>
        </details>
      ) : null}
      <div className="job-actions">
        <button
          type="button"
          className="secondary-button small"
          onClick={onRestart}
          disabled={!server.enabled || busy !== undefined}
          aria-label={`Restart ${server.name}`}
        >
          <Icon name="refresh" size={13} /> {busy === 'restart' ? 'Restarting…' : 'Restart'}
        </button>
        <RemoveButton name={server.name} disabled={busy !== undefined} onRemove={onRemove} />
      </div>
      {error ? (
        <p className="field-error" role="alert">
          {error}
        </p>
      ) : null}
      <h4 className="runs-title">Tools</h4>
      <ServerTools server={server} busy={busy !== undefined} onAccept={onAccept} />
    </li>
  );
}
