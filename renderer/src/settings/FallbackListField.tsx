// Model provider → "If the provider fails": the ordered fallback list (`provider.fallbacks`, a provider and a model
// each). A run whose provider keeps failing, after its other keys, goes on with the first entry that answers.
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MAX_PROVIDER_FALLBACKS, providerIds, type ProviderId } from '../../../electron/shared/settings-schema';
import { providerLabel } from '../i18n/provider-label';
import { useSettings } from '../services-context';

type Entry = { provider: ProviderId; model: string };

export function FallbackListField() {
  const { t } = useTranslation();
  const fallbacks = useSettings((state) => state.settings!.provider.fallbacks);
  const set = useSettings((state) => state.set);
  const [provider, setProvider] = useState<ProviderId>('openai');
  const [model, setModel] = useState('');
  const id = useId();
  const save = (next: Entry[]): void => void set('provider.fallbacks', next);
  const move = (index: number, by: -1 | 1): void => {
    const next = [...fallbacks];
    const [entry] = next.splice(index, 1);
    next.splice(index + by, 0, entry!);
    save(next);
  };
  const add = (): void => {
    const name = model.trim();
    if (!name || fallbacks.some((entry) => entry.provider === provider && entry.model === name)) return;
    save([...fallbacks, { provider, model: name }]);
    setModel('');
  };

  return (
    <div className="field fallback-list" role="group" aria-labelledby={`${id}-title`}>
      <span className="field-label" id={`${id}-title`}>
        {t('fallbacks.title')}
      </span>
      <span className="field-note">{t('fallbacks.note')}</span>
      {fallbacks.length === 0 ? (
        <p className="field-note">{t('fallbacks.none')}</p>
      ) : (
        <ol className="fallback-entries" aria-label={t('fallbacks.list')}>
          {fallbacks.map((entry, index) => {
            const label = providerLabel(entry.provider, t);
            const name = `${label} ${entry.model}`;
            return (
              <li key={`${entry.provider}/${entry.model}`} className="fallback-entry">
                <span className="fallback-name">
                  {label} · <code>{entry.model}</code>
                </span>
                <button
                  type="button"
                  className="icon-button"
                  aria-label={t('fallbacks.moveUp', { name })}
                  disabled={index === 0}
                  onClick={() => move(index, -1)}
                >
                  ↑
                </button>
                <button
                  type="button"
                  className="icon-button"
                  aria-label={t('fallbacks.moveDown', { name })}
                  disabled={index === fallbacks.length - 1}
                  onClick={() => move(index, 1)}
                >
                  ↓
                </button>
                <button
                  type="button"
                  className="secondary-button"
                  aria-label={t('fallbacks.removeNamed', { name })}
                  onClick={() => save(fallbacks.filter((_, other) => other !== index))}
                >
                  {t('fallbacks.remove')}
                </button>
              </li>
            );
          })}
        </ol>
      )}
      <div className="row fallback-add">
        <select
          aria-label={t('fallbacks.provider')}
          value={provider}
          onChange={(event) => setProvider(event.target.value as ProviderId)}
        >
          {providerIds.map((option) => (
            <option key={option} value={option}>
              {providerLabel(option, t)}
            </option>
          ))}
        </select>
        <input
          aria-label={t('fallbacks.model')}
          placeholder={t('fallbacks.modelPlaceholder')}
          value={model}
          onChange={(event) => setModel(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') add();
          }}
        />
        <button
          type="button"
          className="secondary-button"
          disabled={!model.trim() || fallbacks.length >= MAX_PROVIDER_FALLBACKS}
          onClick={add}
        >
          {t('fallbacks.add')}
        </button>
      </div>
    </div>
  );
}
