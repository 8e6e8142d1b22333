// An invisible marker at the end of a list that calls `onReached` when it scrolls into view (the sidebar then reads the
// next page of older conversations), and again whenever it comes back into view after the list grew.
import { useEffect, useRef } from 'react';

/** `size`: how many items the list holds; a new size observes afresh, so a marker still in view asks again. */
export function ListEndSentinel({ onReached, done, size }: { onReached: () => unknown; done: boolean; size: number }) {
  const marker = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = marker.current;
    if (done || !element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) void onReached();
      },
      { rootMargin: '0px 0px 400px 0px' }, // a screen ahead: the next page is there before the end shows
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [done, size, onReached]);
  return done ? null : <div ref={marker} className="list-end-sentinel" aria-hidden="true" />;
}
