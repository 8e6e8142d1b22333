// The runtime's attachments: adding a file (checked, prepared, stored once by content), large files arriving in
// chunks over IPC, previews, the session's port (check a message's files, link them, load them for a request) and the
// clean-up of files no message references. Files added to a composer but not sent yet are kept for a day.
import { nodeCrypto } from '../../../tools/lazy-builtins';
import { writeFileSync } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { SessionAttachments } from '../../agent/context/session-attachments';
import {
  ATTACHMENT_MAX_BYTES,
  ATTACHMENTS_PER_MESSAGE,
  type AttachmentKind,
  type MessageAttachment,
} from '../../shared/attachment-types';
import type { AttachmentStore } from '../../storage/attachments';
import { createAttachmentContentReader } from './attachment-content';
import { attachmentName, prepareAttachment, tooLargeMessage } from './attachment-intake';
import { previewDataUrl } from './image-normalize';
import type { Result } from '../../shared/result';

export interface AttachmentPreview {
  /** Images: a small picture (data URL). */
  dataUrl: string | null;
  /** Documents: the start of the text the model gets. */
  text: string | null;
}

export type AddedAttachment = MessageAttachment & { preview: AttachmentPreview };
export type AddResult = Result<{ attachment: AddedAttachment }>;

export interface AttachmentService extends SessionAttachments {
  add: (input: { name: string; mimeType: string; bytes: Uint8Array }) => Promise<AddResult>;
  /** `ask --attach FILE`: reads the file (refusing one over the limit before reading it) and adds it. */
  addFile: (file: string) => Promise<AddResult>;
  /** Appends a chunk of a large file (attachments:upload); the upload is then added by its id. */
  appendUpload: (uploadId: string | undefined, chunk: Uint8Array) => Result<{ uploadId: string; bytes: number }>;
  /** The upload's bytes so far, removing it; undefined when there is no such upload. */
  takeUpload: (uploadId: string) => Buffer | undefined;
  preview: (sha256: string) => Promise<AttachmentPreview | undefined>;
  /** Writes a stored file into `folder` under its name, never over an existing file; the path written. */
  saveTo: (folder: string, sha256: string, name: string) => Result<{ path: string }>;
  forMessages: (messageIds: readonly string[]) => Map<string, MessageAttachment[]>;
  /** Deletes the files no message references (the ones waiting in a composer stay). Returns how many went. */
  removeUnreferenced: () => number;
}

const PENDING_KEEP_MS = 24 * 60 * 60 * 1000;
const UPLOAD_IDLE_MS = 10 * 60 * 1000;
const MAX_UPLOADS = 8;
const PREVIEW_TEXT_CHARS = 400;

export const kindOfMime = (mimeType: string): AttachmentKind => (mimeType.startsWith('image/') ? 'image' : 'document');

