// A search_knowledge citation under an answer: "lease.pdf, page 3" as a button that asks main to open the file at
// that page (knowledge:open; main opens only files indexed from a knowledge source). A refusal is shown beside it.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useServices } from '../services-context';

export function KnowledgeCitation({ title, file }: { title: string; file: { path: string; page: number | null } }) {
  const { t } = useTranslation();
  const { api } = useServices();
  const [problem, setProblem] = useState<string | null>(null);
  // "name, page N" in the person's language; a heading citation ("notes.md › Pets") is shown as the core wrote it.
  const name = file.path.split(/[\\/]/u).pop() ?? file.path;
  const label = file.page !== null ? t('knowledge.citationPage', { name, page: file.page }) : title;
  const open = async () => {
    const result = await api.knowledgeOpen({ path: file.path, ...(file.page !== null ? { page: file.page } : {}) });
    setProblem(result.ok ? null : result.error.message);
  };
  return (
    <span className="source-title">
      <button
        type="button"
        className="link-button"
        aria-label={t('knowledge.openCitation', { place: label })}
        title={file.path}
        onClick={() => void open()}
      >
        {label}
      </button>
      {problem ? (
        <span className="field-error small" role="alert">
          {problem}
        </span>
      ) : null}
    </span>
  );
}
