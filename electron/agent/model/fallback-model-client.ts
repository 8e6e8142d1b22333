// A ModelClient over an ordered list of candidates (the provider's keys, then `provider.fallbacks`): a call that fails
// before anything was shown — a 5xx or 429 after the candidate's own retries, a 401/403, no connection — goes again to
// the next candidate, says so through `onNotice`, and the run stays there. Only the model request is sent again: tool
// calls already run are in the history it carries, so nothing that acted is repeated.
import { fallbackCauses } from '../../shared/fallback-causes';
import type { ModelClient, ModelTurn, ProviderError, ProviderErrorKind } from './model-client';

export interface FallbackCandidate {
  /** Who answers, in words: "Anthropic (claude-sonnet-4-5)", "the second OpenAI key". */
  label: string;
  provider: string;
  model: string;
  /** Which of the provider's keys it uses: 1 for the first. */
  keyNumber?: number;
  /** Builds the candidate's client; undefined when it cannot be used (no such key stored): it is skipped. */
  open: () => Promise<ModelClient | undefined>;
}

/** Failures another key or provider may not have; a bad request or a too-long conversation would fail anywhere. */
const FALLBACK_KINDS: ReadonlySet<ProviderErrorKind> = new Set<ProviderErrorKind>(fallbackCauses);

export function worthFallingBack(turn: ModelTurn): turn is Extract<ModelTurn, { status: 'error' }> {
  if (turn.status !== 'error' || !FALLBACK_KINDS.has(turn.error.kind)) return false;
  // Text already on the screen cannot be taken back: that answer ends as it is.
  return turn.text === '' && turn.reasoning === '';
}

export function createFallbackModelClient(candidates: readonly FallbackCandidate[]): ModelClient {
  let current = 0;
  const opened = new Map<number, ModelClient | undefined>();
  const clientAt = async (index: number): Promise<ModelClient | undefined> => {
    if (!opened.has(index)) opened.set(index, await candidates[index]!.open());
    return opened.get(index);
  };
  return {
    get model() {
      return candidates[current]?.model ?? '';
    },
    async streamChat(request, callbacks) {
      let failed: { candidate: FallbackCandidate; error: ProviderError } | undefined;
      for (let index = current; index < candidates.length; index += 1) {
        const client = await clientAt(index);
        if (!client) continue;
        const candidate = candidates[index]!;
        if (failed) {
          current = index;
          callbacks.onNotice?.({
            kind: 'provider_fallback',
            message: `${failed.candidate.label} failed (${failed.error.message}) Continuing with ${candidate.label}.`,
            provider: candidate.provider,
            model: candidate.model,
            ...(candidate.keyNumber ? { keyNumber: candidate.keyNumber } : {}),
            failedProvider: failed.candidate.provider,
            failedModel: failed.candidate.model,
            ...(failed.candidate.keyNumber ? { failedKeyNumber: failed.candidate.keyNumber } : {}),
            cause: failed.error.kind,
            ...(failed.error.status !== undefined ? { httpStatus: failed.error.status } : {}),
          });
        }
        const turn = await client.streamChat(request, callbacks);
        if (!worthFallingBack(turn) || callbacks.signal.aborted) return turn;
        failed = { candidate, error: turn.error };
        if (index === candidates.length - 1) return turn;
      }
      const error: ProviderError = failed?.error ?? {
        kind: 'not_configured',
        retryable: false,
        message: 'No model provider could be used.',
      };
      return { status: 'error', text: '', reasoning: '', toolCalls: [], error };
    },
  };
}
