// Reads stored attachments back for a request: an image as base64, a document as text (a PDF through unpdf with
// "--- Page N ---" markers, remembered for the session), cut to what fits with a note of how long it was.
import type { LoadedAttachment } from '../../agent/context/attachment-parts';
import type { MessageAttachment } from '../../shared/attachment-types';
import type { AttachmentStore } from '../../storage/attachments';
import { extractPdfText } from '../../../tools/documents/pdf-text';

const PDF_CACHE_ENTRIES = 16;

export interface AttachmentContentReader {
  load: (file: MessageAttachment, options: { maxDocumentChars: number }) => Promise<LoadedAttachment>;
  /** The whole text of a document (for previews and saving); undefined for images or a missing file. */
  documentText: (file: Pick<MessageAttachment, 'sha256' | 'mimeType'>) => Promise<string | undefined>;
}

export function createAttachmentContentReader(store: AttachmentStore): AttachmentContentReader {
  const pdfTexts = new Map<string, string>();

  async function documentText(file: Pick<MessageAttachment, 'sha256' | 'mimeType'>): Promise<string | undefined> {
    const cached = pdfTexts.get(file.sha256);
    if (cached !== undefined) return cached;
    const bytes = store.read(file.sha256);
    if (!bytes) return undefined;
    if (file.mimeType !== 'application/pdf') return bytes.toString('utf8');
    const pdf = await extractPdfText(bytes);
    const text = pdf.ok ? pdf.text : `[The PDF could not be read: ${pdf.message}.]`;
    pdfTexts.set(file.sha256, text);
    if (pdfTexts.size > PDF_CACHE_ENTRIES) pdfTexts.delete(pdfTexts.keys().next().value as string);
    return text;
  }

  return {
    documentText,
    async load(file, { maxDocumentChars }) {
      if (file.kind === 'image') {
        const bytes = store.read(file.sha256);
        if (!bytes)
          return {
            kind: 'document',
            name: file.name,
            mimeType: 'text/plain',
            text: '[This image is no longer stored.]',
          };
        return { kind: 'image', name: file.name, mimeType: file.mimeType, data: bytes.toString('base64') };
      }
      const text = (await documentText(file)) ?? '[This file is no longer stored.]';
      if (text.length <= maxDocumentChars) return { kind: 'document', name: file.name, mimeType: file.mimeType, text };
      return {
        kind: 'document',
        name: file.name,
        mimeType: file.mimeType,
        text: text.slice(0, maxDocumentChars),
        cut: { totalChars: text.length },
      };
    },
  };
}
