// A chart artifact drawn as SVG by Hearth itself (no chart library): bars grouped per label, lines with points, or a
// pie, from the JSON shape of electron/shared/chart-data.ts; series colours are the --chart-N tokens (artifacts.css).
import { useTranslation } from 'react-i18next';
import { parseChartData, type ChartData } from '../../../electron/shared/chart-data';
import { formatNumber } from '../lib/format';
import { pieSlices, valueAxis } from './chart-scale';

const WIDTH = 520;
const HEIGHT = 320;
const PLOT = { left: 60, right: 12, top: 16, bottom: 52 };
const colour = (index: number) => `var(--chart-${(index % 6) + 1})`;

function Legend({ names, y }: { names: string[]; y: number }) {
  return (
    <g className="chart-legend">
      {names.map((name, index) => (
        <g key={index} transform={`translate(${PLOT.left + index * 130}, ${y})`}>
          <rect width="14" height="14" rx="2" style={{ fill: colour(index) }} />
          <text x="20" y="12" className="chart-text">
            {name}
          </text>
        </g>
      ))}
    </g>
  );
}

function AxisChart({ chart }: { chart: ChartData }) {
  const axis = valueAxis(chart.series.flatMap((series) => series.values));
  const plotWidth = WIDTH - PLOT.left - PLOT.right;
  const plotHeight = HEIGHT - PLOT.top - PLOT.bottom - 20;
  const y = (value: number) => PLOT.top + plotHeight - ((value - axis.min) / (axis.max - axis.min)) * plotHeight;
  const band = plotWidth / chart.labels.length;
  const x = (index: number) => PLOT.left + band * index + band / 2;
  const barWidth = (band * 0.7) / chart.series.length;
  return (
    <>
      {axis.ticks.map((tick) => (
        <g key={tick}>
          <line x1={PLOT.left} x2={WIDTH - PLOT.right} y1={y(tick)} y2={y(tick)} className="chart-grid" />
          <text x={PLOT.left - 8} y={y(tick) + 4} textAnchor="end" className="chart-text">
            {formatNumber(tick)}
          </text>
        </g>
      ))}
      {chart.labels.map((label, index) => (
        <text key={index} x={x(index)} y={PLOT.top + plotHeight + 18} textAnchor="middle" className="chart-text">
          {label}
        </text>
      ))}
      {chart.series.map((series, seriesIndex) =>
        chart.type === 'bar' ? (
          <g key={seriesIndex}>
            {series.values.map((value, index) => (
              <rect
                key={index}
                x={x(index) - (band * 0.7) / 2 + seriesIndex * barWidth}
                y={Math.min(y(value), y(0))}
                width={barWidth}
                height={Math.abs(y(value) - y(0))}
                style={{ fill: colour(seriesIndex) }}
              >
                <title>{`${series.name}, ${chart.labels[index]}: ${formatNumber(value)}`}</title>
              </rect>
            ))}
          </g>
        ) : (
          <g key={seriesIndex}>
            <polyline
              points={series.values.map((value, index) => `${x(index)},${y(value)}`).join(' ')}
              style={{ fill: 'none', stroke: colour(seriesIndex), strokeWidth: 2.5 }}
            />
            {series.values.map((value, index) => (
              <circle key={index} cx={x(index)} cy={y(value)} r="3.5" style={{ fill: colour(seriesIndex) }}>
                <title>{`${series.name}, ${chart.labels[index]}: ${formatNumber(value)}`}</title>
              </circle>
            ))}
          </g>
        ),
      )}
      <Legend names={chart.series.map((series) => series.name)} y={HEIGHT - 22} />
    </>
  );
}

function PieChart({ chart }: { chart: ChartData }) {
  const values = chart.series[0]!.values;
  const slices = pieSlices(values, 140, HEIGHT / 2, 125);
  return (
    <>
      {slices.map((slice, index) =>
        slice ? (
          <path key={index} d={slice.path} style={{ fill: colour(index), stroke: 'var(--surface)', strokeWidth: 1.5 }}>
            <title>{`${chart.labels[index]}: ${formatNumber(values[index]!)}`}</title>
          </path>
        ) : null,
      )}
      {chart.labels.map((label, index) => (
        <g key={index} transform={`translate(285, ${30 + index * 26})`}>
          <rect width="14" height="14" rx="2" style={{ fill: colour(index) }} />
          <text x="20" y="12" className="chart-text">
            {`${label} — ${formatNumber(values[index]!)} (${Math.round((slices[index]?.share ?? 0) * 100)}%)`}
          </text>
        </g>
      ))}
    </>
  );
}

export function ChartSvg({ content, title }: { content: string; title: string }) {
  const { t } = useTranslation();
  const parsed = parseChartData(content);
  if (!parsed.ok) {
    return (
      <p className="artifact-note" role="alert">
        {parsed.error}
      </p>
    );
  }
  return (
    <svg
      className="artifact-chart"
      viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
      role="img"
      aria-label={t('artifacts.chartLabel', { title })}
      xmlns="http://www.w3.org/2000/svg"
    >
      {parsed.chart.type === 'pie' ? <PieChart chart={parsed.chart} /> : <AxisChart chart={parsed.chart} />}
    </svg>
  );
}
