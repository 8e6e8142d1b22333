// Which images a model request carries: only the newest MAX_IMAGES_PER_REQUEST (attached photos and tool screenshots
// together); every older one stays in the history as a line that says what it was, so a long, picture-heavy
// conversation neither resends hundreds of images each turn nor overflows a model's image limit.
import type { LoadedAttachment, ToolImagePart } from './attachment-parts';

/** What of a history message (history.ts's ImageCarrier) says which images it carries. */
export interface ImageCarrier {
  role: 'system' | 'user' | 'assistant' | 'tool';
  content: string;
  attachments?: readonly LoadedAttachment[];
  images?: readonly ToolImagePart[];
}

/** The most images one request sends (providers cap it too: some local vision models take only a few). */
export const MAX_IMAGES_PER_REQUEST = 8;

const oneLine = (text: string): string => text.replace(/[\r\n`]+/g, ' ').slice(0, 255);

export const olderImageNote = (name: string): string =>
  `[Image "${oneLine(name)}": shown to the model earlier in this conversation, not sent again.]`;

export function olderToolImagesNote(count: number): string {
  return count === 1
    ? '[The tool returned an image here; it was shown to the model then and is not sent again.]'
    : `[The tool returned ${count} images here; they were shown to the model then and are not sent again.]`;
}

/** How many images a message carries (a user message's image attachments, a tool message's images). */
export function imagesIn(message: ImageCarrier): number {
  if (message.role === 'tool') return message.images?.length ?? 0;
  return (message.attachments ?? []).filter((file) => file.kind === 'image').length;
}

/**
 * The history with at most `max` images left, the newest ones; each older image becomes a note in its message's text.
 * Never mutates the input; returns it unchanged when it holds no more than `max` images.
 */
export function keepNewestImages<M extends ImageCarrier>(history: readonly M[], max = MAX_IMAGES_PER_REQUEST): M[] {
  let left = Math.max(0, max);
  const kept = new Array<number>(history.length);
  for (let i = history.length - 1; i >= 0; i -= 1) {
    const count = imagesIn(history[i]!);
    const keep = Math.min(count, left);
    kept[i] = keep;
    left -= keep;
  }
  return history.map((message, i) => {
    const keep = kept[i] ?? 0;
    const count = imagesIn(message);
    if (keep === count) return message;
    if (message.role === 'tool') return withToolImages(message, message.images ?? [], keep);
    return withAttachedImages(message, message.attachments ?? [], keep);
  });
}

/** A tool message keeping its last `keep` images; the rest are noted in its text. */
function withToolImages<M extends ImageCarrier>(message: M, images: readonly ToolImagePart[], keep: number): M {
  const dropped = images.length - keep;
  const content = `${message.content}\n${olderToolImagesNote(dropped)}`;
  const rest = images.slice(dropped);
  const copy: M = { ...message, content };
  if (rest.length > 0) copy.images = rest;
  else delete copy.images;
  return copy;
}

/** A user message keeping its last `keep` image attachments (documents stay); the others are noted in its text. */
function withAttachedImages<M extends ImageCarrier>(message: M, files: readonly LoadedAttachment[], keep: number): M {
  let toDrop = files.filter((file) => file.kind === 'image').length - keep;
  const notes: string[] = [];
  const attachments = files.filter((file) => {
    if (file.kind !== 'image' || toDrop === 0) return true;
    toDrop -= 1;
    notes.push(olderImageNote(file.name));
    return false;
  });
  return { ...message, content: [message.content, ...notes].join('\n\n'), attachments };
}
