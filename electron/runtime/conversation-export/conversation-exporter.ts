// Exports conversations: loads one (or all), builds the versioned document, passes it through the runtime's secret
// redactor (known keys never reach an export), writes it as Markdown, HTML or JSON. Used by the CLI and IPC handlers.
import type { ArtifactStore } from '../../shared/artifact-types';
import type { MessageAttachment } from '../../shared/attachment-types';
import type { ConversationStore } from '../../storage/conversations';
import type { RuntimeRedactor } from '../runtime-redaction';
import { buildExportDocument } from './export-document';
import type { ExportedAttachment } from './export-schema';
import { exportFileName } from './export-file-name';
import { prepareFolder, writeIntoFolder } from './export-files';
import { exportFormatInfo, writeExport, type ExportFormat } from './export-formats';
import type { Ok, Fail } from '../../shared/result';

export interface ExportedConversation {
  conversationId: string;
  format: ExportFormat;
  /** A suggested file name, safe on every OS. */
  fileName: string;
  mimeType: string;
  text: string;
}

export type ExportOneResult = Ok<{ export: ExportedConversation }> | Fail<{ kind: 'not_found'; message: string }>;

export type ExportAllResult =
  | Ok<{ folder: string; files: { conversationId: string; path: string }[] }>
  | Fail<{ kind: 'failed'; message: string; files: { conversationId: string; path: string }[] }>;

export interface ConversationExporter {
  exportOne: (conversationId: string, format: ExportFormat) => Promise<ExportOneResult>;
  /** Writes one new file per conversation into `folder` (created if needed); existing files are never replaced. */
  exportAll: (folder: string, format: ExportFormat) => Promise<ExportAllResult>;
}

export interface ConversationExporterDeps {
  conversations: Pick<ConversationStore, 'get' | 'list' | 'listMessages'>;
  redactor: Pick<RuntimeRedactor, 'prime' | 'redact' | 'redactDeep'>;
  /** The files messages carry and their stored bytes (images are embedded); absent: exports list no attachments. */
  attachments?: {
    forMessages: (messageIds: readonly string[]) => Map<string, MessageAttachment[]>;
    read: (sha256: string) => Buffer | undefined;
  };
  /** The conversation's artifacts (every version); absent: exports carry none. */
  artifacts?: Pick<ArtifactStore, 'listForConversation'>;
  now?: () => number;
}

export const notFoundMessage = (conversationId: string): string =>
  `no conversation with ID '${conversationId}' (it may have been deleted)`;

export function createConversationExporter(deps: ConversationExporterDeps): ConversationExporter {
  const now = deps.now ?? Date.now;
  const exportedFiles = (messageIds: readonly string[]): Map<string, ExportedAttachment[]> => {
    const byMessage = new Map<string, ExportedAttachment[]>();
    for (const [messageId, files] of deps.attachments?.forMessages(messageIds) ?? []) {
      byMessage.set(
        messageId,
        files.map(({ name, kind, mimeType, size, sha256 }) => ({
          name,
          kind,
          mimeType,
          size,
          sha256,
          data: kind === 'image' ? (deps.attachments?.read(sha256)?.toString('base64') ?? null) : null,
        })),
      );
    }
    return byMessage;
  };
  const render = (conversationId: string, format: ExportFormat): ExportedConversation | undefined => {
    const conversation = deps.conversations.get(conversationId);
    if (!conversation) return undefined;
    const messages = deps.conversations.listMessages(conversationId);
    const files = exportedFiles(messages.map((message) => message.id));
    const document = deps.redactor.redactDeep(
      buildExportDocument(
        conversation,
        messages,
        now(),
        (messageId) => files.get(messageId) ?? [],
        deps.artifacts?.listForConversation(conversationId) ?? [],
      ),
    );
    const info = exportFormatInfo[format];
    return {
      conversationId,
      format,
      fileName: exportFileName({ ...conversation, title: document.conversation.title }, info.extension),
      mimeType: info.mimeType,
      // A second pass over the finished text: nothing nested deeper than the document pass reaches slips through.
      text: deps.redactor.redact(writeExport(document, format)),
    };
  };
  return {
    exportOne: async (conversationId, format) => {
      await deps.redactor.prime();
      const exported = render(conversationId, format);
      return exported
        ? { ok: true, export: exported }
        : { ok: false, kind: 'not_found', message: notFoundMessage(conversationId) };
    },
    exportAll: async (folder, format) => {
      await deps.redactor.prime();
      const files: { conversationId: string; path: string }[] = [];
      const prepared = prepareFolder(folder);
      if (!prepared.ok) return { ok: false, kind: 'failed', message: prepared.message, files };
      for (const conversation of deps.conversations.list({ limit: Number.MAX_SAFE_INTEGER })) {
        const exported = render(conversation.id, format);
        if (!exported) continue; // deleted meanwhile
        const written = writeIntoFolder(
          folder,
          prepared.taken,
          (taken) =>
            exportFileName(
              { ...conversation, title: deps.redactor.redact(conversation.title) },
              exportFormatInfo[format].extension,
              taken,
            ),
          exported.text,
        );
        if (!written.ok) return { ok: false, kind: 'failed', message: written.message, files };
        files.push({ conversationId: conversation.id, path: written.path });
      }
      return { ok: true, folder, files };
    },
  };
}
