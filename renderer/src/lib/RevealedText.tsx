// Draws text with every hidden character (controls, bidi, zero-width, odd spaces) as a visible, labelled marker.
import { useMemo } from 'react';
import { revealInvisible } from './invisible-chars';

export function RevealedText({ text }: { text: string }) {
  const segments = useMemo(() => revealInvisible(text), [text]);
  return (
    <>
      {segments.map((segment, index) =>
        segment.kind === 'text' ? (
          <span key={index}>{segment.text}</span>
        ) : (
          <span
            key={index}
            className="hidden-char"
            title={`${segment.code}${segment.name ? ` ${segment.name}` : ''}: hidden character`}
          >
            {segment.marker}
          </span>
        ),
      )}
    </>
  );
}
