// Per-tool figures over a set of logged calls: how many, how many were denied, the error rate of those that ran, and
// the 95th percentile of their time (nearest rank). Busiest tool first.
import type { ToolActivityStats } from '../../shared/activity-contract';
import type { StoredActivityEntry } from './activity-entry';

export function toolStats(entries: readonly StoredActivityEntry[]): ToolActivityStats[] {
  const byTool = new Map<string, StoredActivityEntry[]>();
  for (const entry of entries) byTool.set(entry.tool, [...(byTool.get(entry.tool) ?? []), entry]);
  return [...byTool]
    .map(([tool, calls]) => statsOf(tool, calls))
    .sort((a, b) => b.calls - a.calls || (a.tool < b.tool ? -1 : 1));
}

function statsOf(tool: string, calls: readonly StoredActivityEntry[]): ToolActivityStats {
  const ran = calls.filter((call) => call.decision !== 'deny' && call.ok !== null);
  const errors = ran.filter((call) => call.ok === false).length;
  const times = ran.flatMap((call) => (call.latencyMs === undefined ? [] : [call.latencyMs])).sort((a, b) => a - b);
  return {
    tool,
    calls: calls.length,
    denied: calls.filter((call) => call.decision === 'deny').length,
    errors,
    errorRate: ran.length === 0 ? null : errors / ran.length,
    p95Ms: times.length === 0 ? null : times[Math.ceil(0.95 * times.length) - 1]!,
  };
}
