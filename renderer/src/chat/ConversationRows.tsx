// A sidebar list of conversations (the chats, or one project's). Past LONG_LIST rows it is virtualized against the
// sidebar's scroller (@tanstack/react-virtual): only the rows near the view are in the page, the list's padding stands
// for the others, so years of chats cost what a screenful costs (bench/ten-year-renderer.ts measures it).
import { useVirtualizer } from '@tanstack/react-virtual';
import { useLayoutEffect, useRef, useState } from 'react';
import type { ConversationSummary } from '../../../electron/shared/contract';
import { ConversationRow } from './ConversationRow';

/** Lists up to this long are rendered whole (a sidebar shows about a dozen rows). */
export const LONG_LIST = 40;
/** A row's height with the list's gap before it is measured (two lines of text and padding, in English). */
const ROW_PX = 57;
const OVERSCAN = 10;

interface RowsProps {
  conversations: readonly ConversationSummary[];
  activeId: string | null;
  label?: string;
}

const row = (conversation: ConversationSummary, activeId: string | null) => (
  <ConversationRow key={conversation.id} conversation={conversation} active={conversation.id === activeId} />
);

export function ConversationRows(props: RowsProps) {
  if (props.conversations.length > LONG_LIST) return <VirtualRows {...props} />;
  return (
    <ul aria-label={props.label}>{props.conversations.map((conversation) => row(conversation, props.activeId))}</ul>
  );
}

function VirtualRows({ conversations, activeId, label }: RowsProps) {
  const listRef = useRef<HTMLUListElement>(null);
  /** Where the list starts in the scroller's content, and a row's height with its gap, as last laid out. */
  const [layout, setLayout] = useState({ top: 0, rowPx: ROW_PX });
  const scroller = () => listRef.current?.closest<HTMLElement>('.sidebar-list') ?? null;
  // eslint-disable-next-line react-hooks/incompatible-library -- the virtualizer is used directly in this component, never memoized.
  const virtualizer = useVirtualizer({
    count: conversations.length,
    getScrollElement: scroller,
    estimateSize: () => layout.rowPx,
    overscan: OVERSCAN,
    scrollMargin: layout.top,
    getItemKey: (index) => conversations[index]?.id ?? index,
  });
  // Whenever the lists change (a parent's new array: groups above may have grown), and the rows' height depends on the
  // language and fonts.
  useLayoutEffect(() => {
    const list = listRef.current;
    const element = scroller();
    const first = list?.querySelector(':scope > li');
    if (!list || !element) return;
    const top = list.getBoundingClientRect().top - element.getBoundingClientRect().top + element.scrollTop;
    const gap = Number.parseFloat(getComputedStyle(list).rowGap) || 0;
    const rowPx = first ? first.getBoundingClientRect().height + gap : layout.rowPx;
    if (Math.abs(top - layout.top) >= 1 || Math.abs(rowPx - layout.rowPx) >= 0.5) setLayout({ top, rowPx });
  }, [conversations, layout.top, layout.rowPx]);
  // The virtualizer keeps some rows of a list that is wholly out of view; with a list per project, those add up.
  const offset = virtualizer.scrollOffset ?? 0;
  const band = OVERSCAN * layout.rowPx;
  const viewEnd = offset + (virtualizer.scrollRect?.height ?? 0) + band;
  const items = virtualizer.getVirtualItems().filter((item) => item.end >= offset - band && item.start <= viewEnd);
  const firstIndex = items[0]?.index ?? conversations.length;
  const lastIndex = items.at(-1)?.index ?? conversations.length - 1;
  return (
    <ul
      ref={listRef}
      aria-label={label}
      style={{
        paddingTop: firstIndex * layout.rowPx,
        paddingBottom: Math.max(0, conversations.length - 1 - lastIndex) * layout.rowPx,
      }}
    >
      {items.map((item) => row(conversations[item.index]!, activeId))}
    </ul>
  );
}
