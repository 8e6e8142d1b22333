// Model provider → "What this model can do": tool calling, images and the context window Hearth believes the active
// model has, where each value came from (the server, a setting, a default), and a per-model correction of each
// (`provider.<id>.modelOverrides`, read by electron/runtime/model-capabilities/).
import { useCallback, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ModelCapabilities, ModelOverride } from '../../../electron/shared/model-capabilities';
import type { ProviderId } from '../../../electron/shared/settings-schema';
import { formatNumber } from '../lib/format';
import { useSettings } from '../services-context';
import { CapabilityRow } from './CapabilityRow';
import { SettingField } from './SettingField';

export function ModelCapabilitiesPanel({ provider, model }: { provider: ProviderId; model: string }) {
  const { t } = useTranslation();
  const titleId = useId();
  const settings = useSettings((state) => state.settings)!;
  const set = useSettings((state) => state.set);
  const read = useSettings((state) => state.readCapabilities);
  const overrides = settings.provider[provider].modelOverrides;
  const own = overrides[model] ?? {};
  const [caps, setCaps] = useState<ModelCapabilities | null>(null);
  const [state, setState] = useState<{ busy: boolean; error?: string }>({ busy: false });

  const show = useCallback((result: Awaited<ReturnType<typeof read>>) => {
    if (result.ok) setCaps(result.capabilities);
    setState(result.ok ? { busy: false } : { busy: false, error: result.error });
  }, []);
  // Read when the model changes and after every correction (the settings object changes then).
  useEffect(() => {
    if (!model.trim()) return;
    let current = true;
    void read(provider, model).then((result) => current && show(result));
    return () => {
      current = false;
    };
  }, [provider, model, read, show, overrides]);
  const readAgain = async () => {
    setState({ busy: true });
    show(await read(provider, model, true));
  };

  const correct = (change: Partial<ModelOverride>) => {
    const next: ModelOverride = { ...own, ...change };
    for (const key of Object.keys(next) as (keyof ModelOverride)[]) if (next[key] === undefined) delete next[key];
    const rest = Object.fromEntries(Object.entries(overrides).filter(([name]) => name !== model));
    return set(`provider.${provider}.modelOverrides`, Object.keys(next).length > 0 ? { ...rest, [model]: next } : rest);
  };

  if (!model.trim()) return <p className="field-note capabilities-empty">{t('capabilities.noModel')}</p>;
  const current = caps && caps.model === model && caps.provider === provider ? caps : null;
  const source = (from: ModelCapabilities['vision']['source']) => t(`capabilities.source_${from}`);
  return (
    <div className="model-capabilities" role="group" aria-labelledby={titleId}>
      <h3 id={titleId}>{t('capabilities.title', { model })}</h3>
      <p className="section-intro">{t('capabilities.intro')}</p>
      <dl className="capability-list">
        <CapabilityRow
          label={t('capabilities.toolCalling')}
          believed={current ? t(`capabilities.tools_${current.toolCalling.value}`) : ''}
          source={current ? source(current.toolCalling.source) : ''}
          value={own.toolCalling ?? ''}
          options={[
            { value: 'native', label: t('capabilities.tools_native') },
            { value: 'xml', label: t('capabilities.tools_xml') },
            { value: 'none', label: t('capabilities.tools_none') },
          ]}
          onChange={(value) =>
            void correct({ toolCalling: value === '' ? undefined : (value as ModelOverride['toolCalling']) })
          }
        />
        <CapabilityRow
          label={t('capabilities.vision')}
          believed={current ? t(current.vision.value ? 'capabilities.vision_yes' : 'capabilities.vision_no') : ''}
          source={current ? source(current.vision.source) : ''}
          value={own.vision === undefined ? '' : own.vision ? 'yes' : 'no'}
          options={[
            { value: 'yes', label: t('capabilities.vision_yes') },
            { value: 'no', label: t('capabilities.vision_no') },
          ]}
          onChange={(value) => void correct({ vision: value === '' ? undefined : value === 'yes' })}
        />
        <div className="capability-row">
          <dt>{t('capabilities.contextTokens')}</dt>
          <dd>
            <span className="capability-value">
              {current ? t('capabilities.tokens', { tokens: formatNumber(current.contextTokens.value) }) : ''}
            </span>{' '}
            <span className="capability-source">{current ? source(current.contextTokens.source) : ''}</span>
          </dd>
          <dd>
            <SettingField
              key={`${provider}-${model}-window`}
              label={t('capabilities.correctWindow')}
              value={own.contextTokens === undefined ? '' : String(own.contextTokens)}
              placeholder={t('capabilities.asRead')}
              hint={t('capabilities.windowHint')}
              onSave={(value) =>
                correct({ contextTokens: value.trim() === '' ? undefined : Number(value.replace(/[^\d]/g, '')) })
              }
            />
          </dd>
        </div>
      </dl>
      {provider === 'anthropic' ? (
        <SettingField
          label={t('capabilities.thinking')}
          value={String(settings.provider.anthropic.thinkingBudget)}
          hint={t('capabilities.thinkingHint')}
          onSave={(value) => set('provider.anthropic.thinkingBudget', Number(value.replace(/[^\d]/g, '')))}
        />
      ) : null}
      <div className="row">
        <button type="button" className="secondary-button" disabled={state.busy} onClick={() => void readAgain()}>
          {state.busy ? t('capabilities.reading') : t('capabilities.readAgain')}
        </button>
        <span role="status" className={`capabilities-result${state.error || current?.serverNote ? ' error' : ''}`}>
          {state.error ?? (current?.serverNote ? t('capabilities.serverNote', { reason: current.serverNote }) : '')}
        </span>
      </div>
    </div>
  );
}
