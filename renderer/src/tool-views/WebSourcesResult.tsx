// The view of a web_search or web_fetch result in its tool card: what was searched (and where) or read, and the
// sources as links; a "cut at N KB" note when the page was longer than what was read.
import type { WebSourcesDetails } from '../../../electron/shared/web-sources';
import { SourceLinks } from './SourceLinks';

export function WebSourcesResult({ details }: { details: WebSourcesDetails }) {
  const searched = details.tool === 'web_search';
  const caption = searched
    ? `${details.sources.length === 0 ? 'No results' : 'Results'} for “${details.query ?? ''}”${details.provider ? ` · ${details.provider}` : ''}`
    : 'Page read';
  return (
    <div className="web-sources">
      <p className="web-sources-caption">{caption}</p>
      {details.sources.length > 0 ? (
        <SourceLinks sources={details.sources} label={searched ? 'Search results' : 'Page read'} snippets={searched} />
      ) : null}
      {details.truncatedNote ? <p className="tool-note">{details.truncatedNote}</p> : null}
    </div>
  );
}
