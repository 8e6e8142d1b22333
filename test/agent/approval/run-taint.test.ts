// A run's taint (agent/approvals/run-taint.ts): sources deduplicated in reading order, and the addresses a tainted run
// may send to: what the person typed (at an address's start, not inside a longer word) and links already read.
import { describe, expect, it } from 'vitest';
import { createRunTaint, describeSources } from '../../../electron/agent/approvals/run-taint';

describe('createRunTaint', () => {
  it('keeps each source once, in the order first read', () => {
    const taint = createRunTaint({ userText: [] });
    expect(taint.tainted()).toBe(false);
    taint.read({ kind: 'web_page', label: 'https://a.example' });
    taint.read({ kind: 'mcp', label: 'notes' });
    taint.read({ kind: 'web_page', label: 'https://a.example', links: ['https://b.example'] });
    expect(taint.sources()).toEqual([
      { kind: 'web_page', label: 'https://a.example' },
      { kind: 'mcp', label: 'notes' },
    ]);
    expect(taint.tainted()).toBe(true);
  });

  it('allows what the person typed and links read; nothing composed', () => {
    const taint = createRunTaint({ userText: ['Read https://typed.example/a and garden.example/news, max 3'] });
    taint.read({ kind: 'web_page', label: 'https://p.example', links: ['https://p.example/next/'] });
    for (const allowed of [
      'https://typed.example/a',
      'https://typed.example',
      'https://garden.example/news',
      'http://garden.example/news',
      'https://p.example/next',
      'https://p.example/next/#top',
    ])
      expect(taint.allowsAddress(allowed), allowed).toBe(true);
    for (const refused of [
      'https://typed.example/a?data=secret',
      'https://p.example/next?q=1',
      'https://x',
      'https://evil.example/',
      '',
    ])
      expect(taint.allowsAddress(refused), refused).toBe(false);
  });

  it('describes what the run read in words, at most four by name', () => {
    const sources = ['a', 'b', 'c', 'd', 'e'].map((name) => ({ kind: 'file' as const, label: name }));
    expect(describeSources(sources.slice(0, 2))).toBe('This run read a (file) and b (file)');
    expect(describeSources(sources)).toBe('This run read a (file), b (file), c (file), d (file) and 1 more');
  });
});
