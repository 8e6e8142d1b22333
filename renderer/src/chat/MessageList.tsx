// The virtualized message list (@tanstack/react-virtual): only visible rows are mounted, rows measure themselves,
// and the view follows the newest text while the user is at the bottom.
import { useVirtualizer } from '@tanstack/react-virtual';
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef } from 'react';
import type { ConversationView } from '../stores/conversation-types';
import { answerSources } from './answer-sources';
import { FindInConversation } from './find/FindInConversation';
import { MessageRow } from './MessageRow';

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
  const scrollRef = useRef<HTMLDivElement>(null);
  const followRef = useRef(true);
  const { items, tools } = view;
  // eslint-disable-next-line react-hooks/incompatible-library -- the virtualizer is used directly in this component, never memoized.
  const virtualizer = useVirtualizer({
    count: items.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => 120,
    overscan: 6,
    getItemKey: (index) => items[index]?.id ?? index,
  });

  useLayoutEffect(() => {
    followRef.current = true;
  }, [conversationKey]);

  // Follow the newest text (once per change of the items or their tool cards); scrollToIndex settles dynamic heights.
  useEffect(() => {
    if (followRef.current && items.length > 0) virtualizer.scrollToIndex(items.length - 1, { align: 'end' });
  }, [items, tools, conversationKey, virtualizer]);

  const sources = useMemo(() => answerSources(items, tools), [items, tools]);
  // Find in conversation moves to a match: stop following the newest text, bring the match's row into view.
  const scrollToRow = useCallback(
    (row: number) => {
      followRef.current = false;
      virtualizer.scrollToIndex(row, { align: 'center' });
    },
    [virtualizer],
  );
  const lastUserIndex = items.findLastIndex((item) => item.kind === 'user');
  const lastAssistantIndex = items.findLastIndex((item) => item.kind === 'assistant');
  return (
    <>
      <FindInConversation items={items} container={scrollRef} scrollToRow={scrollToRow} />
      <div
        ref={scrollRef}
        className="message-scroll"
        role="region"
        aria-label="Messages"
        aria-busy={busy}
        tabIndex={0}
        onScroll={(event) => {
          const element = event.currentTarget;
          followRef.current = element.scrollHeight - element.scrollTop - element.clientHeight < NEAR_BOTTOM_PX;
        }}
      >
        <div className="message-canvas" style={{ height: virtualizer.getTotalSize() }}>
          {virtualizer.getVirtualItems().map((row) => {
            const item = items[row.index]!;
            return (
              <div
                key={row.key}
                data-index={row.index}
                ref={virtualizer.measureElement}
                className="message-row"
                style={{ transform: `translateY(${row.start}px)` }}
              >
                <MessageRow
                  item={item}
                  tools={tools}
                  isLastUser={row.index === lastUserIndex}
                  isLastAssistant={row.index === lastAssistantIndex && row.index > lastUserIndex}
                  running={running}
                  sources={sources.get(item.id)}
                />
              </div>
            );
          })}
        </div>
      </div>
    </>
  );
}
