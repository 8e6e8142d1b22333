// Per-tool figures in Settings → Activity: calls, refusals, error rate of the calls that ran, and their p95 time.
import type { ToolActivityStats } from '../../../electron/shared/activity-contract';
import { useTranslation } from 'react-i18next';
import { formatDuration, formatNumber } from '../lib/format';
import { percent } from './activity-words';

export function ActivityStats({ stats, over }: { stats: readonly ToolActivityStats[]; over: number }) {
  const { t } = useTranslation();
  if (stats.length === 0) return null;
  return (
    <table className="activity-stats">
      <caption>{t('activity.statsOver', { count: over, calls: formatNumber(over) })}</caption>
      <thead>
        <tr>
          <th scope="col">{t('activity.colTool')}</th>
          <th scope="col">{t('activity.colCalls')}</th>
          <th scope="col">{t('activity.colRefused')}</th>
          <th scope="col">{t('activity.colErrorRate')}</th>
          <th scope="col">{t('activity.colP95')}</th>
        </tr>
      </thead>
      <tbody>
        {stats.map((tool) => (
          <tr key={tool.tool}>
            <th scope="row">{tool.tool}</th>
            <td>{formatNumber(tool.calls)}</td>
            <td>{formatNumber(tool.denied)}</td>
            <td>{percent(tool.errorRate)}</td>
            <td>{tool.p95Ms === null ? '—' : formatDuration(tool.p95Ms)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
