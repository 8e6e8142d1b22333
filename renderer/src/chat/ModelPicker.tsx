// The chat's model picker: provider + model (from the server's model list). The choice is saved on the open
// conversation and used by every later run in it; for a chat not yet started it becomes that chat's model.
import { providerLabel } from '../i18n/provider-label';
import { useTranslation } from 'react-i18next';
import { useEffect, useRef } from 'react';
import { providerIds, type ProviderId } from '../../../electron/shared/settings-schema';
import { useChat, useSettings } from '../services-context';
import { activeConversation } from '../stores/chat-store';
import { onChatCommand } from './chat-commands';

const isProviderId = (value: string | null | undefined): value is ProviderId =>
  (providerIds as readonly string[]).includes(value ?? '');

export function ModelPicker({ disabled }: { disabled: boolean }) {
  const { t } = useTranslation();
  const settings = useSettings((state) => state.settings);
  const models = useSettings((state) => state.models);
  const fetchModels = useSettings((state) => state.fetchModels);
  const setModel = useChat((state) => state.setModel);
  const draftModel = useChat((state) => state.draftModel);
  const conversation = useChat(activeConversation);

  const fallbackProvider = settings?.provider.active ?? 'openai';
  const saved = conversation?.model && isProviderId(conversation.modelProvider) ? conversation : undefined;
  const provider: ProviderId = saved ? (saved.modelProvider as ProviderId) : (draftModel?.provider ?? fallbackProvider);
  const model = saved?.model ?? draftModel?.model ?? settings?.provider[provider].model ?? '';
  const listing = models[provider];

  useEffect(() => {
    if (settings && !listing) void fetchModels(provider);
  }, [settings, listing, provider, fetchModels]);
  // `/model` in the composer (and its shortcut) lands here: on the model list, ready for the arrow keys.
  const modelSelect = useRef<HTMLSelectElement>(null);
  useEffect(() => onChatCommand('focus-model', () => modelSelect.current?.focus()), []);

  if (!settings) return null;
  const listed = listing?.models ?? [];
  const choose = (next: ProviderId, nextModel: string) => void setModel({ provider: next, model: nextModel });

  return (
    <div className="model-picker" role="group" aria-label={t('chat.modelForChat')}>
      <select
        aria-label={t('chat.provider')}
        value={provider}
        disabled={disabled}
        onChange={(event) => {
          const next = event.target.value as ProviderId;
          const configured = settings.provider[next].model;
          const candidates = models[next]?.models ?? [];
          const nextModel = configured || candidates[0] || '';
          if (nextModel) choose(next, nextModel);
          void fetchModels(next);
        }}
      >
        {providerIds.map((id) => (
          <option key={id} value={id}>
            {providerLabel(id, t)}
          </option>
        ))}
      </select>
      <select
        ref={modelSelect}
        aria-label={t('chat.model')}
        value={model}
        disabled={disabled}
        title={listing?.error ?? undefined}
        onChange={(event) => choose(provider, event.target.value)}
      >
        {model && !listed.includes(model) ? <option value={model}>{model}</option> : null}
        {!model ? <option value="">{t('chat.chooseModel')}</option> : null}
        {listed.map((id) => (
          <option key={id} value={id}>
            {id}
          </option>
        ))}
        {listing?.error ? (
          <option value="" disabled>
            {t('chat.noModelList', { error: listing.error })}
          </option>
        ) : null}
      </select>
    </div>
  );
}
