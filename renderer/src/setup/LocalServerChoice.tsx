// A local model server found on this computer (Ollama, LM Studio): its address, a choice of its models, and "Use".
import { useTranslation } from 'react-i18next';
import { useState } from 'react';
import type { LocalServerView } from '../../../electron/shared/contract';

export function LocalServerChoice({
  server,
  current,
  busy,
  onUse,
}: {
  server: LocalServerView;
  /** The model already chosen for this provider, preselected when the server has it. */
  current?: string;
  busy: boolean;
  onUse: (model: string) => void;
}) {
  const { t } = useTranslation();
  const [model, setModel] = useState(current && server.models.includes(current) ? current : (server.models[0] ?? ''));
  return (
    <li className="setup-choice" aria-label={t('setup.serverHere', { server: server.label })}>
      <div className="setup-choice-text">
        <strong>{server.label}</strong>
        <span className="setup-muted">
          {t('setup.serverModels', { url: server.baseUrl, count: server.models.length })}
        </span>
      </div>
      {server.models.length > 0 ? (
        <select
          aria-label={t('setup.serverModel', { server: server.label })}
          value={model}
          onChange={(event) => setModel(event.target.value)}
        >
          {server.models.map((id) => (
            <option key={id} value={id}>
              {id}
            </option>
          ))}
        </select>
      ) : (
        <span className="setup-muted">{t('setup.noModels', { command: 'ollama pull llama3.1' })}</span>
      )}
      <button type="button" className="primary-button" disabled={busy || !model} onClick={() => onUse(model)}>
        {t('setup.use', { server: server.label })}
      </button>
    </li>
  );
}
