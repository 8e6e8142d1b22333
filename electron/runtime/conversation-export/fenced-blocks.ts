// Splits message text into prose and fenced code blocks (CommonMark fences: ``` or ~~~, closed by the same character
// at least as long, with no info string); an unclosed fence runs to the end. The HTML export shows code as code.
export type TextBlock = { kind: 'text'; text: string } | { kind: 'code'; text: string; language: string };

const fenceLine = /^ {0,3}(`{3,}|~{3,})(.*)$/;

export function splitFencedBlocks(text: string): TextBlock[] {
  const blocks: TextBlock[] = [];
  let prose: string[] = [];
  let code: { char: string; length: number; language: string; lines: string[] } | null = null;
  const flushProse = () => {
    const joined = prose.join('\n').replace(/^\n+|\n+$/g, '');
    if (joined !== '') blocks.push({ kind: 'text', text: joined });
    prose = [];
  };
  for (const line of text.split('\n')) {
    const match = fenceLine.exec(line);
    if (code) {
      const run = match?.[1];
      if (run && run[0] === code.char && run.length >= code.length && (match[2] ?? '').trim() === '') {
        blocks.push({ kind: 'code', text: code.lines.join('\n'), language: code.language });
        code = null;
      } else code.lines.push(line);
      continue;
    }
    const run = match?.[1];
    const info = (match?.[2] ?? '').trim();
    if (run && !(run[0] === '`' && info.includes('`'))) {
      flushProse();
      code = { char: run[0] as string, length: run.length, language: info.split(/\s+/)[0] ?? '', lines: [] };
    } else prose.push(line);
  }
  if (code) blocks.push({ kind: 'code', text: code.lines.join('\n'), language: code.language });
  flushProse();
  return blocks;
}
