// Small text helpers both human-readable formats share: who spoke, readable times, pretty tool arguments, the
// one-line summary of a conversation, and which images are safe to inline as data: URLs.
import type { ConversationExport, ExportedImage, ExportedMessage } from './export-schema';

export function speakerOf(message: ExportedMessage): string {
  switch (message.role) {
    case 'user':
      return 'You';
    case 'assistant':
      return 'Assistant';
    case 'system':
      return 'System';
    case 'tool':
      return `Tool result: ${message.toolName ?? 'unknown tool'}`;
  }
}

/** "2026-11-24 04:10 UTC" from an ISO time. */
export function readableTime(isoTime: string): string {
  return `${isoTime.slice(0, 10)} ${isoTime.slice(11, 16)} UTC`;
}

/** Arguments as indented JSON when they parse, else the raw text the model sent. */
export function prettyArguments(text: string): string {
  try {
    return JSON.stringify(JSON.parse(text) as unknown, null, 2);
  } catch {
    return text;
  }
}

/** A status worth showing next to a message ('' for a complete one). */
export function statusNote(message: ExportedMessage): string {
  if (message.status === 'complete') return '';
  const error = message.error ? `: ${message.error}` : '';
  if (message.role === 'tool') return message.status === 'error' ? `failed${error}` : message.status;
  return `${message.status}${error}`;
}

export function conversationFacts(document: ConversationExport): string[] {
  const { conversation } = document;
  const model = conversation.model
    ? `${conversation.model.provider ? `${conversation.model.provider} / ` : ''}${conversation.model.name}`
    : null;
  return [
    `Conversation ${conversation.id} (${conversation.kind})`,
    `Started ${readableTime(conversation.createdAt)}, last active ${readableTime(conversation.updatedAt)}`,
    ...(model ? [`Model: ${model}`] : []),
    `${document.messages.length} message${document.messages.length === 1 ? '' : 's'}, exported ${readableTime(document.exportedAt)} by Hearth`,
  ];
}

export const untitled = (title: string): string => title.trim() || 'Untitled conversation';

/** Only real image types with plain base64 data are inlined; anything else is described instead. */
export function isInlinableImage(image: ExportedImage): boolean {
  return /^image\/(?:png|jpeg|gif|webp|avif|bmp)$/.test(image.mimeType) && /^[A-Za-z0-9+/]+={0,2}$/.test(image.data);
}

/** A file size people read: 812 bytes, 14 KB, 3.2 MB. */
export function attachmentSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} bytes`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

export const dataUrl = (image: ExportedImage): string => `data:${image.mimeType};base64,${image.data}`;
