// Splits markdown into top-level blocks (paragraphs, lists, tables, fenced code) so a streaming answer re-renders only
// its last, growing block; finished blocks keep their text and are memoized. While text streams in, the incremental
// splitter resumes from the last finished block instead of re-splitting the whole answer every frame.

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

interface SplitResult {
  blocks: string[];
  /** How many leading blocks are final: ended by a complete later line, so no text appended can change them. */
  finalCount: number;
  /** Where the first block that is not final starts (a character offset into the text). */
  resumeOffset: number;
}

function splitFrom(text: string, startOffset: number): SplitResult {
  const blocks: string[] = [];
  let current: string[] = [];
  let fence: string | null = null;
  let sawBlank = false;
  let currentIsList = false;
  let finalCount = 0;
  let resumeOffset = startOffset;

  const flush = () => {
    while (current.length > 0 && current[current.length - 1]!.trim() === '') current.pop();
    if (current.length > 0) blocks.push(current.join('\n'));
    current = [];
    currentIsList = false;
  };

  const lines = text.slice(startOffset).split('\n');
  let offset = startOffset;
  lines.forEach((line, index) => {
    const lineStart = offset;
    offset += line.length + 1;
    if (fence !== null) {
      current.push(line);
      if (closesFence(line, fence)) fence = null;
      return;
    }
    if (line.trim() === '') {
      if (current.length > 0) sawBlank = true;
      current.push(line);
      return;
    }
    const continues = /^[ \t]/.test(line) || (currentIsList && listMarker.test(line));
    if (sawBlank && !continues) {
      flush();
      // Decided by a complete line (not the last, possibly partial one): what came before is final.
      if (index < lines.length - 1) {
        finalCount = blocks.length;
        resumeOffset = lineStart;
      }
    }
    sawBlank = false;
    if (current.every((existing) => existing.trim() === '')) {
      current = [];
      currentIsList = listMarker.test(line);
    }
    const opened = fenceOpen.exec(line);
    if (opened) fence = opened[1]!;
    current.push(line);
  });
  flush();
  return { blocks, finalCount, resumeOffset };
}

/** Blocks in order; joining them with blank lines gives back an equivalent document. */
export function splitMarkdownBlocks(text: string): string[] {
  return splitFrom(text, 0).blocks;
}

export interface IncrementalSplitter {
  /** The same blocks as splitMarkdownBlocks(text); when text extends the previous one, only its unfinished tail is scanned. */
  split(text: string): string[];
}

export function createIncrementalSplitter(): IncrementalSplitter {
  let previous: { text: string; result: SplitResult } | undefined;
  return {
    split(text) {
      if (previous && previous.text === text) return previous.result.blocks;
      let result: SplitResult;
      if (previous && text.startsWith(previous.text)) {
        const kept = previous.result.blocks.slice(0, previous.result.finalCount);
        const tail = splitFrom(text, previous.result.resumeOffset);
        result = {
          blocks: [...kept, ...tail.blocks],
          finalCount: kept.length + tail.finalCount,
          resumeOffset: tail.resumeOffset,
        };
      } else {
        result = splitFrom(text, 0);
      }
      previous = { text, result };
      return result.blocks;
    },
  };
}
