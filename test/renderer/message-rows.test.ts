// The message list's rows: a long answer becomes head / one row per markdown block / foot with stable keys while it
// streams, short messages stay one row, and a find match of a long answer lands in the block that holds it.
import { describe, expect, it } from 'vitest';
import { findTarget, planMessageRows, type BlocksOf, type MessageRowsPlan } from '../../renderer/src/chat/message-rows';
import { findMatches } from '../../renderer/src/chat/find/find-matches';
import { markdownRowBlocks, ROW_PER_BLOCK_CHARS } from '../../renderer/src/markdown/Markdown';
import { createIncrementalSplitter, splitMarkdownBlocks } from '../../renderer/src/markdown/split-blocks';
import type { AssistantItem, ViewItem } from '../../renderer/src/stores/conversation-types';

function answer(id: string, text: string, extra: Partial<AssistantItem> = {}): AssistantItem {
  return { kind: 'assistant', id, text, reasoning: '', status: 'complete', toolCallIds: [], ...extra };
}

function section(i: number): string {
  return `## Part ${i}\n\nA paragraph about part ${i} that mentions a pelican once.\n\n- one\n- two\n\n\`\`\`ts\nconst x${i} = ${i};\n\`\`\`\n\n`;
}

function longText(minChars: number): string {
  let text = '';
  for (let i = 1; text.length < minChars; i += 1) text += section(i);
  return text.trimEnd();
}

/** blocksOf as MessageList builds it: one incremental splitter per message, the real threshold. */
function realBlocksOf(): BlocksOf {
  const splitters = new Map<string, ReturnType<typeof createIncrementalSplitter>>();
  return (item) => {
    if (item.kind !== 'assistant') return null;
    return markdownRowBlocks(item.text, () => {
      if (!splitters.has(item.id)) splitters.set(item.id, createIncrementalSplitter());
      return splitters.get(item.id)!;
    });
  };
}

describe('planMessageRows', () => {
  it('keeps questions and short answers one row each, and cuts a long answer into head, blocks and foot', () => {
    const text = longText(ROW_PER_BLOCK_CHARS + 500);
    const items: ViewItem[] = [
      { kind: 'user', id: 'q1', text: 'Hi' },
      answer('a1', 'Short **answer**.\n\nTwo paragraphs.'),
      { kind: 'user', id: 'q2', text: 'Long please' },
      answer('a2', text, { reasoning: 'thinking about it' }),
    ];
    const plan = planMessageRows(items, realBlocksOf());
    const blocks = splitMarkdownBlocks(text);
    expect(blocks.length).toBeGreaterThan(10);
    expect(plan.rows.slice(0, 3).map((row) => [row.kind, row.key, row.item])).toEqual([
      ['item', 'q1', 0],
      ['item', 'a1', 1],
      ['item', 'q2', 2],
    ]);
    const long = plan.rows.slice(3);
    expect(long.map((row) => row.kind)).toEqual(['head', ...blocks.map(() => 'block'), 'foot']);
    expect(long.every((row) => row.item === 3)).toBe(true);
    const blockRows = long.filter((row) => row.kind === 'block');
    expect(blockRows.map((row) => row.source)).toEqual(blocks);
    expect(blockRows.map((row) => row.last)).toEqual(blocks.map((_, index) => index === blocks.length - 1));
    expect(new Set(plan.rows.map((row) => row.key)).size).toBe(plan.rows.length);
    expect(plan.firstRow).toEqual([0, 1, 2, 3]);
  });

  it('while an answer streams, finished blocks keep their keys and text; only the tail changes', () => {
    const full = longText(ROW_PER_BLOCK_CHARS * 3);
    const blocksOf = realBlocksOf();
    const question: ViewItem = { kind: 'user', id: 'q', text: 'Go' };
    let previous = planMessageRows([question, answer('a', full.slice(0, 100), { status: 'streaming' })], blocksOf);
    expect(previous.rows.map((row) => row.kind)).toEqual(['item', 'item']);
    let splitSeen = false;
    for (let end = 200; end <= full.length; end += 37) {
      const plan = planMessageRows([question, answer('a', full.slice(0, end), { status: 'streaming' })], blocksOf);
      const blockRows = plan.rows.filter((row) => row.kind === 'block');
      if (blockRows.length > 0 && previous.rows.some((row) => row.kind === 'block')) {
        splitSeen = true;
        const before = previous.rows.filter((row) => row.kind === 'block');
        // Every block but the previous tail is unchanged, under the same key.
        for (const row of before.slice(0, -1)) expect(blockRows[row.block]).toEqual(row);
        expect(blockRows.map((row) => row.source)).toEqual(splitMarkdownBlocks(full.slice(0, end)));
        const sameShape = blockRows.length === before.length;
        expect(plan.signature === previous.signature).toBe(sameShape);
      }
      previous = plan;
    }
    expect(splitSeen).toBe(true);
  });

  it('changes the signature when a message is appended or reasoning adds a head row, not when the tail grows', () => {
    const text = longText(ROW_PER_BLOCK_CHARS + 100);
    const blocksOf = realBlocksOf();
    const base = planMessageRows([answer('a', text)], blocksOf);
    expect(planMessageRows([answer('a', `${text} more`)], blocksOf).signature).toBe(base.signature);
    expect(planMessageRows([answer('a', `${text} more`, { reasoning: 'why' })], blocksOf).signature).not.toBe(
      base.signature,
    );
    expect(planMessageRows([answer('a', text), { kind: 'user', id: 'q', text: 'next' }], blocksOf).signature).not.toBe(
      base.signature,
    );
  });
});

