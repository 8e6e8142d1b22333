// The content of a `chart` artifact: JSON `{"type": "bar"|"line"|"pie", "labels": [...], "series": [{"name",
// "values": [...]}]}`, checked here for the tool (a clear error to the model) and the panel (which draws it as SVG).
import { z } from 'zod';
import { err, ok, type Result } from './result';

const chartSchema = z
  .object({
    type: z.enum(['bar', 'line', 'pie']),
    title: z.string().max(200).optional(),
    labels: z.array(z.string().max(200)).min(1).max(200),
    series: z
      .array(z.object({ name: z.string().max(200), values: z.array(z.number().finite()).min(1).max(200) }))
      .min(1)
      .max(12),
  })
  .refine((chart) => chart.series.every((series) => series.values.length === chart.labels.length), {
    message: 'every series needs one value per label',
  })
  .refine((chart) => chart.type !== 'pie' || chart.series.length === 1, { message: 'a pie chart has one series' })
  .refine((chart) => chart.type !== 'pie' || chart.series[0]!.values.every((value) => value >= 0), {
    message: 'a pie chart takes no negative values',
  });

export type ChartData = z.infer<typeof chartSchema>;

export const chartShapeHint =
  '{"type":"bar"|"line"|"pie","labels":["Jan","Feb"],"series":[{"name":"Sales","values":[3,5]}]}';

export function parseChartData(content: string): Result<{ chart: ChartData }> {
  let json: unknown;
  try {
    json = JSON.parse(content);
  } catch {
    return err(`chart content must be JSON shaped like ${chartShapeHint}`);
  }
  const parsed = chartSchema.safeParse(json);
  if (!parsed.success) return err(`chart content: ${z.prettifyError(parsed.error)} (shape: ${chartShapeHint})`);
  return ok({ chart: parsed.data });
}
