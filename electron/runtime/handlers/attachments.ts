// attachments:* channels: add a file from the page (in one call, or after its chunks arrived through upload) and read
// a stored file's preview. Refusals come back as `refused` with the reason the person reads.
import { failure, type InvokeHandlers } from '../../shared/contract';
import type { HearthRuntime } from '../create-runtime';

type AttachmentChannel = 'attachments:upload' | 'attachments:add' | 'attachments:preview' | 'attachments:save';

export function createAttachmentHandlers(deps: {
  runtime: Pick<HearthRuntime, 'attachments' | 'conversations' | 'projects'>;
}): Pick<InvokeHandlers, AttachmentChannel> {
  const { attachments, conversations, projects } = deps.runtime;
  return {
    'attachments:upload': ({ uploadId, data }) => {
      const appended = attachments.appendUpload(uploadId, Buffer.from(data, 'base64'));
      if (!appended.ok) throw failure('refused', appended.error);
      return { uploadId: appended.uploadId, bytes: appended.bytes };
    },
    'attachments:add': async ({ name, mimeType, data, uploadId }) => {
      const last = Buffer.from(data, 'base64');
      let bytes: Buffer = last;
      if (uploadId) {
        const earlier = attachments.takeUpload(uploadId);
        if (!earlier) throw failure('not_found', 'That upload is no longer open; attach the file again.');
        bytes = Buffer.concat([earlier, last]);
      }
      const added = await attachments.add({ name, mimeType, bytes });
      if (!added.ok) throw failure('refused', added.error);
      return added.attachment;
    },
    'attachments:save': ({ sha256, name, conversationId }) => {
      const conversation = conversationId ? conversations.get(conversationId) : undefined;
      if (conversationId && !conversation) throw failure('not_found', 'That conversation no longer exists.');
      const saved = attachments.saveTo(projects.workspaceForRun(conversation?.projectId ?? null), sha256, name);
      if (!saved.ok) throw failure('refused', saved.error);
      return { path: saved.path };
    },
    'attachments:preview': async ({ sha256 }) => {
      const preview = await attachments.preview(sha256);
      if (!preview) throw failure('not_found', 'That attachment is no longer stored.');
      return preview;
    },
  };
}
