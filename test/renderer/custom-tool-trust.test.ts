// The renderer's words for what trusting a custom tool allows are the core's words (the CLI prompt's), for every
// capability set; and the dialog recognises the core's custom tool notes so it does not show them twice.
import { beforeAll, describe, expect, it } from 'vitest';
import { describeCapabilities, isCustomToolNote } from '../../renderer/src/lib/custom-tool-trust';

// By a runtime path: the web type-check of this folder may not pull in core files.
const corePath = '../../tools/user-tools/capabilities';
let coreWords: (capabilities: readonly string[]) => string;
beforeAll(async () => {
  coreWords = ((await import(/* @vite-ignore */ corePath)) as { describeCapabilities: typeof coreWords })
    .describeCapabilities;
});

const sets = [[], ['network'], ['workspace:write'], ['network', 'workspace:write'], ['workspace:write', 'network']];

describe('custom tool trust words', () => {
  it.each(sets.map((set) => [set.join('+') || 'none', set] as const))('match the core for %s', (_name, set) => {
    expect(describeCapabilities(set)).toBe(coreWords(set));
  });

  it('spots the notes the core adds for a custom tool, and only those', () => {
    const tool = {
      file: 'tools/greet.mjs',
      version: 'abcdef123456',
      declaredRisk: 'exec' as const,
      capabilities: ['network'],
      trusted: false,
    };
    expect(
      isCustomToolNote(
        'Custom tool from tools/greet.mjs, version abcdef123456; it declares risk exec and capabilities network.',
        tool,
      ),
    ).toBe(true);
    expect(isCustomToolNote(coreWords(['network']), tool)).toBe(true);
    expect(
      isCustomToolNote('Custom tool from tools/other.mjs, version abcdef123456; it declares risk exec.', tool),
    ).toBe(false);
    expect(isCustomToolNote('Next runs: tomorrow 09:00', tool)).toBe(false);
  });
});
