// Stands in for renderer/src/markdown/Markdown.tsx in the bench build (a Vite resolve hook redirects every import of
// it here): ?mode=baseline renders plain react-markdown and keeps every answer in one list row (no row per block),
// anything else Hearth's real Markdown component and row splitting.
import type { IncrementalSplitter } from '../../renderer/src/markdown/split-blocks';
import {
  Markdown as HearthMarkdown,
  MarkdownBlock as HearthMarkdownBlock,
  markdownRowBlocks as hearthRowBlocks,
} from '../../renderer/src/markdown/Markdown';
import { BaselineMarkdown } from './BaselineMarkdown';

const baseline = new URLSearchParams(window.location.search).get('mode') === 'baseline';

export { ROW_PER_BLOCK_CHARS } from '../../renderer/src/markdown/Markdown';
export const MarkdownBlock = HearthMarkdownBlock;

export function markdownRowBlocks(text: string, splitter: () => IncrementalSplitter): readonly string[] | null {
  return baseline ? null : hearthRowBlocks(text, splitter);
}

export function Markdown(props: { text: string; streaming?: boolean }) {
  return baseline ? <BaselineMarkdown {...props} /> : <HearthMarkdown {...props} />;
}
