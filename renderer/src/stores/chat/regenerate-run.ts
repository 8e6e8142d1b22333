// Regenerate's work: find the question (the last one, or the one asked for), its stored id (one sent from this window
// is known by a local id until the view reloads), then start its new version's run.
import { dataOf, describeError } from '../../api';
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
  const { api, views, starter, set, get } = deps;
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
  let storedId: string | undefined;
  try {
    storedId = await storedQuestionId(deps, conversationId, question.id);
  } catch (error) {
    storedId = undefined;
    set({ problem: describeError(error) });
  }
  if (!storedId) return { ok: false, error: 'That message is still being saved; try again.' };
  return starter.startRun(
    async () =>
      dataOf(
        await api.chatRegenerate({
          conversationId,
          messageId: storedId,
          ...(text !== undefined ? { text } : {}),
        }),
      ),
    text ?? question.text,
    question.id,
  );
}

/** A question's stored id; one sent from this window is still known by its local id until the view reloads. */
async function storedQuestionId(
  { api, views, get }: RegenerateDeps,
  conversationId: string,
  itemId: string,
): Promise<string | undefined> {
  if (!itemId.startsWith('local-')) return itemId;
  await views.settleOlder([conversationId]);
  const users = activeView(get()).items.filter((item) => item.kind === 'user');
  const index = users.findIndex((item) => item.id === itemId);
  const stored = dataOf(await api.chatLoad({ conversationId })).messages.filter((m) => m.role === 'user');
  return stored.length === users.length ? stored[index]?.id : undefined;
}
