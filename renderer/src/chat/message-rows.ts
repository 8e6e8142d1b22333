// The message list's virtual rows: one row per message, except a long answer, which becomes a head (reasoning), one
// row per markdown block and a foot (tool cards, flags, actions), so a streaming frame lays out and paints only its
// growing last block. Also where a find match of such an answer lands (which block, which occurrence in it). Pure.
import type { ViewItem } from '../stores/conversation-types';

export type MessageRowPlan =
  | { kind: 'item'; key: string; item: number }
  | { kind: 'head'; key: string; item: number }
  | { kind: 'block'; key: string; item: number; block: number; source: string; last: boolean }
  | { kind: 'foot'; key: string; item: number };

export interface MessageRowsPlan {
  rows: MessageRowPlan[];
  /** Per item: the index of its first row. */
  firstRow: number[];
  /** Changes when the rows' keys change (rows added or removed, another path or conversation); not with blocks' text. */
  signature: string;
  /** The items planned: a later plan reuses the rows of the unchanged ones before the first change. */
  items: readonly ViewItem[];
  /** Per answer cut into blocks: its item index and its part of the signature. */
  splits: { item: number; part: string }[];
}

/** The blocks a message is cut into, or null to keep it one row (short answers, other kinds). */
export type BlocksOf = (item: ViewItem) => readonly string[] | null;

/** The first index at which `items` differs from `before` (items are immutable: an unchanged one is the same object). */
function firstChange(items: readonly ViewItem[], before: readonly ViewItem[]): number {
  const shared = Math.min(items.length, before.length);
  for (let index = 0; index < shared; index += 1) if (items[index] !== before[index]) return index;
  return shared;
}

/**
 * Plans every item's rows. Given the previous plan, the rows of the items before the first changed one are reused as
 * they are (a new message or a streamed frame re-plans only the end of a long conversation, not all of it).
 */
export function planMessageRows(
  items: readonly ViewItem[],
  blocksOf: BlocksOf,
  previous?: MessageRowsPlan,
): MessageRowsPlan {
  const start = previous ? firstChange(items, previous.items) : 0;
  const keptRows = !previous ? 0 : start < previous.items.length ? previous.firstRow[start]! : previous.rows.length;
  const rows: MessageRowPlan[] = previous ? previous.rows.slice(0, keptRows) : [];
  const firstRow: number[] = previous ? previous.firstRow.slice(0, start) : [];
  const splits = previous ? previous.splits.filter((split) => split.item < start) : [];
  for (let index = start; index < items.length; index += 1) {
    const item = items[index]!;
    firstRow.push(rows.length);
    const blocks = item.kind === 'assistant' ? blocksOf(item) : null;
    if (!blocks || item.kind !== 'assistant') {
      rows.push({ kind: 'item', key: item.id, item: index });
      continue;
    }
    if (item.reasoning) rows.push({ kind: 'head', key: `${item.id}:head`, item: index });
    blocks.forEach((source, block) =>
      rows.push({
        kind: 'block',
        key: `${item.id}:${block}`,
        item: index,
        block,
        source,
        last: block === blocks.length - 1,
      }),
    );
    rows.push({ kind: 'foot', key: `${item.id}:foot`, item: index });
    splits.push({ item: index, part: `${item.id}/${item.reasoning ? 'h' : ''}${blocks.length}` });
  }
  // A path shown changes at its ends (appends, a branch switched, another conversation), so its ends stand for it.
  const ends = `${items.length}:${items[0]?.id ?? ''}:${items[items.length - 1]?.id ?? ''}`;
  const signature = `${ends}|${splits.map((split) => split.part).join(' ')}`;
  return { rows, firstRow, signature, items, splits };
}

export interface FindTarget {
  /** The row to bring into view. */
  row: number;
  /** The element holding the match once rendered (a CSS selector within the transcript). */
  selector: string;
  /** Which occurrence of the query within that element. */
  occurrence: number;
}

function countOccurrences(text: string, wanted: string): number {
  let count = 0;
  for (let at = text.indexOf(wanted); at !== -1; at = text.indexOf(wanted, at + wanted.length)) count += 1;
  return count;
}

/**
 * Where the `occurrence`-th match of `query` in item `item` is: its own row, or for an answer cut into blocks the block
 * that holds it (counted in each block's text, as find counts in the whole text).
 */
export function findTarget(plan: MessageRowsPlan, item: number, occurrence: number, query: string): FindTarget {
  const first = plan.firstRow[item] ?? 0;
  const whole: FindTarget = { row: first, selector: `[data-index="${item}"]`, occurrence };
  const wanted = query.trim().toLowerCase();
  if (wanted === '') return whole;
  let seen = 0;
  for (let row = first; row < plan.rows.length; row += 1) {
    const candidate = plan.rows[row]!;
    if (candidate.item !== item) break;
    if (candidate.kind !== 'block') continue;
    const here = countOccurrences(candidate.source.toLowerCase(), wanted);
    if (occurrence < seen + here) {
      return { row, selector: `[data-block="${item}:${candidate.block}"]`, occurrence: occurrence - seen };
    }
    seen += here;
  }
  return whole;
}
