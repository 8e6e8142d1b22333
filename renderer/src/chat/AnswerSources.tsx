// "Sources" under an answer: the web pages it was built from, numbered as the answer cites them, as safe links.
import type { WebSource } from '../../../electron/shared/web-sources';
import { SourceLinks } from '../tool-views/SourceLinks';

export function AnswerSources({ sources }: { sources: readonly WebSource[] }) {
  return (
    <section className="answer-sources" aria-label="Sources">
      <h3 className="answer-sources-title">Sources</h3>
      <SourceLinks sources={sources} label="Sources of this answer" />
    </section>
  );
}
