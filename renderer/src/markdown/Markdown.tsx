// Streaming-friendly markdown: the text is split into blocks (resuming from the last finished one as text streams in);
// finished blocks are memoized so only the growing last block re-renders. GFM tables and lists via remark-gfm; raw HTML
// shows as text, never as markup. A long answer's blocks can also be rendered one per list row (markdownRowBlocks).
import { memo, useMemo, useState } from 'react';
import type { Components } from 'react-markdown';
import { renderMarkdown } from './markdown-processor';
import { MarkdownImage, MarkdownLink, MarkdownPre, MarkdownTable, StreamingBlockContext } from './MarkdownParts';
import { createIncrementalSplitter, type IncrementalSplitter } from './split-blocks';

const components: Components = { a: MarkdownLink, img: MarkdownImage, pre: MarkdownPre, table: MarkdownTable };

/** From this length on, the message list gives each block of an answer its own virtual row. */
export const ROW_PER_BLOCK_CHARS = 3_000;

/** One markdown block (its elements, without the `.markdown` wrapper); re-renders only when its text changes. */
export const MarkdownBlock = memo(function MarkdownBlock({
  source,
  streaming,
}: {
  source: string;
  streaming: boolean;
}) {
  return (
    <StreamingBlockContext.Provider value={streaming}>
      {renderMarkdown(source, components)}
    </StreamingBlockContext.Provider>
  );
});

/**
 * The blocks of a long text, one per list row, or null when it is short; `splitter` gives the message's own splitter
 * (asked for only when the text is long), which resumes from its last finished block.
 */
export function markdownRowBlocks(text: string, splitter: () => IncrementalSplitter): readonly string[] | null {
  return text.length < ROW_PER_BLOCK_CHARS ? null : splitter().split(text);
}

export function Markdown({ text, streaming = false }: { text: string; streaming?: boolean }) {
  // One splitter per message: while the answer streams, each frame scans only the text after its last finished block.
  const [splitter] = useState(createIncrementalSplitter);
  const blocks = useMemo(() => splitter.split(text), [splitter, text]);
  return (
    <div className="markdown" dir="auto">
      {blocks.map((block, index) => (
        <MarkdownBlock key={index} source={block} streaming={streaming && index === blocks.length - 1} />
      ))}
    </div>
  );
}
