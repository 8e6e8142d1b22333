// Draws a small sample conversation once, hidden, in the chat window's idle time after start, and removes it before
// the next frame: the code that draws messages is then compiled and warm before a person opens their first conversation.
import { startTransition, useEffect, useMemo, useState } from 'react';
import { useServices } from '../services-context';
import { afterNextPaint } from '../stores/frame-scheduler';
import { MessageList } from './MessageList';
import { warmUpSampleView } from './warm-up-sample';

type Phase = 'waiting' | 'drawing' | 'done';

/** Once per page: a window that reopens its chat view (settings and back) does not draw the sample again. */
let warmedUp = false;

/**
 * Paced by the window's frame scheduler. The sample is drawn in a transition (React yields to input while it renders),
 * out of view, hidden from assistive technology and inert; nothing it draws can be seen or reached.
 */
export function RenderWarmUp() {
  const { frames } = useServices();
  const [phase, setPhase] = useState<Phase>(warmedUp ? 'done' : 'waiting');
  const view = useMemo(() => (phase === 'drawing' ? warmUpSampleView() : null), [phase]);
  useEffect(() => {
    if (phase === 'waiting')
      return afterNextPaint(frames, 1_000).schedule(() => startTransition(() => setPhase('drawing')));
    if (phase !== 'drawing') return;
    // Drawn and laid out (the rows measured themselves in its commit): gone before the next frame is painted.
    warmedUp = true;
    return frames.schedule(() => setPhase('done'));
  }, [phase, frames]);
  if (!view) return null;
  return (
    <div className="render-warm-up" aria-hidden="true" inert>
      <MessageList view={view} conversationKey="warm-up" running={false} />
    </div>
  );
}
