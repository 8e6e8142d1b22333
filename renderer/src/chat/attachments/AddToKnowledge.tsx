// "Add to knowledge" on a sent document: one click copies the stored file into Hearth's knowledge files and adds it as
// a source (knowledge:add-attachment), so later questions can search it with search_knowledge. In a project's chat the
// source is the project's (searched by its conversations only); elsewhere it is shared.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AttachmentView } from '../../../../electron/shared/attachments-contract';
import { activeProjectId } from '../../stores/chat/selectors';
import { useChat, useServices } from '../../services-context';

export function AddToKnowledge({ file }: { file: AttachmentView }) {
  const { t } = useTranslation();
  const { api } = useServices();
  const projectId = useChat(activeProjectId);
  const [status, setStatus] = useState<{ ok: boolean; text: string } | null>(null);
  const add = async () => {
    const result = await api.knowledgeAddAttachment({
      sha256: file.sha256,
      name: file.name,
      ...(projectId ? { projectId } : {}),
    });
    const added = projectId ? 'knowledge.attachmentAddedToProject' : 'knowledge.attachmentAdded';
    setStatus(
      result.ok ? { ok: true, text: t(added, { name: file.name }) } : { ok: false, text: result.error.message },
    );
  };
  return (
    <>
      <button
        type="button"
        className="ghost-button small"
        aria-label={t('knowledge.addAttachment', { name: file.name })}
        disabled={status?.ok === true}
        onClick={() => void add().catch(() => setStatus({ ok: false, text: t('knowledge.addFailed') }))}
      >
        {t('knowledge.add')}
      </button>
      {status ? (
        <span className={`attachment-detail${status.ok ? '' : ' error'}`} role={status.ok ? 'status' : 'alert'}>
          {status.text}
        </span>
      ) : null}
    </>
  );
}
