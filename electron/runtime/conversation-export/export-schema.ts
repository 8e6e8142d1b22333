// The JSON export's documented, versioned shape: {"format":"hearth.conversation","version":1, exportedAt, conversation,
// messages}. Times are ISO 8601 (UTC). Version 1 only ever gains optional fields; a breaking change is version 2.
import { z } from 'zod';

export const EXPORT_FORMAT_NAME = 'hearth.conversation';
export const EXPORT_FORMAT_VERSION = 1;

const isoTime = z.string().datetime();
const status = z.enum(['complete', 'incomplete', 'error']);

export const exportedToolCallSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** The arguments exactly as the model sent them (JSON text, possibly invalid). */
  arguments: z.string(),
});

export const exportedImageSchema = z.object({ mimeType: z.string(), data: z.string() });

/** A file the person attached to a message: images carry their bytes (base64) so the export stands alone. */
export const exportedAttachmentSchema = z.object({
  name: z.string(),
  kind: z.enum(['image', 'document']),
  mimeType: z.string(),
  size: z.number().int(),
  sha256: z.string(),
  /** Images: the stored (downscaled) picture as base64; documents: null (listed by name, not embedded). */
  data: z.string().nullable(),
});

export const exportedMessageSchema = z.object({
  id: z.string(),
  seq: z.number().int(),
  role: z.enum(['system', 'user', 'assistant', 'tool']),
  /** complete | incomplete (stopped or cut off) | error; for a tool result, error means the tool failed. */
  status,
  content: z.string(),
  reasoning: z.string().nullable(),
  error: z.string().nullable(),
  createdAt: isoTime,
  /** Assistant messages: the tool calls the model made (their results follow as `tool` messages). */
  toolCalls: z.array(exportedToolCallSchema),
  /** Tool messages: which call this is the result of, and the tool's name. */
  toolCallId: z.string().nullable(),
  toolName: z.string().nullable(),
  /** Tool messages: images the tool returned (base64), and what the tool reported besides its text. */
  images: z.array(exportedImageSchema),
  /** User messages: the files attached to them (absent in exports written before attachments existed). */
  attachments: z.array(exportedAttachmentSchema).optional(),
  details: z.unknown(),
});

/** A version of an artifact the `artifact` tool showed beside the chat (every version, oldest first). */
export const exportedArtifactSchema = z.object({
  id: z.string(),
  version: z.number().int(),
  kind: z.enum(['markdown', 'html', 'svg', 'mermaid', 'chart']),
  title: z.string(),
  content: z.string(),
  createdAt: isoTime,
});

export const conversationExportSchema = z.object({
  format: z.literal(EXPORT_FORMAT_NAME),
  version: z.literal(EXPORT_FORMAT_VERSION),
  exportedAt: isoTime,
  conversation: z.object({
    id: z.string(),
    title: z.string(),
    kind: z.enum(['chat', 'quick', 'scheduled', 'job']),
    memoryEnabled: z.boolean(),
    createdAt: isoTime,
    updatedAt: isoTime,
    /** The conversation's own model, or null when it follows the default model. */
    model: z.object({ provider: z.string().nullable(), name: z.string() }).nullable(),
    projectId: z.string().nullable(),
  }),
  messages: z.array(exportedMessageSchema),
  /** The conversation's artifacts, every version (absent in exports written before artifacts existed). */
  artifacts: z.array(exportedArtifactSchema).optional(),
});

export type ConversationExport = z.infer<typeof conversationExportSchema>;
export type ExportedMessage = z.infer<typeof exportedMessageSchema>;
export type ExportedImage = z.infer<typeof exportedImageSchema>;
export type ExportedAttachment = z.infer<typeof exportedAttachmentSchema>;
export type ExportedArtifact = z.infer<typeof exportedArtifactSchema>;
