// The session's view of attachments: a port the runtime implements (check a message's files, link them to the stored
// message, load them for a request), and the step that puts loaded files and tool images back on the history the
// request is built from (every turn rebuilds it from the store).
import type { AttachmentKind, AttachmentRef } from '../../shared/attachment-types';
import type { LoadedAttachment, ToolImagePart } from './attachment-parts';
import type { HistoryMessage } from './history';
import type { Result } from '../../shared/result';

export interface ResolvedAttachment extends AttachmentRef {
  kind: AttachmentKind;
}

export interface SessionAttachments {
  /** Checks the files one message carries (stored, within the limits); a refusal says why, naming the file. */
  resolve: (refs: readonly AttachmentRef[]) => Result<{ files: ResolvedAttachment[] }>;
  /** Makes the stored message reference its files. */
  link: (messageId: string, files: readonly ResolvedAttachment[]) => void;
  /** The files of these messages, loaded for a request; a document longer than `maxDocumentChars` is cut. */
  load: (
    messageIds: readonly string[],
    options: { maxDocumentChars: number },
  ) => Promise<Map<string, LoadedAttachment[]>>;
}

/** The images a stored tool message kept (`details.images`, see run-persistence.ts); [] when none or malformed. */
export function storedToolImages(details: unknown): ToolImagePart[] {
  if (typeof details !== 'object' || details === null) return [];
  const images = (details as { images?: unknown }).images;
  if (!Array.isArray(images)) return [];
  return images.filter(
    (image): image is ToolImagePart =>
      typeof image === 'object' &&
      image !== null &&
      typeof (image as ToolImagePart).mimeType === 'string' &&
      /^image\//.test((image as ToolImagePart).mimeType) &&
      typeof (image as ToolImagePart).data === 'string',
  );
}

/** Stored messages with their loaded attachments (user) and images (tool), as the request builder reads them. */
export function withAttachments<M extends HistoryMessage & { id?: string; details?: unknown }>(
  messages: readonly M[],
  loaded: ReadonlyMap<string, LoadedAttachment[]>,
): M[] {
  return messages.map((message) => {
    if (message.role === 'user' && message.id && loaded.has(message.id))
      return { ...message, attachments: loaded.get(message.id) };
    if (message.role === 'tool') {
      const images = storedToolImages(message.details);
      if (images.length > 0) return { ...message, images };
    }
    return message;
  });
}

/** A notice for the documents of the newest message that had to be cut (undefined when none was). */
export function cutDocumentsNotice(files: readonly LoadedAttachment[] | undefined): string | undefined {
  const cut = (files ?? []).filter((file) => file.kind === 'document' && file.cut);
  if (cut.length === 0) return undefined;
  const names = cut.map((file) => `"${file.name}"`).join(', ');
  return `${names} ${cut.length === 1 ? 'is' : 'are'} too long for this model's context window: only the start was sent. Save the file to the workspace to let the model read it whole with read_file.`;
}
