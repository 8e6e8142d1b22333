// Makes characters that can hide or reorder text visible (controls, bidi overrides, zero-width and look-alike spaces),
// so an approval dialog shows exactly what will run. Pure: returns segments the UI draws as text and visible markers.

export type TextSegment =
  { kind: 'text'; text: string } | { kind: 'hidden'; char: string; code: string; name: string; marker: string };

const names: Record<number, string> = {
  0x00: 'NUL',
  0x07: 'BEL',
  0x08: 'BS',
  0x09: 'TAB',
  0x0a: 'LF',
  0x0b: 'VT',
  0x0c: 'FF',
  0x0d: 'CR',
  0x1b: 'ESC',
  0x7f: 'DEL',
  0x85: 'NEL',
  0xa0: 'NBSP',
  0xad: 'SHY',
  0x34f: 'CGJ',
  0x61c: 'ALM',
  0x115f: 'HCF',
  0x1160: 'HJF',
  0x180e: 'MVS',
  0x200b: 'ZWSP',
  0x200c: 'ZWNJ',
  0x200d: 'ZWJ',
  0x200e: 'LRM',
  0x200f: 'RLM',
  0x2028: 'LSEP',
  0x2029: 'PSEP',
  0x202a: 'LRE',
  0x202b: 'RLE',
  0x202c: 'PDF',
  0x202d: 'LRO',
  0x202e: 'RLO',
  0x202f: 'NNBSP',
  0x205f: 'MMSP',
  0x2060: 'WJ',
  0x2061: 'FA',
  0x2062: 'IT',
  0x2063: 'IS',
  0x2064: 'IP',
  0x2066: 'LRI',
  0x2067: 'RLI',
  0x2068: 'FSI',
  0x2069: 'PDI',
  0x3000: 'IDSP',
  0x3164: 'HF',
  0xfeff: 'BOM',
  0xffa0: 'HWHF',
  0xfffc: 'OBJ',
};

/** Controls (except newline), format characters (bidi, zero-width, tags), unusual spaces, fillers and variation selectors. */
const hiddenPattern =
  // eslint-disable-next-line no-control-regex, no-misleading-character-class -- controls and lone combining marks (CGJ, variation selectors) are matched one by one on purpose.
  /[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u00a0\u00ad\u034f\u115f\u1160\u17b4\u17b5\u180b-\u180f\u2000-\u200f\u2028-\u202f\u205f-\u206f\u3000\u3164\ufe00-\ufe0f\ufeff\uffa0\ufff9-\ufffc]|\p{Cf}|[\u{e0100}-\u{e01ef}]/gu;

export function codePointLabel(char: string): string {
  return `U+${char.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}`;
}

function markerFor(char: string): { code: string; name: string; marker: string } {
  const code = codePointLabel(char);
  const name = names[char.codePointAt(0)!] ?? '';
  if (char === '\t') return { code, name, marker: '⇥' };
  return { code, name, marker: `⟨${name || code}⟩` };
}

/** Splits text into plain runs and one segment per hidden character. A newline stays a real line break. */
export function revealInvisible(text: string): TextSegment[] {
  const segments: TextSegment[] = [];
  let last = 0;
  for (const match of text.matchAll(hiddenPattern)) {
    const index = match.index ?? 0;
    if (index > last) segments.push({ kind: 'text', text: text.slice(last, index) });
    segments.push({ kind: 'hidden', char: match[0], ...markerFor(match[0]) });
    last = index + match[0].length;
  }
  if (last < text.length) segments.push({ kind: 'text', text: text.slice(last) });
  return segments;
}

/** How many hidden characters a text contains, tabs not counted (they are shown but harmless). */
export function countHidden(text: string): number {
  return revealInvisible(text).filter((segment) => segment.kind === 'hidden' && segment.char !== '\t').length;
}

/** The revealed text as one plain string (markers inline), e.g. for copying or a text-only view. */
export function revealedText(text: string): string {
  return revealInvisible(text)
    .map((segment) => (segment.kind === 'text' ? segment.text : segment.marker))
    .join('');
}
