// Streaming-friendly markdown: the text is split into blocks; finished blocks are memoized so only the growing last
// block re-renders. GFM tables and lists via remark-gfm; raw HTML shows as text, never as markup.
import { memo, useMemo } from 'react';
import ReactMarkdown, { type Components } from 'react-markdown';
import remarkGfm from 'remark-gfm';
import { MarkdownImage, MarkdownLink, MarkdownPre, MarkdownTable, StreamingBlockContext } from './MarkdownParts';
import { splitMarkdownBlocks } from './split-blocks';

const components: Components = { a: MarkdownLink, img: MarkdownImage, pre: MarkdownPre, table: MarkdownTable };
const remarkPlugins = [remarkGfm];

const MarkdownBlock = memo(function MarkdownBlock({ source, streaming }: { source: string; streaming: boolean }) {
  return (
    <StreamingBlockContext.Provider value={streaming}>
      <ReactMarkdown remarkPlugins={remarkPlugins} components={components}>
        {source}
      </ReactMarkdown>
    </StreamingBlockContext.Provider>
  );
});

export function Markdown({ text, streaming = false }: { text: string; streaming?: boolean }) {
  const blocks = useMemo(() => splitMarkdownBlocks(text), [text]);
  return (
    <div className="markdown">
      {blocks.map((block, index) => (
        <MarkdownBlock key={index} source={block} streaming={streaming && index === blocks.length - 1} />
      ))}
    </div>
  );
}
