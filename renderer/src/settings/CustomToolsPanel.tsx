// The user tools folder: where it is, what trusting a custom tool means, whether an OS sandbox holds them, the tools
// loaded from it (trusted or not, declared risk, capabilities, version, trust / revoke, marked read), files not read
// for want of a sandbox (with Trust), files that failed to load (in red, with the reason), and the hosts' restarts.
import type { UserToolsView } from '../../../electron/shared/contract';
import { Icon } from '../lib/icons';
import { shortVersion } from '../lib/custom-tool-trust';
import type { ToolAction } from '../stores/extensions-store';
import { CustomToolRow } from './CustomToolRow';

interface CustomToolsPanelProps {
  status: UserToolsView;
  /** By file: the action in progress and why the last one failed. */
  busy: Record<string, ToolAction>;
  errors: Record<string, string>;
  onTrust: (file: string, version: string) => void;
  onUntrust: (file: string) => void;
  onMarkRead: (file: string, name: string, marked: boolean) => void;
}

export function CustomToolsPanel({ status, busy, errors, onTrust, onUntrust, onMarkRead }: CustomToolsPanelProps) {
  return (
    <div className="ext-custom">
      <p className="section-intro">
        Each <code>.mjs</code> file in <code className="ext-target">{status.folder}</code> is a tool. Changes are picked
        up as you save; a file that fails to load leaves the previous version running.
      </p>
      <p className="ext-trust-note">
        <strong>What trusting a custom tool means.</strong> Every call of a custom tool asks until you trust that exact
        version. A changed file is a new, untrusted version, and “Always allow” rules never carry over to it. Trusted
        tools run sandboxed with only the capabilities they declare: they may read the workspace (write it only with{' '}
        <code>workspace:write</code>), write their own state folder, and use the network only with <code>network</code>;
        nothing else of your home folder, Hearth’s data or the keyring. Read-only mode runs a custom tool only if you
        mark it read.
      </p>
      {status.sandbox === 'none' ? (
        <div className="warn-box ext-sandbox" role="note">
          <Icon name="warning" size={16} />
          <div>
            No OS sandbox is available for custom tools on this computer (bubblewrap is not installed). Files you have
            not trusted are not read, a trusted tool runs with your account’s access, and every call asks.
          </div>
        </div>
      ) : (
        <p className="muted ext-note">Sandbox: {status.sandbox}</p>
      )}
      {status.problem ? (
        <p className="field-error" role="alert">
          {status.problem}
        </p>
      ) : null}
      {status.tools.length === 0 && status.unread.length === 0 ? (
        <p className="muted empty-note">No custom tools loaded.</p>
      ) : null}
      {status.tools.length > 0 ? (
        <ul className="ext-tool-list" aria-label="Custom tools">
          {status.tools.map((tool) => (
            <CustomToolRow
              key={tool.file}
              tool={tool}
              busy={busy[tool.file]}
              error={errors[tool.file]}
              onTrust={() => onTrust(tool.file, tool.version)}
              onUntrust={() => onUntrust(tool.file)}
              onMarkRead={(marked) => onMarkRead(tool.file, tool.name, marked)}
            />
          ))}
        </ul>
      ) : null}
      {status.unread.length > 0 ? (
        <>
          <h4 className="runs-title">Not read until you trust them</h4>
          <ul className="ext-tool-list" aria-label="Files not read">
            {status.unread.map((file) => (
              <li key={file.file} className="ext-custom-tool" data-trusted="false">
                <div className="ext-custom-head">
                  <code>{file.file}</code>
                  <small className="muted" title={`Content hash ${file.version}`}>
                    version {shortVersion(file.version)}
                  </small>
                  <button
                    type="button"
                    className="secondary-button small"
                    onClick={() => onTrust(file.file, file.version)}
                    disabled={busy[file.file] !== undefined}
                    aria-label={`Trust this version of ${file.file}`}
                  >
                    {busy[file.file] === 'trust' ? 'Trusting…' : 'Trust this version'}
                  </button>
                </div>
                <small className="ext-description">
                  Without a sandbox Hearth does not open a file you have not trusted. Review it first: once trusted, it
                  runs unconfined.
                </small>
                {errors[file.file] ? (
                  <p className="field-error" role="alert">
                    {errors[file.file]}
                  </p>
                ) : null}
              </li>
            ))}
          </ul>
        </>
      ) : null}
      {status.errors.length > 0 ? (
        <ul className="ext-errors" aria-label="Load errors">
          {status.errors.map((entry) => (
            <li key={entry.file} className="field-error">
              <strong>{entry.file}</strong> did not load: {entry.error}
            </li>
          ))}
        </ul>
      ) : null}
      <p className="muted ext-note">
        Tool host: {status.host.running ? 'running' : 'not running (it starts with the first call of a trusted tool)'}
        {status.host.restarts > 0 ? `, restarted ${status.host.restarts}×` : ''}
        {status.host.lastExit ? ` (last exit: ${status.host.lastExit})` : ''}
      </p>
    </div>
  );
}
