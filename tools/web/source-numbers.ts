// Numbers web sources for citation: each URL gets one number per conversation ([1], [2]…), kept across the
// conversation's web_search and web_fetch calls so a page found by a search and then fetched keeps its number.
// In memory only (a restart starts again at 1); the least recently used conversations are forgotten past a cap.

export interface SourceNumbers {
  numberFor(conversationId: string | undefined, url: string): number;
}

export function createSourceNumbers(maxConversations = 200): SourceNumbers {
  const byConversation = new Map<string, Map<string, number>>();
  return {
    numberFor(conversationId, url) {
      const key = conversationId ?? '';
      let numbers = byConversation.get(key);
      if (numbers) byConversation.delete(key);
      numbers ??= new Map();
      byConversation.set(key, numbers);
      if (byConversation.size > maxConversations) {
        const oldest = byConversation.keys().next().value;
        if (oldest !== undefined) byConversation.delete(oldest);
      }
      const normal = normalise(url);
      const known = numbers.get(normal);
      if (known !== undefined) return known;
      const next = numbers.size + 1;
      numbers.set(normal, next);
      return next;
    },
  };
}

/** The same page written slightly differently (fragment, trailing slash) gets the same number. */
function normalise(url: string): string {
  try {
    const parsed = new URL(url);
    parsed.hash = '';
    return parsed.href.replace(/\/$/, '');
  } catch {
    return url;
  }
}
