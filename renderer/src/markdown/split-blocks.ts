// Splits markdown into top-level blocks (paragraphs, lists, tables, fenced code) so a streaming answer re-renders only
// its last, growing block; finished blocks keep their text and are memoized. Pure.

const fenceOpen = /^ {0,3}(`{3,}|~{3,})/;
const listMarker = /^ {0,3}(?:[-*+]|\d{1,9}[.)])[ \t]/;

function closesFence(line: string, fence: string): boolean {
  const trimmed = line.trim();
  return (
    trimmed.length >= fence.length &&
    trimmed[0] === fence[0] &&
    /^(`+|~+)$/.test(trimmed) &&
    trimmed.length >= fence.length
  );
}

/** Blocks in order; joining them with blank lines gives back an equivalent document. */
export function splitMarkdownBlocks(text: string): string[] {
  const blocks: string[] = [];
  let current: string[] = [];
  let fence: string | null = null;
  let sawBlank = false;
  let currentIsList = false;

  const flush = () => {
    while (current.length > 0 && current[current.length - 1]!.trim() === '') current.pop();
    if (current.length > 0) blocks.push(current.join('\n'));
    current = [];
    currentIsList = false;
  };

  for (const line of text.split('\n')) {
    if (fence !== null) {
      current.push(line);
      if (closesFence(line, fence)) fence = null;
      continue;
    }
    if (line.trim() === '') {
      if (current.length > 0) sawBlank = true;
      current.push(line);
      continue;
    }
    const continues = /^[ \t]/.test(line) || (currentIsList && listMarker.test(line));
    if (sawBlank && !continues) flush();
    sawBlank = false;
    if (current.every((existing) => existing.trim() === '')) {
      current = [];
      currentIsList = listMarker.test(line);
    }
    const opened = fenceOpen.exec(line);
    if (opened) fence = opened[1]!;
    current.push(line);
  }
  flush();
  return blocks;
}
