// The view of a web_search or web_fetch result in its tool card: what was searched (and where) or read, and the
// sources as links; a "cut at N KB" note when the page was longer than what was read.
import { useTranslation } from 'react-i18next';
import type { WebSourcesDetails } from '../../../electron/shared/web-sources';
import { SourceLinks } from './SourceLinks';

export function WebSourcesResult({ details }: { details: WebSourcesDetails }) {
  const { t } = useTranslation();
  const searched = details.tool === 'web_search';
  const query = details.query ?? '';
  // The search provider is a product's name, shown as it is.
  const caption = searched
    ? `${details.sources.length === 0 ? t('sources.noResults', { query }) : t('sources.results', { query })}${details.provider ? ` · ${details.provider}` : ''}`
    : t('sources.pageRead');
  return (
    <div className="web-sources">
      <p className="web-sources-caption">{caption}</p>
      {details.sources.length > 0 ? (
        <SourceLinks
          sources={details.sources}
          label={searched ? t('sources.searchResults') : t('sources.pageRead')}
          snippets={searched}
        />
      ) : null}
      {details.truncatedNote ? <p className="tool-note">{details.truncatedNote}</p> : null}
    </div>
  );
}
