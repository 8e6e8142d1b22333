// The artifact panel's pure parts: versions gathered from a conversation's tool cards, file names, the chart's value
// axis and pie slices.
import { describe, expect, it } from 'vitest';
import { pieSlices, valueAxis } from '../../renderer/src/artifacts/chart-scale';
import { artifactFileName, versionsOf } from '../../renderer/src/artifacts/artifact-versions';
import type { ToolCardView } from '../../renderer/src/stores/conversation-types';

const card = (callId: string, name: string, details: unknown): ToolCardView => ({
  callId,
  name,
  label: name,
  args: {},
  status: 'done',
  output: '',
  content: '',
  details,
});
const version = (id: string, n: number, content: string) => ({
  artifact: { id, version: n, kind: 'markdown', title: 'Plan', content },
});

describe('artifact panel data', () => {
  it('gathers the versions of one artifact from its tool cards, in version order', () => {
    const tools = {
      c3: card('c3', 'artifact', version('art_a', 2, 'two')),
      c1: card('c1', 'artifact', version('art_a', 1, 'one')),
      c2: card('c2', 'artifact', version('art_b', 1, 'other')),
      c4: card('c4', 'weather', version('art_a', 3, 'not an artifact card')),
      c5: card('c5', 'artifact', { artifact: { id: 'art_a', version: 4, kind: 'pdf', title: 'x', content: 'y' } }),
    };
    expect(versionsOf(tools, 'art_a').map((entry) => [entry.version, entry.content])).toEqual([
      [1, 'one'],
      [2, 'two'],
    ]);
    expect(versionsOf(tools, 'art_missing')).toEqual([]);
  });

  it('names files from the title and version, safe on every OS', () => {
    const artifact = { id: 'art_a', version: 3, kind: 'chart' as const, content: '{}' };
    expect(artifactFileName({ ...artifact, title: 'Q3: sales / costs?' }, 'svg')).toBe('Q3-sales-costs-v3.svg');
    expect(artifactFileName({ ...artifact, title: '旅行の計画' }, 'md')).toBe('旅行の計画-v3.md');
    expect(artifactFileName({ ...artifact, title: '***' }, 'json')).toBe('artifact-v3.json');
  });

  it('puts round ticks around the values and zero', () => {
    expect(valueAxis([4200, 6100, 8000])).toEqual({ min: 0, max: 8000, ticks: [0, 2000, 4000, 6000, 8000] });
    expect(valueAxis([-3, 7])).toEqual({ min: -4, max: 8, ticks: [-4, -2, 0, 2, 4, 6, 8] });
    expect(valueAxis([0.15, 0.3]).ticks).toEqual([0, 0.1, 0.2, 0.3]);
    expect(valueAxis([0, 0])).toEqual({ min: 0, max: 0.2, ticks: [0, 0.2] }); // all zero: one step above
  });

  it('cuts a pie into shares, skipping zero and drawing one whole value as a circle', () => {
    const slices = pieSlices([1, 0, 3], 100, 100, 50);
    expect(slices.map((slice) => slice?.share ?? null)).toEqual([0.25, null, 0.75]);
    expect(slices[0]!.path).toMatch(/^M 100 100 L 100 50 A 50 50 0 0 1 /);
    expect(slices[2]!.path).toContain('A 50 50 0 1 1');
    expect(pieSlices([5], 100, 100, 50)[0]!.path).toMatch(/^M 50 100 a 50 50/);
  });
});
