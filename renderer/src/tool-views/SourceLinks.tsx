// A numbered list of web sources ([n] title, host, optional snippet); each link opens only through main after
// validation (the Markdown link component), never in the app window. A knowledge citation opens its file at the page.
import type { WebSource } from '../../../electron/shared/web-sources';
import { MarkdownLink } from '../markdown/MarkdownParts';
import { KnowledgeCitation } from './KnowledgeCitation';

function hostOf(url: string): string {
  try {
    return new URL(url).host;
  } catch {
    return url;
  }
}

export function SourceLinks({
  sources,
  label,
  snippets = false,
}: {
  sources: readonly WebSource[];
  label: string;
  snippets?: boolean;
}) {
  return (
    <ol className="source-list" aria-label={label}>
      {sources.map((source) => (
        <li key={`${source.n}-${source.url || source.file?.path}`} className="source-item">
          <span className="source-number" aria-hidden="true">
            [{source.n}]
          </span>
          <span className="source-body">
            {source.file ? (
              <KnowledgeCitation title={source.title} file={source.file} />
            ) : (
              <span className="source-title">
                <MarkdownLink href={source.url}>{source.title || source.url}</MarkdownLink>
                <span className="source-host">{hostOf(source.url)}</span>
              </span>
            )}
            {snippets && source.snippet ? <span className="source-snippet">{source.snippet}</span> : null}
          </span>
        </li>
      ))}
    </ol>
  );
}
