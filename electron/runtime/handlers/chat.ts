// chat:* channels: list, load (whole, or the newest turns then the rest), send, stop, rename, delete, search, regenerate, continue (a cut-off answer) and compact
// ("Summarize now") conversations through the session.
import { failure, type ConversationSummary, type InvokeHandlers } from '../../shared/contract';
import type { Conversation } from '../../storage/conversations';
import type { PendingApprovals } from '../../agent/approvals/pending-approvals';
import type { RunHandle } from '../../agent/chat/session';
import type { HearthRuntime } from '../create-runtime';
import { newestMessagePage, olderMessagePage } from './chat-load-page';
import { pathMessageViews } from './message-views';

export { toMessageView } from './message-views';

type ChatChannel =
  | 'chat:list'
  | 'chat:load'
  | 'chat:send'
  | 'chat:abort'
  | 'chat:rename'
  | 'chat:delete'
  | 'chat:search'
  | 'chat:regenerate'
  | 'chat:compact'
  | 'chat:continue';

export function toSummary(conversation: Conversation): ConversationSummary {
  return { ...conversation };
}

const conversationGone = () => failure('not_found', 'That conversation no longer exists.');

/** A started run as chat:send and chat:regenerate answer it: its ids and the user message it stored, if any. */
const storedRun = (run: RunHandle) => ({
  runId: run.runId,
  conversationId: run.conversationId,
  ...(run.userMessageId ? { userMessageId: run.userMessageId } : {}),
});

export function createChatHandlers(deps: {
  runtime: Pick<HearthRuntime, 'conversations' | 'session' | 'rules' | 'projects' | 'attachments'>;
  approvals: PendingApprovals;
}): Pick<InvokeHandlers, ChatChannel> {
  const { conversations, session, projects, attachments } = deps.runtime;
  const { approvals } = deps;
  return {
    'chat:list': ({ after, limit }) =>
      conversations.list({ ...(after ? { after } : {}), ...(limit ? { limit } : {}) }).map(toSummary),
    'chat:load': ({ conversationId, newest, before }) => {
      const conversation = conversations.get(conversationId);
      if (!conversation) throw conversationGone();
      if (newest !== undefined || before !== undefined)
        return {
          conversation: toSummary(conversation),
          ...(before
            ? olderMessagePage(conversations, conversationId, before, attachments)
            : newestMessagePage(conversations, conversationId, newest!, attachments)),
        };
      return {
        conversation: toSummary(conversation),
        messages: pathMessageViews(conversations, conversationId, attachments),
      };
    },
    'chat:send': ({ conversationId, text, kind, model, projectId, attachments: files }, caller) => {
      if (projectId && !projects.get(projectId)) throw failure('not_found', 'That project no longer exists.');
      // The quick-ask window starts its chats in the last used project, or in none.
      const project = conversationId
        ? undefined
        : (projectId ?? (kind === 'quick' ? projects.lastUsed()?.id : undefined));
      const started = session.send({
        conversationId,
        text,
        kind,
        ...(model ? { model } : {}),
        ...(project ? { projectId: project } : {}),
        ...(files?.length ? { attachments: files } : {}),
        prompter: approvals.prompter,
        callerId: caller.id,
      });
      if (!started.ok) throw failure('refused', started.error);
      return storedRun(started.run);
    },
    'chat:abort': ({ runId }) => {
      if (!session.abort(runId)) throw failure('not_found', 'That reply is no longer running.');
      return null;
    },
    'chat:rename': ({ conversationId, title }) => {
      if (!conversations.rename(conversationId, title)) throw conversationGone();
      return null;
    },
    'chat:delete': ({ conversationId }) => {
      // A conversation already gone is nothing to refuse (the delete just does nothing).
      const idle = session.checkIdle(conversationId);
      if (!idle.ok && idle.kind === 'refused')
        throw failure('refused', 'Stop the reply before deleting this conversation.');
      // Hidden, not gone: chat:restore brings it back (its approval rules too) until the purge removes it for good.
      conversations.remove(conversationId);
      return null;
    },
    'chat:search': ({ query }) =>
      conversations
        .search(query)
        .map((hit) => ({ conversationId: hit.conversationId, title: hit.title, snippet: hit.snippet })),
    'chat:regenerate': ({ conversationId, text, messageId }, caller) => {
      const input = { conversationId, messageId, prompter: approvals.prompter, callerId: caller.id };
      // With `text`, an edit: a new version of the question, answered; without, its answer again.
      const started = text !== undefined ? session.edit({ ...input, text }) : session.regenerate(input);
      if (!started.ok) throw failure('refused', started.error);
      return storedRun(started.run);
    },
    'chat:compact': ({ conversationId }, caller) => {
      if (!conversations.get(conversationId)) throw conversationGone();
      const started = session.compact({ conversationId, callerId: caller.id });
      if (!started.ok) throw failure('refused', started.error);
      return { runId: started.run.runId, conversationId: started.run.conversationId };
    },
    'chat:continue': ({ conversationId }, caller) => {
      if (!conversations.get(conversationId)) throw conversationGone();
      const started = session.continue({ conversationId, prompter: approvals.prompter, callerId: caller.id });
      if (!started.ok) throw failure('refused', started.error);
      return { runId: started.run.runId, conversationId: started.run.conversationId };
    },
  };
}
