// Sends one picked, pasted or dropped file to main: small files in one attachments:add call, larger ones first in
// attachments:upload chunks (each under the IPC payload cap). Resolves to the stored file with its preview.
import { ATTACHMENT_CHUNK_CHARS } from '../../../../electron/shared/attachments-contract';
import { ATTACHMENT_MAX_BYTES } from '../../../../electron/shared/attachment-types';
import type { HearthApi, InvokeResult } from '../../api';

export type AddedAttachmentView = Extract<Awaited<ReturnType<HearthApi['attachmentsAdd']>>, { ok: true }>['data'];

/** Bytes per chunk: base64 turns 3 bytes into 4 characters. */
const CHUNK_BYTES = (ATTACHMENT_CHUNK_CHARS / 4) * 3;

function toBase64(bytes: Uint8Array): string {
  let binary = '';
  for (let at = 0; at < bytes.length; at += 0x8000)
    binary += String.fromCharCode(...bytes.subarray(at, Math.min(at + 0x8000, bytes.length)));
  return btoa(binary);
}

export async function uploadAttachment(api: HearthApi, file: File): Promise<InvokeResult<AddedAttachmentView>> {
  // Refused here too, so a huge file is never read into the page.
  if (file.size > ATTACHMENT_MAX_BYTES)
    return {
      ok: false,
      error: {
        kind: 'refused',
        message: `${file.name}: the file is over the ${ATTACHMENT_MAX_BYTES / (1024 * 1024)} MB limit for attachments (${(file.size / (1024 * 1024)).toFixed(1)} MB).`,
      },
    };
  const bytes = new Uint8Array(await file.arrayBuffer());
  let uploadId: string | undefined;
  let at = 0;
  while (bytes.length - at > CHUNK_BYTES) {
    const chunk = toBase64(bytes.subarray(at, at + CHUNK_BYTES));
    const sent = await api.attachmentsUpload({ ...(uploadId ? { uploadId } : {}), data: chunk });
    if (!sent.ok) return sent;
    uploadId = sent.data.uploadId;
    at += CHUNK_BYTES;
  }
  return api.attachmentsAdd({
    name: file.name || 'pasted file',
    mimeType: file.type,
    data: toBase64(bytes.subarray(at)),
    ...(uploadId ? { uploadId } : {}),
  });
}
