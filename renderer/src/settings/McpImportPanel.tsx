// "Import from Claude Desktop, Cursor or VS Code…": main shows the file chooser and reads the file; the page shows
// what would be added (new, same name as an existing server, cannot be imported and why), asks for VS Code inputs
// and whether to replace same-name servers, then imports. Values go to the keychain; nothing is shown of them.
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { McpAddOutcome, McpImportCandidateView } from '../../../electron/shared/extensions-contract';
import type { HearthApi } from '../api';
import { mcpImportWordText } from './mcp-import-words';
import { McpOutcomeList } from './McpOutcomeList';

interface Preview {
  token: string;
  file: string;
  source: string;
  candidates: McpImportCandidateView[];
}

const statusWords = {
  new: 'mcpImport.statusNew',
  exists: 'mcpImport.statusExists',
  invalid: 'mcpImport.statusInvalid',
} as const satisfies Record<McpImportCandidateView['status'], string>;

export function McpImportPanel({
  api,
  onImported,
}: {
  api: Pick<HearthApi, 'mcpImportChoose' | 'mcpImportApply'>;
  onImported: () => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [preview, setPreview] = useState<Preview | null>(null);
  const [replace, setReplace] = useState<Set<string>>(new Set());
  const [inputs, setInputs] = useState<Record<string, string>>({});
  const [error, setError] = useState<string | null>(null);
  const [outcomes, setOutcomes] = useState<McpAddOutcome[]>([]);
  const [busy, setBusy] = useState(false);

  const choose = async () => {
    setBusy(true);
    setError(null);
    setOutcomes([]);
    try {
      const result = await api.mcpImportChoose({});
      if (!result.ok) return setError(result.error.message);
      if (!result.data.chosen) return;
      if (result.data.chosen === 'unusable') return setError(mcpImportWordText(result.data.word, result.data.error));
      const { token, file, source, candidates } = result.data;
      setPreview({ token, file, source, candidates });
      setReplace(new Set());
      setInputs({});
    } finally {
      setBusy(false);
    }
  };

  const apply = async () => {
    if (!preview) return;
    setBusy(true);
    setError(null);
    try {
      const result = await api.mcpImportApply({ token: preview.token, replace: [...replace], inputs });
      if (!result.ok) return setError(result.error.message);
      setOutcomes(result.data.outcomes);
      setPreview(null);
      onImported();
    } finally {
      setBusy(false);
    }
  };

  const allInputs = preview
    ? [...new Map(preview.candidates.flatMap((c) => c.inputs).map((input) => [input.id, input])).values()]
    : [];
  const importable = preview?.candidates.filter((c) => c.status === 'new' || replace.has(c.name)).length ?? 0;

  return (
    <div className="mcp-import">
      <button type="button" className="secondary-button" disabled={busy} onClick={() => void choose()}>
        {t('mcpImport.choose')}
      </button>
      {error ? (
        <p className="field-error" role="alert">
          {error}
        </p>
      ) : null}
      {preview ? (
        <div className="mcp-import-preview" role="group" aria-labelledby={`${id}-title`}>
          <h4 id={`${id}-title`} className="mcp-add-title">
            {t('mcpImport.title', { source: preview.source })}
          </h4>
          <p className="muted ext-target">{preview.file}</p>
          <ul className="mcp-candidates" aria-label={t('mcpImport.candidates')}>
            {preview.candidates.map((candidate) => (
              <li key={candidate.name} data-status={candidate.status}>
                <div className="mcp-candidate-head">
                  <code>{candidate.name}</code>
                  <span className={`tag${candidate.status === 'invalid' ? ' missing' : ''}`}>
                    {t(statusWords[candidate.status])}
                  </span>
                </div>
                {candidate.target ? <div className="ext-target mono">{candidate.target}</div> : null}
                {candidate.secretNames.length > 0 ? (
                  <div className="field-note">
                    {t('mcpImport.toKeychain', { names: candidate.secretNames.join(', ') })}
                  </div>
                ) : null}
                {candidate.error ? (
                  <div className="field-error">{mcpImportWordText(candidate.errorWord, candidate.error)}</div>
                ) : null}
                {candidate.notes.map((note, index) => (
                  <div key={note} className="field-note">
                    {mcpImportWordText(candidate.noteWords[index], note)}
                  </div>
                ))}
                {candidate.status === 'exists' ? (
                  <label className="check">
                    <input
                      type="checkbox"
                      checked={replace.has(candidate.name)}
                      onChange={(event) => {
                        const next = new Set(replace);
                        if (event.target.checked) next.add(candidate.name);
                        else next.delete(candidate.name);
                        setReplace(next);
                      }}
                    />
                    {t('mcpImport.replaceExisting', { name: candidate.name })}
                  </label>
                ) : null}
              </li>
            ))}
          </ul>
          {allInputs.map((input) => (
            <div className="field" key={input.id}>
              <label className="field-label" htmlFor={`${id}-input-${input.id}`}>
                {input.description}
              </label>
              <input
                id={`${id}-input-${input.id}`}
                type={input.password ? 'password' : 'text'}
                autoComplete="off"
                value={inputs[input.id] ?? ''}
                onChange={(event) => setInputs({ ...inputs, [input.id]: event.target.value })}
              />
              <span className="field-note">{t('mcpImport.askedByFile', { id: input.id })}</span>
            </div>
          ))}
          <div className="mcp-add-actions">
            <button
              type="button"
              className="primary-button"
              disabled={busy || importable === 0}
              onClick={() => void apply()}
            >
              {t('mcpImport.import', { count: importable })}
            </button>
            <button type="button" className="ghost-button" onClick={() => setPreview(null)}>
              {t('common.cancel')}
            </button>
          </div>
        </div>
      ) : null}
      <McpOutcomeList outcomes={outcomes} />
    </div>
  );
}
