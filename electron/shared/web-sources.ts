// The sources web_fetch and web_search report in their result details (what the UI links to and the answer cites),
// with a guard the renderer uses to read them from stored or streamed tool results. Pure; no Node.

export interface WebSource {
  /** The number the model cites as [n]; unique per URL within a conversation. */
  n: number;
  title: string;
  url: string;
  snippet?: string;
  /** A search_knowledge citation instead of a web page (url empty): the file, opened at the page through main. */
  file?: { path: string; page: number | null };
}

export interface WebSourcesDetails {
  kind: 'web_sources';
  tool: 'web_fetch' | 'web_search';
  sources: WebSource[];
  /** web_search: the query and the provider that answered. */
  query?: string;
  provider?: string;
  /** web_fetch: facts about the fetch. */
  contentType?: string;
  truncatedNote?: string;
}

function isSource(value: unknown): value is WebSource {
  if (!value || typeof value !== 'object') return false;
  const source = value as Record<string, unknown>;
  return (
    typeof source.n === 'number' &&
    Number.isInteger(source.n) &&
    typeof source.title === 'string' &&
    typeof source.url === 'string' &&
    (source.snippet === undefined || typeof source.snippet === 'string')
  );
}

/** The details when they are a web tool's sources (malformed entries dropped), else undefined. */
export function webSourcesOf(details: unknown): WebSourcesDetails | undefined {
  if (!details || typeof details !== 'object') return undefined;
  const record = details as Record<string, unknown>;
  if (record.kind !== 'web_sources' || !Array.isArray(record.sources)) return undefined;
  if (record.tool !== 'web_fetch' && record.tool !== 'web_search') return undefined;
  return { ...(record as unknown as WebSourcesDetails), sources: record.sources.filter(isSource) };
}
