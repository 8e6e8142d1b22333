// Find in conversation: Ctrl/Cmd+F opens a search box labelled "Find in conversation" over the transcript. Matches are
// found in the data (rows the virtualized list has not rendered included); moving to one scrolls its row into view,
// then the rendered text is highlighted (CSS Custom Highlight API: no change to the rows' DOM). "3 of 12" is shown;
// Enter / Shift+Enter (or the arrows beside the box) move, Esc closes.
import { useCallback, useEffect, useId, useMemo, useRef, useState, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import type { ViewItem } from '../../stores/conversation-types';
import { onChatCommand } from '../chat-commands';
import type { FindTarget } from '../message-rows';
import { findMatches, rangesIn, type FindMatch } from './find-matches';
import { isEnterToAct } from '../../lib/ime';
import { formatNumber } from '../../lib/format';

interface FindInConversationProps {
  items: readonly ViewItem[];
  /** The scrolling transcript (rows carry data-index). */
  container: RefObject<HTMLDivElement | null>;
  /** Brings a match's row into view (the virtualizer's scrollToIndex); says which element will hold it. */
  scrollToMatch: (match: FindMatch, query: string) => Pick<FindTarget, 'selector' | 'occurrence'>;
}

const ALL = 'hearth-find';
const CURRENT = 'hearth-find-current';

function clearHighlights(): void {
  CSS.highlights?.delete(ALL);
  CSS.highlights?.delete(CURRENT);
}

export function FindInConversation({ items, container, scrollToMatch }: FindInConversationProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  const [current, setCurrent] = useState(0);
  const input = useRef<HTMLInputElement>(null);
  const statusId = useId();
  const matches = useMemo(() => (open ? findMatches(items, query) : []), [open, items, query]);
  const index = matches.length === 0 ? -1 : Math.min(current, matches.length - 1);
  const match = index >= 0 ? matches[index] : undefined;

  const show = useCallback(() => {
    setOpen(true);
    requestAnimationFrame(() => {
      input.current?.focus();
      input.current?.select();
    });
  }, []);
  const close = () => {
    setOpen(false);
    clearHighlights();
  };

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if ((event.ctrlKey || event.metaKey) && !event.altKey && event.key.toLowerCase() === 'f') {
        event.preventDefault();
        show();
      }
    };
    window.addEventListener('keydown', onKey);
    const off = onChatCommand('open-find', show);
    return () => {
      window.removeEventListener('keydown', onKey);
      off();
    };
  }, [show]);

  // Scroll the current match's row into view, then highlight what is rendered (again as rows mount while scrolling).
  useEffect(() => {
    if (!open || !match) {
      clearHighlights();
      return;
    }
    const target = scrollToMatch(match, query);
    const highlight = (reveal: boolean) => {
      const root = container.current;
      if (!root || !CSS.highlights) return;
      const all = rangesIn(root, query);
      const row = root.querySelector(target.selector);
      const inRow = row ? rangesIn(row, query) : [];
      const here = inRow[Math.min(target.occurrence, inRow.length - 1)];
      CSS.highlights.set(ALL, new Highlight(...all));
      if (here) {
        CSS.highlights.set(CURRENT, new Highlight(here));
        if (reveal) here.startContainer.parentElement?.scrollIntoView({ block: 'center' });
      } else CSS.highlights.delete(CURRENT);
    };
    const timers = [50, 200, 500].map((delay, step) => setTimeout(() => highlight(step < 2), delay));
    const root = container.current;
    const onScroll = () => highlight(false);
    root?.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      timers.forEach(clearTimeout);
      root?.removeEventListener('scroll', onScroll);
    };
  }, [open, match, query, container, scrollToMatch]);

  useEffect(() => clearHighlights, []);

  if (!open) return null;
  const move = (step: number) => {
    if (matches.length > 0) setCurrent((index + step + matches.length) % matches.length);
  };
  const status =
    query.trim() === ''
      ? ''
      : matches.length === 0
        ? t('find.noMatches')
        : t('find.position', { current: formatNumber(index + 1), total: formatNumber(matches.length) });
  return (
    <div className="find-bar" role="search" aria-label={t('find.label')}>
      <input
        ref={input}
        type="search"
        aria-label={t('find.label')}
        aria-describedby={statusId}
        placeholder={t('find.label')}
        value={query}
        onChange={(event) => {
          setQuery(event.target.value);
          setCurrent(0);
        }}
        onKeyDown={(event) => {
          if (isEnterToAct(event)) {
            event.preventDefault();
            move(event.shiftKey ? -1 : 1);
          } else if (event.key === 'Escape') {
            event.preventDefault();
            close();
          }
        }}
      />
      <span id={statusId} className="find-status" role="status">
        {status}
      </span>
      <button
        type="button"
        className="icon-button"
        aria-label={t('find.previous')}
        title={t('find.previousHint')}
        disabled={matches.length === 0}
        onClick={() => move(-1)}
      >
        ↑
      </button>
      <button
        type="button"
        className="icon-button"
        aria-label={t('find.next')}
        title={t('find.nextHint')}
        disabled={matches.length === 0}
        onClick={() => move(1)}
      >
        ↓
      </button>
      <button
        type="button"
        className="icon-button"
        aria-label={t('find.close')}
        title={t('find.closeHint')}
        onClick={close}
      >
        ×
      </button>
    </div>
  );
}
