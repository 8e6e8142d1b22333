// The user tools folder: where it is, the tools loaded from it with their version (content hash) and risk, files
// that failed to load (in red, with the reason; a previous version keeps serving), and the tool host's restarts.
import type { UserToolsView } from '../../../electron/shared/contract';
import { riskLabels, type ToolRiskName } from '../lib/tool-risk';

const riskLabel = (risk: string): string => riskLabels[risk as ToolRiskName]?.label ?? risk;

export function CustomToolsPanel({ status }: { status: UserToolsView }) {
  return (
    <div className="ext-custom">
      <p className="section-intro">
        Each <code>.mjs</code> file in <code className="ext-target">{status.folder}</code> is a tool. Changes are picked up as you save; a file that fails to load leaves the previous version running.
      </p>
      {status.problem ? (
        <p className="field-error" role="alert">
          {status.problem}
        </p>
      ) : null}
      {status.tools.length === 0 ? <p className="muted empty-note">No custom tools loaded.</p> : null}
      {status.tools.length > 0 ? (
        <ul className="ext-tool-list" aria-label="Custom tools">
          {status.tools.map((tool) => (
            <li key={tool.name}>
              <code>{tool.name}</code>
              <span className="kind-badge">{riskLabel(tool.risk)}</span>
              <small className="muted" title="Content hash of the file">
                {tool.file} · version {tool.version.slice(0, 12)}
              </small>
              <small className="ext-description">{tool.description}</small>
            </li>
          ))}
        </ul>
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
        Tool host: {status.host.running ? 'running' : 'not running'}
        {status.host.restarts > 0 ? `, restarted ${status.host.restarts}×` : ''}
        {status.host.lastExit ? ` (last exit: ${status.host.lastExit})` : ''}
      </p>
    </div>
  );
}
