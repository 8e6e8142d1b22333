// Builds the versioned export document (export-schema.ts) from a stored conversation and its messages. Pure: every
// format (Markdown, HTML, JSON) is written from this one document, after the runtime has redacted it.
import type { ArtifactVersion } from '../../shared/artifact-types';
import type { Conversation, StoredMessage } from '../../shared/conversation-types';
import {
  EXPORT_FORMAT_NAME,
  EXPORT_FORMAT_VERSION,
  type ConversationExport,
  type ExportedAttachment,
  type ExportedImage,
  type ExportedMessage,
} from './export-schema';

const iso = (ms: number): string => new Date(ms).toISOString();

function isImage(value: unknown): value is ExportedImage {
  if (typeof value !== 'object' || value === null) return false;
  const image = value as Record<string, unknown>;
  return typeof image.mimeType === 'string' && typeof image.data === 'string';
}

/** A tool result stores `{ details, images, durationMs, errorType }`: images get their own field, the rest stays. */
function splitImages(details: unknown): { images: ExportedImage[]; details: unknown } {
  if (typeof details !== 'object' || details === null || Array.isArray(details)) return { images: [], details };
  const { images, ...rest } = details as Record<string, unknown>;
  if (!Array.isArray(images)) return { images: [], details };
  return { images: images.filter(isImage).map(({ mimeType, data }) => ({ mimeType, data })), details: rest };
}

export function toExportedMessage(
  message: StoredMessage,
  attachments: readonly ExportedAttachment[] = [],
): ExportedMessage {
  const { images, details } = splitImages(message.details);
  return {
    id: message.id,
    seq: message.seq,
    role: message.role,
    status: message.status,
    content: message.content,
    reasoning: message.reasoning,
    error: message.error,
    createdAt: iso(message.createdAt),
    toolCalls: (message.toolCalls ?? []).map(({ id, name, arguments: args }) => ({ id, name, arguments: args })),
    toolCallId: message.toolCallId,
    toolName: message.toolName,
    images,
    attachments: [...attachments],
    details: details ?? null,
  };
}

export function buildExportDocument(
  conversation: Conversation,
  messages: readonly StoredMessage[],
  exportedAt: number,
  attachmentsOf: (messageId: string) => readonly ExportedAttachment[] = () => [],
  artifacts: readonly ArtifactVersion[] = [],
): ConversationExport {
  return {
    format: EXPORT_FORMAT_NAME,
    version: EXPORT_FORMAT_VERSION,
    exportedAt: iso(exportedAt),
    conversation: {
      id: conversation.id,
      title: conversation.title,
      kind: conversation.kind,
      memoryEnabled: conversation.memoryEnabled,
      createdAt: iso(conversation.createdAt),
      updatedAt: iso(conversation.updatedAt),
      model: conversation.model ? { provider: conversation.modelProvider, name: conversation.model } : null,
      projectId: conversation.projectId,
    },
    messages: messages.map((message) => toExportedMessage(message, attachmentsOf(message.id))),
    artifacts: artifacts.map(({ id, version, kind, title, content, createdAt }) => ({
      ...{ id, version, kind, title, content },
      createdAt: iso(createdAt),
    })),
  };
}
