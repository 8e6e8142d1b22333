// The virtualized message list (@tanstack/react-virtual): only visible rows are mounted, rows measure themselves,
// and the view follows the newest text while the user is at the bottom. A long answer is one row per markdown block
// (message-rows.ts) inside one article, so a streaming frame re-renders, lays out and paints only its growing tail.
import { useTranslation } from 'react-i18next';
import { elementScroll, useVirtualizer, type VirtualItem } from '@tanstack/react-virtual';
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, type ReactNode } from 'react';
import { markdownRowBlocks } from '../markdown/Markdown';
import { createIncrementalSplitter, type IncrementalSplitter } from '../markdown/split-blocks';
import type { ConversationView, ViewItem } from '../stores/conversation-types';
import { answerSources } from './answer-sources';
import { FindInConversation } from './find/FindInConversation';
import type { FindMatch } from './find/find-matches';
import { findTarget, planMessageRows, type MessageRowsPlan } from './message-rows';
import { MessagePart, MessageRow } from './MessageRow';

const NEAR_BOTTOM_PX = 96;

/** `busy` (aria-busy): a reply is on its way, from the send until the run ends; defaults to `running`. */
export function MessageList({
  view,
  conversationKey,
  running,
  busy = running,
}: {
  view: ConversationView;
  conversationKey: string;
  running: boolean;
  busy?: boolean;
}) {
  const { t } = useTranslation();
  const scrollRef = useRef<HTMLDivElement>(null);
  const followRef = useRef(true);
  const splitters = useRef(new Map<string, IncrementalSplitter>());
  /** The plan shown (set below once it is made); the next plan starts from it. */
  const planRef = useRef<MessageRowsPlan | undefined>(undefined);
  const { items, tools } = view;
  const plan = useMemo(() => {
    const splitterOf = (id: string) => () => {
      let splitter = splitters.current.get(id);
      if (!splitter) {
        splitter = createIncrementalSplitter();
        splitters.current.set(id, splitter);
      }
      return splitter;
    };
    const blocksOf = (item: ViewItem) =>
      item.kind === 'assistant' ? markdownRowBlocks(item.text, splitterOf(item.id)) : null;
    // Only the rows from the first changed message on are planned again (the last plan shown is the starting point).
    return planMessageRows(items, blocksOf, planRef.current);
  }, [items]);
  const { rows } = plan;
  planRef.current = plan;
  // Stable while the rows' keys are (a new key function makes the virtualizer recompute every row's position).
  const { signature } = plan;
  const getItemKey = useCallback((index: number) => planRef.current?.rows[index]?.key ?? index, [signature]); // eslint-disable-line react-hooks/exhaustive-deps -- planRef follows the plan; signature says when its keys change
  const estimateSize = useCallback((index: number) => (planRef.current?.rows[index]?.kind === 'item' ? 120 : 48), []);
  /** Where the list last scrolled itself (following the end, or the virtualizer's own corrections). */
  const lastOffset = useRef(0);
  // eslint-disable-next-line react-hooks/incompatible-library -- the virtualizer is used directly in this component, never memoized.
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize,
    overscan: 6,
    getItemKey,
    // data-index stays the message's index (find and the e2e tests read it); the virtualizer's own index is data-row.
    indexAttribute: 'data-row',
    // When rows above the view are measured (older messages joining), the virtualizer scrolls to keep the view still:
    // that is not the user scrolling up, so it must not stop the following.
    scrollToFn: (offset, scrollOptions, instance) => {
      elementScroll(offset, scrollOptions, instance);
      lastOffset.current = offset + (scrollOptions.adjustments ?? 0);
    },
  });

  const canvasRef = useRef<HTMLDivElement>(null);
  /** Scrolls to the end of a canvas `height` tall, unless already there; never reads the page's layout itself. */
  const followTo = useCallback(
    (height: number) => {
      const element = scrollRef.current;
      if (!followRef.current || !element) return;
      const end = Math.max(0, height - (virtualizer.scrollRect?.height ?? element.clientHeight));
      if (Math.abs(end - lastOffset.current) < 1) return;
      element.scrollTop = end;
      lastOffset.current = element.scrollTop;
    },
    [virtualizer],
  );

  // A conversation opens on its end: scrolled in the commit that first shows its messages (the page lays out once
  // for it), not only when the key changes (the view may still be empty then, while it loads).
  const opened = `${conversationKey}:${items.length > 0}`;
  useLayoutEffect(() => {
    followRef.current = true;
    splitters.current.clear();
    followTo(virtualizer.getTotalSize());
  }, [opened]); // eslint-disable-line react-hooks/exhaustive-deps -- only when a conversation opens or first shows messages

  // Follow the newest text: whenever the canvas (the list's known size) changes, scroll to its end from a
  // ResizeObserver, which runs after the page's layout and before its paint. Scrolling from a commit would make the
  // page lay out the new text at once, a second time per frame.
  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver((entries) => {
      const entry = entries[entries.length - 1];
      if (entry) followTo(entry.contentRect.height);
    });
    observer.observe(canvas);
    return () => observer.disconnect();
  }, [followTo]);

  const sources = useMemo(() => answerSources(items, tools), [items, tools]);
  // Find in conversation moves to a match: stop following the newest text, bring the match's row (or block) into view.
  const scrollToMatch = useCallback(
    (match: FindMatch, query: string) => {
      followRef.current = false;
      const target = findTarget(planRef.current!, match.row, match.occurrence, query);
      virtualizer.scrollToIndex(target.row, { align: 'center' });
      return target;
    },
    [virtualizer],
  );
  const lastUserIndex = items.findLastIndex((item) => item.kind === 'user');
  const lastAssistantIndex = items.findLastIndex((item) => item.kind === 'assistant');
  const isLastAssistant = (index: number) => index === lastAssistantIndex && index > lastUserIndex;

  const virtualRows = virtualizer.getVirtualItems();
  const measured = virtualizer.measurementsCache;
  const rendered: ReactNode[] = [];
  for (let at = 0; at < virtualRows.length;) {
    const first = virtualRows[at]!;
    const row = rows[first.index]!;
    const item = items[row.item]!;
    if (row.kind === 'item') {
      rendered.push(
        <div
          key={first.key}
          data-row={first.index}
          data-index={row.item}
          ref={virtualizer.measureElement}
          className="message-row"
          style={{ transform: `translateY(${first.start}px)` }}
        >
          <MessageRow
            item={item}
            tools={tools}
            isLastUser={row.item === lastUserIndex}
            isLastAssistant={isLastAssistant(row.item)}
            running={running}
            sources={sources.get(item.id)}
          />
        </div>,
      );
      at += 1;
      continue;
    }
    // The mounted rows of one long answer, inside its article (placed over the answer's whole extent).
    const group: VirtualItem[] = [];
    for (; at < virtualRows.length && rows[virtualRows[at]!.index]!.item === row.item; at += 1)
      group.push(virtualRows[at]!);
    const firstRow = plan.firstRow[row.item]!;
    const lastRow = (plan.firstRow[row.item + 1] ?? rows.length) - 1;
    const top = measured[firstRow]?.start ?? first.start;
    const bottom = measured[lastRow]?.end ?? group[group.length - 1]!.end;
    rendered.push(
      <article
        key={`${item.id}:answer`}
        className={`message assistant message-group status-${item.kind === 'assistant' ? item.status : ''}`}
        aria-label="Hearth's answer"
        data-message-id={item.id}
        data-index={row.item}
        style={{ transform: `translateY(${top}px)`, height: bottom - top }}
      >
        {group.map((part) => {
          const partRow = rows[part.index]!;
          const edge = `${part.index === firstRow ? ' first' : ''}${partRow.kind === 'foot' ? ' foot' : ''}`;
          return (
            <div
              key={part.key}
              data-row={part.index}
              data-block={partRow.kind === 'block' ? `${row.item}:${partRow.block}` : undefined}
              ref={virtualizer.measureElement}
              className={`message-row part${edge}`}
              style={{ transform: `translateY(${part.start - top}px)` }}
            >
              <MessagePart
                row={partRow}
                item={item}
                tools={tools}
                isLastAssistant={isLastAssistant(row.item)}
                running={running}
                sources={sources.get(item.id)}
              />
            </div>
          );
        })}
      </article>,
    );
  }
  return (
    <>
      <FindInConversation items={items} container={scrollRef} scrollToMatch={scrollToMatch} />
      <div
        ref={scrollRef}
        className="message-scroll"
        role="region"
        aria-label={t('chat.messages')}
        aria-busy={busy}
        tabIndex={0}
        onWheel={(event) => {
          if (event.deltaY < 0) followRef.current = false;
        }}
        onScroll={(event) => {
          // Follow while at the bottom; stop when the user moves up (text growing below does not stop it).
          const offset = event.currentTarget.scrollTop;
          const viewport = virtualizer.scrollRect?.height ?? event.currentTarget.clientHeight;
          const atBottom = virtualizer.getTotalSize() - offset - viewport < NEAR_BOTTOM_PX;
          followRef.current = atBottom || (followRef.current && offset >= lastOffset.current - 1);
          lastOffset.current = offset;
        }}
      >
        <div ref={canvasRef} className="message-canvas" style={{ height: virtualizer.getTotalSize() }}>
          {rendered}
        </div>
      </div>
    </>
  );
}
