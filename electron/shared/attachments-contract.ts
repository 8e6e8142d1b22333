// The attachment channels of the IPC contract: add a file (its bytes as base64; a large one first arrives in chunks
// through attachments:upload), and read a stored file's preview (a small picture, or the start of a document's text).
import { z } from 'zod';
import { attachmentKinds } from './attachment-types';

/** Base64 characters in one call (under the IPC payload guard's 256 KiB string cap): 180,000 bytes a chunk. */
export const ATTACHMENT_CHUNK_CHARS = 240_000;

const base64 = z
  .string()
  .max(ATTACHMENT_CHUNK_CHARS)
  .regex(/^[A-Za-z0-9+/]*={0,2}$/, 'must be base64');
const sha256 = z.string().regex(/^[0-9a-f]{64}$/);

export const attachmentViewSchema = z.object({
  sha256: z.string(),
  name: z.string(),
  kind: z.enum(attachmentKinds),
  mimeType: z.string(),
  size: z.number(),
  meta: z.object({
    width: z.number().optional(),
    height: z.number().optional(),
    pages: z.number().optional(),
    chars: z.number().optional(),
    originalMimeType: z.string().optional(),
  }),
});
export type AttachmentView = z.infer<typeof attachmentViewSchema>;

export const attachmentPreviewSchema = z.object({ dataUrl: z.string().nullable(), text: z.string().nullable() });
export type AttachmentPreviewView = z.infer<typeof attachmentPreviewSchema>;

/** What chat:send carries per file: attachments:add's sha256 and the name to show. */
export const attachmentRefSchema = z.object({ sha256, name: z.string().min(1).max(255) }).strict();

export const attachmentsContract = {
  /** Appends one chunk of a large file; without `uploadId` a new upload starts. Over 20 MB is `refused`. */
  'attachments:upload': {
    request: z.object({ uploadId: z.string().min(1).max(64).optional(), data: base64 }).strict(),
    response: z.object({ uploadId: z.string(), bytes: z.number() }),
  },
  /**
   * Checks and stores a file: `data` is the file (or its last chunk after `uploadId`'s). A file Hearth cannot send
   * (too large, unknown type, unreadable) is `refused` with a reason naming it; nothing is stored then.
   */
  'attachments:add': {
    request: z
      .object({
        name: z.string().min(1).max(1_000),
        mimeType: z.string().max(255),
        data: base64,
        uploadId: z.string().min(1).max(64).optional(),
      })
      .strict(),
    response: attachmentViewSchema.extend({ preview: attachmentPreviewSchema }),
  },
  /**
   * Saves a stored file into the conversation's workspace (its project's folder, else the workspace setting) under
   * its name — never over an existing file (" (2)" is added) — so the model can read it whole with read_file.
   */
  'attachments:save': {
    request: z
      .object({ sha256, name: z.string().min(1).max(255), conversationId: z.string().min(1).max(128).optional() })
      .strict(),
    response: z.object({ path: z.string() }),
  },
  /** A stored file's preview (after a reload); a file no longer stored is `not_found`. */
  'attachments:preview': {
    request: z.object({ sha256 }).strict(),
    response: attachmentPreviewSchema,
  },
} as const;
