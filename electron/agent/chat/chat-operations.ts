// The one home of what a person does to a conversation: send, regenerate (answer a question again), edit (a new
// version of a question, answered), continue (a cut-off answer) and compact ("Summarize now"). Each starts with the
// same guard (the conversation exists, no reply is being written in it) and answers the ids of what it stored.
import type { MessageAttachment } from '../../shared/attachment-types';
import { isCutOff, isInterrupted } from '../../shared/message-details';
import { compactedHistory } from '../context/compacted-history';
import { planFold } from '../context/compaction';
import { findQuestion } from './find-question';
import type { CompactionInput } from './compact-run';
import { storedSources } from './run-taint-start';
import type { LaunchRun, RunContext } from './run-context';
import { checkSendable, storeQuestion } from './send-intake';
import type {
  ChatSession,
  ChatSessionDeps,
  EditInput,
  IdleCheck,
  OperationInput,
  RegenerateInput,
  ReplyRequest,
  RunSummary,
  StartRunResult,
} from './session-types';

export const CONTINUE_INSTRUCTION =
  'Your previous answer was cut off at the output limit. Continue it exactly where it stopped: do not repeat anything, add no preamble.';

/** Continue for an answer the app or the CLI stopped mid-stream (its text so far is in the history). */
export const RESUME_INSTRUCTION =
  'Your previous answer was interrupted before it was finished. Continue it exactly where it stopped: do not repeat anything, add no preamble.';

/** Continue for an interrupted answer of which nothing had been written: there is nothing to pick up mid-sentence. */
export const RESUME_EMPTY_INSTRUCTION =
  'Your previous answer was interrupted before any of it was written. Answer now, going on from where the conversation stands.';

export const CONVERSATION_GONE = 'That conversation no longer exists.';
export const REPLY_RUNNING = 'A reply is still being written in this conversation; stop it first.';

export interface ChatOperationsDeps {
  /** The session's own dependencies (the store, attachments, settings, the default model, redaction). */
  session: ChatSessionDeps;
  isRunning: (conversationId: string) => boolean;
  launch: LaunchRun;
  reply: (request: ReplyRequest, run: RunContext) => Promise<RunSummary>;
  compaction: (input: CompactionInput, run: RunContext) => Promise<RunSummary>;
}

export type ChatOperations = Pick<ChatSession, 'send' | 'regenerate' | 'edit' | 'continue' | 'compact' | 'checkIdle'>;

export function createChatOperations(deps: ChatOperationsDeps): ChatOperations {
  const { conversations } = deps.session;

  const checkIdle = (conversationId: string): IdleCheck => {
    if (!conversations.get(conversationId)) return { ok: false, kind: 'not_found', error: CONVERSATION_GONE };
    if (deps.isRunning(conversationId)) return { ok: false, kind: 'refused', error: REPLY_RUNNING };
    return { ok: true };
  };
  const refused = (check: IdleCheck): StartRunResult | undefined =>
    check.ok ? undefined : { ok: false, error: check.error };

  function startReply(request: ReplyRequest): StartRunResult {
    const sendable = checkSendable(deps.session, request);
    if (!sendable.ok) return sendable;
    if (request.conversationId) {
      const busy = refused(checkIdle(request.conversationId));
      if (busy) return busy;
    }
    const stored = storeQuestion(deps.session, request, sendable.files);
    const run = deps.launch(
      { conversationId: stored.conversationId, callerId: request.callerId, signal: request.signal },
      (context) => deps.reply(request, context),
    );
    return { ok: true, run: { ...run, ...(stored.userMessageId ? { userMessageId: stored.userMessageId } : {}) } };
  }

  // An edited question keeps its original's files.
  const filesOf = (messageId: string): MessageAttachment[] =>
    deps.session.attachments?.forMessages?.([messageId]).get(messageId) ?? [];

  /** The question a regenerate or an edit is about, or why there is none. */
  function questionFor(input: RegenerateInput) {
    const question = findQuestion(conversations, input.conversationId, input.messageId);
    if (question) return { ok: true as const, question };
    const error = input.messageId
      ? 'That message is not a question shown in this conversation.'
      : 'There is no message to send again.';
    return { ok: false as const, error };
  }

  return {
    checkIdle,
    send: (request) => startReply(request),
    regenerate(input) {
      const busy = refused(checkIdle(input.conversationId));
      if (busy) return busy;
      const found = questionFor(input);
      if (!found.ok) return found;
      const { question } = found;
      if (!question.content.trim() && filesOf(question.id).length === 0)
        return { ok: false, error: 'The message is empty.' };
      conversations.setPathEnd(input.conversationId, question.id);
      return startReply({ ...runOf(input), text: question.content, answerAgain: true });
    },
    edit(input: EditInput) {
      const busy = refused(checkIdle(input.conversationId));
      if (busy) return busy;
      const found = questionFor(input);
      if (!found.ok) return found;
      const { question } = found;
      const parentId = conversations.parentOf(input.conversationId, question.id) ?? null;
      const attachments = filesOf(question.id).map(({ sha256, name }) => ({ sha256, name }));
      if (!input.text.trim() && attachments.length === 0) return { ok: false, error: 'The message is empty.' };
      return startReply({
        ...runOf(input),
        text: input.text,
        parentId,
        ...(attachments.length > 0 ? { attachments } : {}),
      });
    },
    continue(input: OperationInput) {
      const busy = refused(checkIdle(input.conversationId));
      if (busy) return busy;
      const last = conversations.listMessages(input.conversationId, { limit: 1 })[0];
      const interrupted = last?.role === 'assistant' && isInterrupted(last.details);
      if (!last || last.role !== 'assistant' || !(isCutOff(last.details) || interrupted))
        return { ok: false, error: 'The last answer was not cut off, so there is nothing to continue.' };
      const nothingWritten = last.content.trim() === '' && !last.reasoning;
      const text = interrupted
        ? nothingWritten
          ? RESUME_EMPTY_INSTRUCTION
          : RESUME_INSTRUCTION
        : CONTINUE_INSTRUCTION;
      return startReply({ ...runOf(input), text, continuation: true });
    },
    compact({ conversationId, callerId }) {
      const busy = refused(checkIdle(conversationId));
      if (busy) return busy;
      const conversation = conversations.get(conversationId)!;
      const messages = conversations.listMessages(conversationId);
      const view = compactedHistory(messages);
      const fold = planFold(view.live, { keepTokens: 0, force: true });
      if (fold.length === 0) return { ok: false, error: 'There is nothing to summarize yet.' };
      const through = fold.at(-1)!.seq;
      const untrustedSources = messages.filter((message) => message.seq <= through).flatMap(storedSources);
      const run = deps.launch({ conversationId, callerId }, (context) =>
        deps.compaction({ conversation, fold, previousSummary: view.latest?.text, untrustedSources }, context),
      );
      return { ok: true, run };
    },
  };
}

const runOf = (input: OperationInput): ReplyRequest => ({
  conversationId: input.conversationId,
  text: '',
  prompter: input.prompter,
  callerId: input.callerId,
});
