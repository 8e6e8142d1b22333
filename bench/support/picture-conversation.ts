// The picture-heavy conversation of issue 44, written through the real stores: 100 questions, each with an attached
// photo, and five browser screenshots per question (500), stored as Hearth stores them (a tool message's
// details.images, as electron/agent/chat/run-persistence.ts writes it; photos content-addressed in the attachment store).
// The pictures are noise unless decodable ones are given (bench/support/picture-bytes.ts, for the renderer's rows).
import path from 'node:path';
import type { Db } from '../../electron/storage/database';
import { createAttachmentStore } from '../../electron/storage/attachments';
import { createConversationStore } from '../../electron/storage/conversations';
import type { PictureBytes } from './picture-bytes';
import { seededRandom } from './stats';

export const PICTURE_TURNS = 100;
export const SCREENSHOTS_PER_TURN = 5;
/** Bytes of one screenshot (a 1280×800 page compresses to ~50–150 KB of PNG). */
const SCREENSHOT_BYTES = 80_000;
const PHOTO_BYTES = 200_000;

function noise(bytes: number, random: () => number): Buffer {
  const buffer = Buffer.alloc(bytes);
  for (let i = 0; i < bytes; i += 4) buffer.writeUInt32LE(Math.floor(random() * 0xffffffff), Math.min(i, bytes - 4));
  return buffer;
}

/** Writes the conversation into the open database of `dataDir`; answers its id and the bytes of pictures it holds. */
export function writePictureConversation(
  db: Db,
  dataDir: string,
  pictures?: PictureBytes,
): { id: string; pictureBytes: number } {
  const random = seededRandom(500);
  const conversations = createConversationStore(db);
  const attachments = createAttachmentStore(db, { folder: path.join(dataDir, 'attachments') });
  const { id } = conversations.create({ title: 'Five hundred screenshots' });
  let pictureBytes = 0;
  for (let turn = 0; turn < PICTURE_TURNS; turn += 1) {
    const photo = attachments.put({
      bytes: pictures?.photos[turn] ?? noise(PHOTO_BYTES, random),
      mimeType: 'image/jpeg',
    });
    pictureBytes += photo.size;
    const question = conversations.appendMessage({ conversationId: id, role: 'user', content: `Find this (${turn}).` });
    attachments.link(question.id, [{ sha256: photo.sha256, name: `photo-${turn}.jpg`, kind: 'image' }]);
    for (let step = 0; step < SCREENSHOTS_PER_TURN; step += 1) {
      const callId = `call-${turn}-${step}`;
      conversations.appendMessage({
        conversationId: id,
        role: 'assistant',
        content: '',
        toolCalls: [{ id: callId, name: 'browser', arguments: '{"action":"screenshot"}' }],
      });
      const png = pictures?.screenshots[turn * SCREENSHOTS_PER_TURN + step] ?? noise(SCREENSHOT_BYTES, random);
      pictureBytes += png.length;
      conversations.appendMessage({
        conversationId: id,
        role: 'tool',
        content: 'Screenshot of the page.',
        toolCallId: callId,
        toolName: 'browser',
        details: { images: [{ mimeType: 'image/png', data: png.toString('base64') }], durationMs: 120 },
      });
    }
    conversations.appendMessage({ conversationId: id, role: 'assistant', content: `Found it on page ${turn}.` });
  }
  return { id, pictureBytes };
}
