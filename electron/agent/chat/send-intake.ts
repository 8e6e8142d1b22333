// What a send checks and stores before its run starts: the message is not empty, its files are stored and allowed
// (images only for a model that takes them), then the conversation (created when new) and the user message, saved
// before the model is called so a crash or a provider error never loses what the user typed.
import type { ResolvedAttachment } from '../context/session-attachments';
import { imageSupport, imagesRefusedMessage } from '../model/vision-models';
import type { ChatSessionDeps, ReplyRequest } from './session-types';
import type { Result } from '../../shared/result';

const titleFrom = (text: string): string => text.replace(/\s+/g, ' ').trim().slice(0, 60) || 'New chat';

export type SendCheck = Result<{ files: readonly ResolvedAttachment[] }>;

/** Refused before anything is stored or sent: an empty message, files that cannot go, images to a text-only model. */
export function checkSendable(deps: ChatSessionDeps, request: ReplyRequest): SendCheck {
  const refs = request.attachments ?? [];
  // An answer given again stores no message (regenerate checked its question).
  if (!request.answerAgain && !request.text.trim() && refs.length === 0)
    return { ok: false, error: 'The message is empty.' };
  if (refs.length === 0) return { ok: true, files: [] };
  const files = deps.attachments?.resolve(refs);
  if (!files) return { ok: false, error: 'Attachments cannot be sent here.' };
  if (!files.ok) return { ok: false, error: files.error };
  if (files.files.some((file) => file.kind === 'image')) {
    // The model this message would go to must take images.
    const existing = request.conversationId ? deps.conversations.get(request.conversationId) : undefined;
    const own =
      existing?.modelProvider && existing.model
        ? { provider: existing.modelProvider, model: existing.model }
        : undefined;
    const support = imageSupport(deps.settings(), request.model ?? own ?? deps.defaultModel?.());
    const known = deps.visionOf?.({ provider: support.provider, model: support.model });
    if (known ? !known.value : !support.takesImages)
      return { ok: false, error: imagesRefusedMessage(support, known?.source) };
  }
  return { ok: true, files: files.files };
}

/**
 * Stores what the send brings: the conversation's new model, or a new conversation; then the user message (none for a
 * continuation or an answer given again) with its files. Returns the conversation and the stored message's id.
 */
export function storeQuestion(
  deps: ChatSessionDeps,
  request: ReplyRequest,
  files: readonly ResolvedAttachment[],
): { conversationId: string; userMessageId?: string } {
  const redact = (text: string) => (deps.redact ? deps.redact.text(text) : text);
  let conversationId = request.conversationId;
  if (conversationId) {
    if (request.model) deps.conversations.setModel(conversationId, request.model);
  } else {
    const titleText = request.text.trim() || (request.attachments ?? []).map((ref) => ref.name).join(', ');
    // The default model is only the starting point: the conversation keeps its own from now on.
    const model = request.model ?? deps.defaultModel?.();
    conversationId = deps.conversations.create({
      title: request.title ?? titleFrom(redact(titleText)),
      kind: request.kind ?? 'chat',
      ...(model ? { model } : {}),
      ...(request.projectId ? { projectId: request.projectId } : {}),
    }).id;
  }
  if (request.continuation || request.answerAgain) return { conversationId };
  const saved = deps.conversations.appendMessage({
    conversationId,
    role: 'user',
    content: redact(request.text),
    ...(request.parentId !== undefined ? { parentId: request.parentId } : {}),
  });
  if (files.length > 0) deps.attachments?.link(saved.id, files);
  return { conversationId, userMessageId: saved.id };
}
