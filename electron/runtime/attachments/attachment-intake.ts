// Checks and prepares one file someone attaches (window, quick-ask or `ask --attach`): within 20 MB, a type Hearth
// can give a model (images, PDFs with a text layer, UTF-8 text), images normalized for the model. Refusals name the
// file and say why; nothing is stored for a refused file.
import { ATTACHMENT_MAX_BYTES, type AttachmentKind, type AttachmentMeta } from '../../shared/attachment-types';
import { extractPdfText } from '../../../tools/documents/pdf-text';
import { sniffType } from './attachment-type';
import { normalizeImage } from './image-normalize';
import type { Result } from '../../shared/result';

export interface PreparedAttachment {
  kind: AttachmentKind;
  bytes: Uint8Array;
  mimeType: string;
  meta: AttachmentMeta;
}

export type IntakeResult = Result<{ file: PreparedAttachment }>;

const megabytes = (bytes: number): string => `${(bytes / (1024 * 1024)).toFixed(1)} MB`;

/** The name shown and stored: one line, no folders, at most 255 characters. */
export function attachmentName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  const clean = Array.from(base, (char) => (char.charCodeAt(0) < 0x20 || char === '\u007f' ? ' ' : char))
    .join('')
    .trim();
  return (clean || 'attachment').slice(0, 255);
}

/** The refusal for a file over the limit (also used before reading a file from disk). */
export const tooLargeMessage = (name: string, bytes: number): string =>
  `${name}: the file is over the ${ATTACHMENT_MAX_BYTES / (1024 * 1024)} MB limit for attachments (${megabytes(bytes)}).`;

export async function prepareAttachment(input: {
  name: string;
  mimeType: string;
  bytes: Uint8Array;
}): Promise<IntakeResult> {
  const name = attachmentName(input.name);
  const refuse = (why: string): IntakeResult => ({ ok: false, error: `${name}: ${why}` });
  if (input.bytes.byteLength > ATTACHMENT_MAX_BYTES)
    return { ok: false, error: tooLargeMessage(name, input.bytes.byteLength) };
  if (input.bytes.byteLength === 0) return refuse('the file is empty.');
  const type = sniffType(input.bytes, name, input.mimeType);
  if (type.kind === 'unknown')
    return refuse(
      `Hearth cannot read this type of file (${type.mimeType}). Attach images (PNG, JPEG, WebP, GIF, SVG), PDFs or text files.`,
    );
  if (type.kind === 'image') {
    const image = await normalizeImage(input.bytes, type.mimeType);
    if (!image.ok) return refuse(`the image could not be read (${image.reason}).`);
    const converted = type.mimeType !== image.mimeType ? { originalMimeType: type.mimeType } : {};
    return {
      ok: true,
      file: {
        kind: 'image',
        bytes: image.bytes,
        mimeType: image.mimeType,
        meta: { width: image.width, height: image.height, ...converted },
      },
    };
  }
  if (type.kind === 'pdf') {
    const pdf = await extractPdfText(input.bytes);
    if (!pdf.ok) return refuse(`${pdf.message}.`);
    const words = pdf.text.replace(/--- Page \d+ ---/g, '').trim();
    if (words === '') return refuse('the PDF has no text Hearth can read (it may be scanned pages).');
    return {
      ok: true,
      file: {
        kind: 'document',
        bytes: input.bytes,
        mimeType: type.mimeType,
        meta: { pages: pdf.pages, chars: pdf.text.length },
      },
    };
  }
  const text = new TextDecoder('utf-8').decode(input.bytes);
  return {
    ok: true,
    file: { kind: 'document', bytes: input.bytes, mimeType: type.mimeType, meta: { chars: text.length } },
  };
}
