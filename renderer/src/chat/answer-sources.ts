// Which sources an answer stands on: the web_search/web_fetch results and search_knowledge's files of its turn (every
// assistant step since the user's message), shown under the turn's last answer text — only the cited [n] if any. Pure.
import { webSourcesOf, type WebSource } from '../../../electron/shared/web-sources';
import { citationPlace, knowledgeHitsOf } from '../../../electron/shared/knowledge-types';
import type { ToolCardView, ViewItem } from '../stores/conversation-types';

/** Any non-blank character (a test that, unlike trim(), copies nothing: it runs over every answer on each change). */
const hasText = /\S/;

export function answerSources(
  items: readonly ViewItem[],
  tools: Readonly<Record<string, ToolCardView>>,
): Map<string, WebSource[]> {
  const byItem = new Map<string, WebSource[]>();
  let found = new Map<string, WebSource>();
  let answerId: string | undefined;
  let answerText = '';
  const settle = () => {
    if (answerId && found.size > 0) byItem.set(answerId, chooseShown([...found.values()], answerText));
    found = new Map();
    answerId = undefined;
    answerText = '';
  };
  for (const item of items) {
    if (item.kind === 'user') {
      settle();
      continue;
    }
    if (item.kind !== 'assistant') continue; // a compaction marker
    for (const id of item.toolCallIds) {
      const card = tools[id];
      if (!card || card.status !== 'done') continue;
      for (const source of webSourcesOf(card.details)?.sources ?? []) {
        if (!found.has(source.url)) found.set(source.url, source);
      }
      // search_knowledge's passages: numbered citations of a file (and page), opened through main.
      for (const hit of card.name === 'search_knowledge' ? (knowledgeHitsOf(card.details) ?? []) : []) {
        const key = `file:${hit.path}#${hit.page ?? ''}`;
        const file = { path: hit.path, page: hit.page };
        if (!found.has(key)) found.set(key, { n: hit.n, title: citationPlace(hit), url: '', file });
      }
    }
    if (hasText.test(item.text)) {
      answerId = item.id;
      answerText = item.text;
    }
  }
  settle();
  return byItem;
}

function chooseShown(sources: WebSource[], text: string): WebSource[] {
  const cited = new Set([...text.matchAll(/\[(\d{1,3})\]/g)].map((match) => Number(match[1])));
  const citedSources = sources.filter((source) => cited.has(source.n));
  return (citedSources.length > 0 ? citedSources : sources).sort((a, b) => a.n - b.n);
}

/** A stable text key for a list of sources, so rows re-render only when their sources change. */
export function sourcesKey(sources: readonly WebSource[] | undefined): string {
  return sources
    ? sources.map((source) => `${source.n} ${source.url || `${source.file?.path}#${source.file?.page}`}`).join('\n')
    : '';
}
