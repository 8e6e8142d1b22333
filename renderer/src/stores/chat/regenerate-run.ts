// Regenerate's work: find the question (the last one, or the one asked for) by the id it was stored under (one sent
// from this window takes it from chat:send's answer), then start its new version's run.
import { dataOf } from '../../api';
import type { ChatApi, ChatGet, ChatSet, SendOutcome } from './chat-state';
import type { RunStarter } from './run-starter';
import { activeView } from './selectors';
import type { ViewLoader } from './view-loader';

export interface RegenerateDeps {
  api: ChatApi;
  views: ViewLoader;
  starter: RunStarter;
  set: ChatSet;
  get: ChatGet;
}

export async function regenerateRun(deps: RegenerateDeps, text?: string, messageId?: string): Promise<SendOutcome> {
  const { api, views, starter, get } = deps;
  const conversationId = get().activeId;
  const waiting = views.settleOlder([conversationId]);
  if (waiting) {
    await waiting;
    if (get().activeId !== conversationId)
      return { ok: false, error: 'Another conversation was opened before this one had loaded.' };
  }
  const view = activeView(get());
  const question = messageId
    ? view.items.find((item) => item.kind === 'user' && item.id === messageId)
    : view.items.findLast((item) => item.kind === 'user');
  if (!conversationId || question?.kind !== 'user') return { ok: false, error: 'There is no message to send again.' };
  // A question sent from this window has its stored id once chat:send answered (run-starter.ts); until then it has none.
  if (question.id.startsWith('local-')) return { ok: false, error: 'That message is still being saved; try again.' };
  const storedId = question.id;
  return starter.startRun(
    async () => {
      const started = dataOf(
        await api.chatRegenerate({ conversationId, messageId: storedId, ...(text !== undefined ? { text } : {}) }),
      );
      // Answered again, the question shown anew is the stored one; edited, it is the new message chat:regenerate stored.
      return { ...started, userMessageId: started.userMessageId ?? (text === undefined ? storedId : undefined) };
    },
    text ?? question.text,
    question.id,
  );
}
