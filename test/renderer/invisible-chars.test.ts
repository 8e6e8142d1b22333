// The renderer's invisible-character revealer: every character that can hide or reorder a command becomes a visible marker.
import { describe, expect, it } from 'vitest';
import { countHidden, revealedText, revealInvisible } from '../../renderer/src/lib/invisible-chars';

describe('revealInvisible', () => {
  it('leaves ordinary text, newlines and non-Latin scripts untouched', () => {
    const text = 'ls -la ~/Документы\necho "héllo 世界"';
    expect(revealInvisible(text)).toEqual([{ kind: 'text', text }]);
    expect(countHidden(text)).toBe(0);
  });

  it('marks bidi overrides and isolates so reordered text cannot pass as something else', () => {
    const text = 'echo safe\u202E; rm -rf ~ #\u202C';
    const segments = revealInvisible(text);
    expect(segments.map((s) => (s.kind === 'text' ? s.text : s.marker))).toEqual([
      'echo safe',
      '⟨RLO⟩',
      '; rm -rf ~ #',
      '⟨PDF⟩',
    ]);
    expect(countHidden('a\u2066b\u2067c\u2068d\u2069')).toBe(4);
  });

  it('marks zero-width characters, the BOM, soft hyphens and tag characters', () => {
    expect(revealedText('c\u200Burl\u200C\u200D\u2060x\uFEFF')).toBe('c⟨ZWSP⟩url⟨ZWNJ⟩⟨ZWJ⟩⟨WJ⟩x⟨BOM⟩');
    expect(revealedText('pass\u00ADwd')).toBe('pass⟨SHY⟩wd');
    expect(revealedText('a\u{E0041}b')).toBe('a⟨U+E0041⟩b');
  });

  it('marks C0 and C1 controls (ESC, CR, NUL, DEL, NEL) with names and code points', () => {
    const segments = revealInvisible('a\u001b[2Jb\rc\u0000d\u007fe\u0085');
    const hidden = segments.filter((s) => s.kind === 'hidden');
    expect(hidden.map((s) => (s.kind === 'hidden' ? [s.code, s.name] : []))).toEqual([
      ['U+001B', 'ESC'],
      ['U+000D', 'CR'],
      ['U+0000', 'NUL'],
      ['U+007F', 'DEL'],
      ['U+0085', 'NEL'],
    ]);
  });

  it('marks look-alike spaces (no-break, em, ideographic) that make two commands look the same', () => {
    expect(revealedText('rm\u00A0-rf')).toBe('rm⟨NBSP⟩-rf');
    expect(revealedText('a\u2003b\u3000c')).toBe('a⟨U+2003⟩b⟨IDSP⟩c');
  });

  it('shows tabs as ⇥ but does not count them as hidden', () => {
    expect(revealedText('a\tb')).toBe('a⇥b');
    expect(countHidden('a\tb')).toBe(0);
  });

  it('keeps every original character in the segments (nothing is dropped)', () => {
    const text = 'x\u202Ey\u200Bz\u001b';
    const rebuilt = revealInvisible(text)
      .map((s) => (s.kind === 'text' ? s.text : s.char))
      .join('');
    expect(rebuilt).toBe(text);
  });
});
