// A line diff for Review: the longest common subsequence of two short texts, as lines starting with ' ', '-' or '+';
// unchanged runs longer than a few lines are folded to one "…" line. Texts past the size limit get no diff.

const maxLines = 1_500;
const context = 3;

export function lineDiff(before: string, after: string): string[] | null {
  const a = linesOf(before);
  const b = linesOf(after);
  if (a.length > maxLines || b.length > maxLines) return null;
  const lengths: Uint16Array[] = Array.from({ length: a.length + 1 }, () => new Uint16Array(b.length + 1));
  for (let i = a.length - 1; i >= 0; i -= 1)
    for (let j = b.length - 1; j >= 0; j -= 1)
      lengths[i]![j] = a[i] === b[j] ? lengths[i + 1]![j + 1]! + 1 : Math.max(lengths[i + 1]![j]!, lengths[i]![j + 1]!);
  const lines: string[] = [];
  let i = 0;
  let j = 0;
  while (i < a.length || j < b.length) {
    if (i < a.length && j < b.length && a[i] === b[j]) {
      lines.push(` ${a[i]}`);
      i += 1;
      j += 1;
    } else if (i < a.length && (j === b.length || lengths[i + 1]![j]! >= lengths[i]![j + 1]!)) {
      lines.push(`-${a[i]}`);
      i += 1;
    } else {
      lines.push(`+${b[j]}`);
      j += 1;
    }
  }
  return foldUnchanged(lines);
}

/** A text's lines; the newline that ends the last line makes no empty line of its own. */
function linesOf(text: string): string[] {
  if (text === '') return [];
  const lines = text.split('\n');
  if (lines.at(-1) === '') lines.pop();
  return lines;
}

function foldUnchanged(lines: string[]): string[] {
  const near = lines.map((_, index) =>
    lines.slice(Math.max(0, index - context), index + context + 1).some((line) => !line.startsWith(' ')),
  );
  const folded: string[] = [];
  lines.forEach((line, index) => {
    if (near[index]) folded.push(line);
    else if (folded.at(-1) !== ' …') folded.push(' …');
  });
  return folded;
}
