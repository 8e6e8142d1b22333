// The numbers behind a chart artifact's drawing (ChartSvg.tsx): a value axis with round ticks that includes zero,
// and the slices of a pie. Pure, so the drawing stays a plain mapping from these to SVG elements.

export interface ValueAxis {
  min: number;
  max: number;
  ticks: number[];
}

/** Round tick steps (1, 2, 5 × 10ⁿ) covering every value and zero, about five of them. */
export function valueAxis(values: readonly number[]): ValueAxis {
  const low = Math.min(0, ...values);
  const high = Math.max(0, ...values);
  const span = high - low || 1;
  const rough = span / 5;
  const power = 10 ** Math.floor(Math.log10(rough));
  const step = [1, 2, 5, 10].map((factor) => factor * power).find((candidate) => candidate >= rough) ?? power * 10;
  const min = Math.floor(low / step) * step;
  const max = Math.ceil(high / step) * step || step;
  const ticks: number[] = [];
  for (let tick = min; tick <= max + step / 2; tick += step) ticks.push(Number(tick.toPrecision(12)));
  return { min, max, ticks };
}

export interface PieSlice {
  path: string;
  share: number;
}

/** SVG paths of a pie's slices around (cx, cy), clockwise from twelve o'clock; zero values get no slice. */
export function pieSlices(values: readonly number[], cx: number, cy: number, radius: number): (PieSlice | null)[] {
  const total = values.reduce((sum, value) => sum + value, 0);
  let angle = -Math.PI / 2;
  return values.map((value) => {
    if (total <= 0 || value <= 0) return null;
    const share = value / total;
    const start = angle;
    angle += share * 2 * Math.PI;
    if (share >= 0.9999) {
      const path = `M ${cx - radius} ${cy} a ${radius} ${radius} 0 1 0 ${radius * 2} 0 a ${radius} ${radius} 0 1 0 ${-radius * 2} 0`;
      return { path, share };
    }
    const point = (at: number) => `${cx + radius * Math.cos(at)} ${cy + radius * Math.sin(at)}`;
    const large = share > 0.5 ? 1 : 0;
    return { path: `M ${cx} ${cy} L ${point(start)} A ${radius} ${radius} 0 ${large} 1 ${point(angle)} Z`, share };
  });
}
