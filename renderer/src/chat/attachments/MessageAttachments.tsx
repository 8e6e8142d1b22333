// The files a sent message carried, shown under it (also after a reload): images as small pictures read through
// attachments:preview (remembered for the session), documents as a file icon with their name and size and "Save to
// workspace" (attachments:save), so the model can read a long one whole with read_file, and "Add to knowledge".
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AttachmentView } from '../../../../electron/shared/attachments-contract';
import { Icon } from '../../lib/icons';
import { useChat, useServices } from '../../services-context';
import { AddToKnowledge } from './AddToKnowledge';
import { fileSize } from './AttachmentChips';

const previews = new Map<string, Promise<string | null>>();

function ImageAttachment({ file }: { file: AttachmentView }) {
  const { api } = useServices();
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    let pending = previews.get(file.sha256);
    if (!pending) {
      pending = api.attachmentsPreview({ sha256: file.sha256 }).then(
        (result) => (result.ok ? result.data.dataUrl : null),
        () => null,
      );
      previews.set(file.sha256, pending);
    }
    void pending.then((value) => {
      if (live) setUrl(value);
    });
    return () => {
      live = false;
    };
  }, [api, file.sha256]);
  return url ? (
    <img
      className="sent-attachment-image"
      loading="lazy"
      decoding="async"
      src={url}
      alt={file.name}
      title={file.name}
    />
  ) : (
    <span className="sent-attachment-image placeholder" role="img" aria-label={file.name} />
  );
}

function SaveToWorkspace({ file }: { file: AttachmentView }) {
  const { t } = useTranslation();
  const { api } = useServices();
  const conversationId = useChat((state) => state.activeId);
  const [status, setStatus] = useState<{ ok: boolean; text: string } | null>(null);
  const save = async () => {
    const result = await api.attachmentsSave({
      sha256: file.sha256,
      name: file.name,
      ...(conversationId ? { conversationId } : {}),
    });
    setStatus(
      result.ok
        ? { ok: true, text: t('attachments.saved', { path: result.data.path }) }
        : { ok: false, text: result.error.message },
    );
  };
  return (
    <>
      <button
        type="button"
        className="ghost-button small"
        aria-label={t('attachments.save', { name: file.name })}
        title={t('attachments.saveHint')}
        onClick={() => void save().catch(() => setStatus({ ok: false, text: t('attachments.saveFailed') }))}
      >
        {t('attachments.saveButton')}
      </button>
      {status ? (
        <span className={`attachment-detail${status.ok ? '' : ' error'}`} role={status.ok ? 'status' : 'alert'}>
          {status.text}
        </span>
      ) : null}
    </>
  );
}

export function MessageAttachments({ files }: { files: readonly AttachmentView[] }) {
  const { t } = useTranslation();
  return (
    <ul className="sent-attachments" aria-label={t('attachments.sent')}>
      {files.map((file, index) => (
        <li key={`${file.sha256}-${index}`} className={`sent-attachment ${file.kind}`}>
          {file.kind === 'image' ? (
            <ImageAttachment file={file} />
          ) : (
            <span className="sent-attachment-document">
              <Icon name="file" size={16} />
              <span className="attachment-text">
                <span className="attachment-name">{file.name}</span>
                <span className="attachment-detail">{fileSize(file.meta.pages, file.size, t)}</span>
              </span>
              <SaveToWorkspace file={file} />
              <AddToKnowledge file={file} />
            </span>
          )}
        </li>
      ))}
    </ul>
  );
}