export function createAttachmentService(deps: { store: AttachmentStore; now?: () => number }): AttachmentService {
  const { store } = deps;
  const now = deps.now ?? Date.now;
  const content = createAttachmentContentReader(store);
  const pending = new Map<string, number>();
  const uploads = new Map<string, { chunks: Buffer[]; bytes: number; touched: number }>();

  const preview = async (file: Pick<MessageAttachment, 'sha256' | 'mimeType'>): Promise<AttachmentPreview> => {
    if (file.mimeType.startsWith('image/')) {
      const bytes = store.read(file.sha256);
      return { dataUrl: bytes ? await previewDataUrl(bytes) : null, text: null };
    }
    const text = await content.documentText(file);
    return { dataUrl: null, text: text === undefined ? null : text.slice(0, PREVIEW_TEXT_CHARS) };
  };

  const add: AttachmentService['add'] = async (input) => {
    const prepared = await prepareAttachment(input);
    if (!prepared.ok) return prepared;
    const stored = store.put({
      bytes: prepared.file.bytes,
      mimeType: prepared.file.mimeType,
      meta: prepared.file.meta,
    });
    pending.set(stored.sha256, now());
    const attachment: MessageAttachment = {
      sha256: stored.sha256,
      name: attachmentName(input.name),
      kind: prepared.file.kind,
      mimeType: stored.mimeType,
      size: stored.size,
      meta: stored.meta,
    };
    return { ok: true, attachment: { ...attachment, preview: await preview(attachment) } };
  };

  const dropIdleUploads = (): void => {
    for (const [id, upload] of uploads) if (now() - upload.touched > UPLOAD_IDLE_MS) uploads.delete(id);
  };

  return {
    add,
    async addFile(file) {
      const name = attachmentName(file);
      let size: number;
      try {
        const info = await stat(file);
        if (!info.isFile()) return { ok: false, error: `${name}: not a file.` };
        size = info.size;
      } catch (error) {
        const code = (error as NodeJS.ErrnoException).code;
        return { ok: false, error: `${name}: ${code === 'ENOENT' ? 'no such file' : 'the file cannot be read'}.` };
      }
      if (size > ATTACHMENT_MAX_BYTES) return { ok: false, error: tooLargeMessage(name, size) };
      return add({ name, mimeType: '', bytes: await readFile(file) });
    },
    appendUpload(uploadId, chunk) {
      dropIdleUploads();
      const id = uploadId ?? nodeCrypto().randomUUID();
      const upload = uploads.get(id) ?? (uploadId ? undefined : { chunks: [], bytes: 0, touched: now() });
      if (!upload) return { ok: false, error: 'That upload is no longer open; attach the file again.' };
      if (!uploads.has(id) && uploads.size >= MAX_UPLOADS)
        return { ok: false, error: 'Too many files are being attached at once; wait for them to finish.' };
      if (upload.bytes + chunk.byteLength > ATTACHMENT_MAX_BYTES) {
        uploads.delete(id);
        return { ok: false, error: `The file is larger than ${ATTACHMENT_MAX_BYTES / (1024 * 1024)} MB.` };
      }
      upload.chunks.push(Buffer.from(chunk));
      upload.bytes += chunk.byteLength;
      upload.touched = now();
      uploads.set(id, upload);
      return { ok: true, uploadId: id, bytes: upload.bytes };
    },
    takeUpload(uploadId) {
      const upload = uploads.get(uploadId);
      uploads.delete(uploadId);
      return upload ? Buffer.concat(upload.chunks) : undefined;
    },
    preview: async (sha256) => {
      const stored = store.get(sha256);
      return stored ? preview(stored) : undefined;
    },
    forMessages: (messageIds) => store.forMessages(messageIds),
    saveTo(folder, sha256, name) {
      const bytes = store.read(sha256);
      if (!bytes) return { ok: false, error: 'That attachment is no longer stored.' };
      const clean = attachmentName(name);
      const dot = clean.lastIndexOf('.');
      const [stem, extension] = dot > 0 ? [clean.slice(0, dot), clean.slice(dot)] : [clean, ''];
      for (let copy = 1; copy < 100; copy += 1) {
        const target = join(folder, copy === 1 ? clean : `${stem} (${copy})${extension}`);
        try {
          writeFileSync(target, bytes, { flag: 'wx' });
          return { ok: true, path: target };
        } catch (error) {
          const code = (error as NodeJS.ErrnoException).code;
          if (code === 'EEXIST') continue;
          return { ok: false, error: `Could not save ${clean} in ${folder} (${code ?? 'error'}).` };
        }
      }
      return { ok: false, error: `Could not save ${clean}: too many files of that name in ${folder}.` };
    },
    resolve(refs) {
      if (refs.length > ATTACHMENTS_PER_MESSAGE)
        return {
          ok: false,
          error: `A message can carry at most ${ATTACHMENTS_PER_MESSAGE} files; this one has ${refs.length}.`,
        };
      const files = [];
      for (const ref of refs) {
        const stored = store.get(ref.sha256);
        const name = attachmentName(ref.name);
        if (!stored) return { ok: false, error: `${name}: this attachment is no longer stored; attach it again.` };
        files.push({ sha256: stored.sha256, name, kind: kindOfMime(stored.mimeType) });
      }
      return { ok: true, files };
    },
    link(messageId, files) {
      store.link(messageId, files);
      for (const file of files) pending.delete(file.sha256);
    },
    async load(messageIds, options) {
      const loaded = new Map<string, Awaited<ReturnType<typeof content.load>>[]>();
      for (const [messageId, files] of store.forMessages(messageIds))
        loaded.set(messageId, await Promise.all(files.map((file) => content.load(file, options))));
      return loaded;
    },
    removeUnreferenced() {
      for (const [sha256, addedAt] of pending) if (now() - addedAt > PENDING_KEEP_MS) pending.delete(sha256);
      return store.removeUnreferenced({ keep: new Set(pending.keys()) }).length;
    },
  };
}
