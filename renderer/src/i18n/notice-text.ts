// A run's notice in the UI's language when its kind has a message of its own (provider_fallback: who failed, why —
// the error's kind and HTTP status — and who answers now, key numbers included; tools_unavailable: the model takes no
// tools); else the core's (English) words.
import type { AgentEvent } from '../../../electron/shared/agent-events';
import { fallbackCauses } from '../../../electron/shared/fallback-causes';
import { providerIds, type ProviderId } from '../../../electron/shared/settings-schema';
import { i18n } from './i18n';
import { providerLabel } from './provider-label';

type Notice = Extract<AgentEvent, { type: 'notice' }>;

const providerOf = (id: string | undefined) => providerIds.find((known: ProviderId) => known === id);

/** "OpenAI (gpt-4o)", or "OpenAI (gpt-4o, key 2)" past the provider's first key. */
function candidate(provider: ProviderId, model: string, key: number | undefined): string {
  const name = providerLabel(provider, i18n.t);
  return key !== undefined && key > 1
    ? i18n.t('fallbackNotice.candidateKey', { provider: name, model, key })
    : i18n.t('fallbackNotice.candidate', { provider: name, model });
}

function causeText(cause: string | undefined): string {
  const known = fallbackCauses.find((kind) => kind === cause);
  return i18n.t(`fallbackNotice.${known ?? 'other'}`);
}

export function noticeText(event: Notice): string {
  if (event.kind === 'tools_unavailable' && event.model)
    return i18n.t('capabilities.noToolsNotice', { model: event.model });
  if (event.kind !== 'provider_fallback') return event.message;
  const provider = providerOf(event.provider);
  if (!provider || !event.model) return event.message;
  const failedProvider = providerOf(event.failedProvider);
  if (!failedProvider || !event.failedModel)
    return i18n.t('fallbacks.notice', { provider: providerLabel(provider, i18n.t), model: event.model });
  const words = {
    failed: candidate(failedProvider, event.failedModel, event.failedKeyNumber),
    next: candidate(provider, event.model, event.keyNumber),
    cause: causeText(event.cause),
  };
  return event.httpStatus !== undefined
    ? i18n.t('fallbackNotice.switchedHttp', { ...words, status: event.httpStatus })
    : i18n.t('fallbackNotice.switched', words);
}
