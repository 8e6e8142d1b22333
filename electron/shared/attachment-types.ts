// Attachments as every layer sees them: the limits (issue 17), the two kinds, and what a message carries about each
// stored file. No Node, no Electron (the renderer imports it).

/** The largest file Hearth takes (the original's bytes, before an image is downscaled). */
export const ATTACHMENT_MAX_BYTES = 20 * 1024 * 1024;
/** How many files one message may carry. */
export const ATTACHMENTS_PER_MESSAGE = 10;
/** Images are downscaled so their long edge is at most this many pixels. */
export const IMAGE_MAX_EDGE = 1568;

export const attachmentKinds = ['image', 'document'] as const;
export type AttachmentKind = (typeof attachmentKinds)[number];

/** What is known about a stored file besides its bytes (the `meta` JSON column). */
export interface AttachmentMeta {
  width?: number;
  height?: number;
  /** PDFs: how many pages. */
  pages?: number;
  /** Documents: how many characters of text it gives the model. */
  chars?: number;
  /** The type the file had before it was converted (an SVG rasterized, a GIF's first frame, a WebP re-encoded). */
  originalMimeType?: string;
}

/** One file a message carries: its content address, the name it was attached under, and what it is. */
export interface MessageAttachment {
  sha256: string;
  name: string;
  kind: AttachmentKind;
  mimeType: string;
  size: number;
  meta: AttachmentMeta;
}

/** What chat:send and `ask --attach` pass: a stored file (attachments:add's answer) and the name to show. */
export interface AttachmentRef {
  sha256: string;
  name: string;
}
