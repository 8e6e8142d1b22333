// "Add to knowledge" on a sent document: one click copies the stored file into Hearth's knowledge files and adds it as
// a source (knowledge:add-attachment), so later questions can search it with search_knowledge.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AttachmentView } from '../../../../electron/shared/attachments-contract';
import { useServices } from '../../services-context';

export function AddToKnowledge({ file }: { file: AttachmentView }) {
  const { t } = useTranslation();
  const { api } = useServices();
  const [status, setStatus] = useState<{ ok: boolean; text: string } | null>(null);
  const add = async () => {
    const result = await api.knowledgeAddAttachment({ sha256: file.sha256, name: file.name });
    setStatus(
      result.ok
        ? { ok: true, text: t('knowledge.attachmentAdded', { name: file.name }) }
        : { ok: false, text: result.error.message },
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