describe('planMessageRows from the previous plan', () => {
  /** The plan a fresh planner makes, without the data only an incremental plan carries over. */
  const shape = (plan: MessageRowsPlan) => ({ rows: plan.rows, firstRow: plan.firstRow, signature: plan.signature });

  it('equals a fresh plan through appends, a streaming tail, a branch switched, older messages joining and an edit', () => {
    const long = longText(ROW_PER_BLOCK_CHARS * 2);
    const question = (id: string): ViewItem => ({ kind: 'user', id, text: `question ${id}` });
    const start: ViewItem[] = [
      question('q1'),
      answer('a1', long, { reasoning: 'hm' }),
      question('q2'),
      answer('a2', 'Hi'),
    ];
    const steps: ViewItem[][] = [start];
    const push = (next: ViewItem[]) => steps.push(next);
    const last = () => steps[steps.length - 1]!;
    push([...last(), question('q3')]);
    for (let end = 50; end <= long.length; end += 211)
      push([...last().slice(0, 5), answer('a3', long.slice(0, end), { status: 'streaming' })]);
    push([...last().slice(0, 5), answer('a3', long)]);
    push(last().slice(0, 2)); // another branch, shorter
    push([...last(), question('q2b'), answer('a2b', long)]);
    push([question('q0'), answer('a0', long), ...last()]); // older messages join in front
    const edited = [...last()];
    edited[3] = answer('a1', `${long} edited`, { reasoning: 'hm' });
    push(edited); // a message in the middle replaced
    push([]);
    push(start);

    const incremental = realBlocksOf();
    let previous: MessageRowsPlan | undefined;
    for (const items of steps) {
      const plan = planMessageRows(items, incremental, previous);
      expect(shape(plan)).toEqual(shape(planMessageRows(items, realBlocksOf())));
      previous = plan;
    }
    expect(steps.length).toBeGreaterThan(10);
  });

  it('reuses the rows before the first changed message as they are, and plans the rest again', () => {
    const long = longText(ROW_PER_BLOCK_CHARS + 300);
    const items: ViewItem[] = [
      { kind: 'user', id: 'q', text: 'Go' },
      answer('a', long),
      { kind: 'user', id: 'q2', text: 'More' },
    ];
    const calls: string[] = [];
    const counted: BlocksOf = (item) => {
      calls.push(item.id);
      return realBlocksOf()(item);
    };
    const first = planMessageRows(items, counted);
    calls.length = 0;
    const next = planMessageRows([...items, answer('b', 'short')], counted, first);
    expect(calls).toEqual(['b']);
    const kept = first.rows.length;
    for (let row = 0; row < kept; row += 1) expect(next.rows[row]).toBe(first.rows[row]);
    expect(next.rows.slice(kept).map((row) => row.key)).toEqual(['b']);
    expect(next.firstRow.slice(0, 3)).toEqual(first.firstRow);
  });
});

describe('findTarget', () => {
  it('sends a match of a long answer to the block that holds it, counting occurrences within that block', () => {
    const text = longText(ROW_PER_BLOCK_CHARS + 500);
    const items: ViewItem[] = [{ kind: 'user', id: 'q', text: 'A pelican?' }, answer('a', text)];
    const plan = planMessageRows(items, realBlocksOf());
    const matches = findMatches(items, 'Pelican');
    const inAnswer = matches.filter((match) => match.row === 1);
    expect(inAnswer.length).toBeGreaterThan(3);
    const seenPerBlock = new Map<string, number>();
    for (const match of inAnswer) {
      const target = findTarget(plan, match.row, match.occurrence, 'Pelican');
      const row = plan.rows[target.row]!;
      expect(row.kind).toBe('block');
      if (row.kind !== 'block') continue;
      expect(target.selector).toBe(`[data-block="1:${row.block}"]`);
      expect(row.source.toLowerCase()).toContain('pelican');
      // Occurrences within one block count up from 0, in the order find lists them.
      const expected = seenPerBlock.get(target.selector) ?? 0;
      expect(target.occurrence).toBe(expected);
      seenPerBlock.set(target.selector, expected + 1);
    }
    expect(seenPerBlock.size).toBe(inAnswer.length);
  });

  it('keeps a match of a one-row message on that row, by its message index', () => {
    const items: ViewItem[] = [
      { kind: 'user', id: 'q', text: 'pelican pelican' },
      answer('a', longText(ROW_PER_BLOCK_CHARS + 10)),
      { kind: 'user', id: 'q2', text: 'a pelican again' },
    ];
    const plan = planMessageRows(items, realBlocksOf());
    expect(findTarget(plan, 0, 1, 'pelican')).toEqual({ row: 0, selector: '[data-index="0"]', occurrence: 1 });
    const last = plan.rows.length - 1;
    expect(findTarget(plan, 2, 0, 'pelican')).toEqual({ row: last, selector: '[data-index="2"]', occurrence: 0 });
  });
});
