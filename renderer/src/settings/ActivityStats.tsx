// Per-tool figures in Settings → Activity: calls, refusals, error rate of the calls that ran, and their p95 time.
import type { ToolActivityStats } from '../../../electron/shared/activity-contract';
import { formatDuration } from '../lib/format';
import { percent } from './activity-words';

export function ActivityStats({ stats, over }: { stats: readonly ToolActivityStats[]; over: number }) {
  if (stats.length === 0) return null;
  return (
    <table className="activity-stats">
      <caption>
        {over === 1 ? 'Per tool, over the newest call' : `Per tool, over the newest ${over.toLocaleString()} calls`}
      </caption>
      <thead>
        <tr>
          <th scope="col">Tool</th>
          <th scope="col">Calls</th>
          <th scope="col">Refused</th>
          <th scope="col">Error rate</th>
          <th scope="col">p95 time</th>
        </tr>
      </thead>
      <tbody>
        {stats.map((tool) => (
          <tr key={tool.tool}>
            <th scope="row">{tool.tool}</th>
            <td>{tool.calls.toLocaleString()}</td>
            <td>{tool.denied.toLocaleString()}</td>
            <td>{percent(tool.errorRate)}</td>
            <td>{tool.p95Ms === null ? '—' : formatDuration(tool.p95Ms)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
