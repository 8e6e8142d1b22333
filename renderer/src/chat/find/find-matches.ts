// Find in conversation, on the data (so rows the virtualized list has not rendered are found too): every occurrence
// of the query in the messages' text, in order, as (row index, occurrence within the row). Case-insensitive. Pure.
import type { ViewItem } from '../../stores/conversation-types';

export interface FindMatch {
  /** The row (index into the conversation's items). */
  row: number;
  /** Which occurrence within that row's text (0-based). */
  occurrence: number;
}

/** The text a row shows that find searches: a question or an answer (compaction markers and notices are skipped). */
function searchableText(item: ViewItem): string {
  return item.kind === 'user' || item.kind === 'assistant' ? item.text : '';
}

export function findMatches(items: readonly ViewItem[], query: string): FindMatch[] {
  const wanted = query.trim().toLowerCase();
  if (wanted === '') return [];
  const matches: FindMatch[] = [];
  items.forEach((item, row) => {
    const text = searchableText(item).toLowerCase();
    let occurrence = 0;
    for (let at = text.indexOf(wanted); at !== -1; at = text.indexOf(wanted, at + wanted.length)) {
      matches.push({ row, occurrence });
      occurrence += 1;
    }
  });
  return matches;
}

/** Every occurrence of the query in the text under `root` (as the page shows it), as DOM ranges, in order. */
export function rangesIn(root: Element, query: string): Range[] {
  const wanted = query.trim().toLowerCase();
  if (wanted === '') return [];
  const ranges: Range[] = [];
  const walker = root.ownerDocument.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = (node.nodeValue ?? '').toLowerCase();
    for (let at = text.indexOf(wanted); at !== -1; at = text.indexOf(wanted, at + wanted.length)) {
      const range = root.ownerDocument.createRange();
      range.setStart(node, at);
      range.setEnd(node, at + wanted.length);
      ranges.push(range);
    }
  }
  return ranges;
}
