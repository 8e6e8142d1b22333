// Embeddings from an OpenAI-compatible `/v1/embeddings` endpoint (OpenAI, Ollama, LM Studio): texts in, float32
// vectors out, in the input's order. Failures are data; the key goes only into the request's Authorization header.
import type { Result } from '../../shared/result';

export interface EmbeddingsTarget {
  baseUrl: string;
  apiKey?: string;
  model: string;
}

export type Embed = (texts: readonly string[], signal?: AbortSignal) => Promise<Result<{ vectors: Float32Array[] }>>;

const TIMEOUT_MS = 60_000;

export function createEmbeddingsClient(target: EmbeddingsTarget, fetchImpl: typeof fetch = fetch): Embed {
  const url = `${target.baseUrl.replace(/\/+$/u, '')}/embeddings`;
  return async (texts, signal) => {
    if (texts.length === 0) return { ok: true, vectors: [] };
    try {
      const response = await fetchImpl(url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(target.apiKey ? { authorization: `Bearer ${target.apiKey}` } : {}),
        },
        body: JSON.stringify({ model: target.model, input: texts }),
        signal: signal ? AbortSignal.any([signal, AbortSignal.timeout(TIMEOUT_MS)]) : AbortSignal.timeout(TIMEOUT_MS),
      });
      if (!response.ok) return { ok: false, error: `embeddings: HTTP ${response.status} from ${new URL(url).host}` };
      const body = (await response.json()) as { data?: { index?: number; embedding?: unknown }[] };
      const rows = [...(body.data ?? [])].sort((a, b) => (a.index ?? 0) - (b.index ?? 0));
      if (rows.length !== texts.length) return { ok: false, error: 'embeddings: the answer does not match the input' };
      const vectors: Float32Array[] = [];
      for (const row of rows) {
        if (!Array.isArray(row.embedding) || !row.embedding.every((x) => typeof x === 'number'))
          return { ok: false, error: 'embeddings: an answer without a vector' };
        vectors.push(Float32Array.from(row.embedding as number[]));
      }
      return { ok: true, vectors };
    } catch (error) {
      return { ok: false, error: `embeddings: ${error instanceof Error ? error.message : String(error)}` };
    }
  };
}
