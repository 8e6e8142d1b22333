// `hearth search QUERY [--json] [--limit N]`: the conversations whose messages or titles match, best first — the
// sidebar's search (electron/storage/conversation-search.ts), in any language — each with its ID, title and snippet.
import type { HearthRuntime } from '../../runtime/create-runtime';
import type { ConversationSearchHit } from '../../shared/conversation-types';
import { exitCodes, type CliIo } from '../cli-io';
import { revealInvisible } from '../terminal-text';

export function runSearchCommand(
  query: string,
  deps: { runtime: Pick<HearthRuntime, 'conversations'>; io: CliIo; json: boolean; limit?: number },
): number {
  const { io, json } = deps;
  if (query.trim() === '') {
    io.err("hearth: 'search' needs something to look for\n");
    return exitCodes.usage;
  }
  const hits = deps.runtime.conversations.search(query, deps.limit === undefined ? {} : { limit: deps.limit });
  if (json) {
    io.jsonLine(hits.map(searchResult));
    return exitCodes.ok;
  }
  if (hits.length === 0) {
    io.err(`No conversation matches ${JSON.stringify(query)}.\n`);
    return exitCodes.ok;
  }
  for (const hit of hits) {
    io.out(`${hit.conversationId}  ${oneLine(hit.title)}\n`);
    io.out(`    ${hit.matchedIn === 'title' ? '(title)' : oneLine(hit.snippet)}\n`);
  }
  return exitCodes.ok;
}

/** What --json prints per conversation: stable field names for scripts. */
function searchResult(hit: ConversationSearchHit) {
  return {
    conversationId: hit.conversationId,
    title: hit.title,
    matchedIn: hit.matchedIn,
    messageId: hit.messageId,
    snippet: hit.snippet,
    updatedAt: hit.updatedAt,
  };
}

/** Titles and snippets on one line each, with characters that could hide or reorder text made visible. */
function oneLine(text: string): string {
  return revealInvisible(text.replace(/\s+/gu, ' ').trim());
}
