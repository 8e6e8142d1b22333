// Stands in for renderer/src/markdown/Markdown.tsx in the bench build (a Vite resolve hook redirects every import of
// it here): ?mode=baseline renders plain react-markdown, anything else Hearth's real Markdown component.
import { Markdown as HearthMarkdown } from '../../renderer/src/markdown/Markdown';
import { BaselineMarkdown } from './BaselineMarkdown';

const baseline = new URLSearchParams(window.location.search).get('mode') === 'baseline';

export function Markdown(props: { text: string; streaming?: boolean }) {
  return baseline ? <BaselineMarkdown {...props} /> : <HearthMarkdown {...props} />;
}
