// What a local server says about one of its models: Ollama's `POST /api/show` (capabilities, `num_ctx` in its
// parameters, `*.context_length` in model_info) and LM Studio's `GET /api/v0/models` (type `vlm`, capabilities,
// `loaded_context_length`/`max_context_length`). Other providers say nothing here. Failures are data, never thrown.
import type { Result } from '../../shared/result';
import type { ToolCalling } from '../../shared/model-capabilities';

/** What the server told; a field it did not speak to is absent. */
export interface ServerCapabilities {
  toolCalling?: ToolCalling;
  vision?: boolean;
  contextTokens?: number;
}

/** Ollama's window when a model sets no `num_ctx` (its OpenAI-compatible endpoint cuts the prompt there). */
export const OLLAMA_DEFAULT_NUM_CTX = 4_096;
const PROBE_TIMEOUT_MS = 2_500;

export type ServerKind = 'ollama' | 'lmstudio';

export interface ProbeInput {
  kind: ServerKind;
  /** The provider's OpenAI-compatible base URL (…/v1); the native API sits at its root. */
  baseUrl: string;
  model: string;
  fetchImpl?: typeof fetch;
}

const serverRoot = (baseUrl: string): string => baseUrl.trim().replace(/\/+$/, '').replace(/\/v1$/, '');
const positiveInt = (value: unknown): number | undefined =>
  typeof value === 'number' && Number.isInteger(value) && value > 0 ? value : undefined;

async function getJson(fetchImpl: typeof fetch, url: string, init: RequestInit): Promise<Result<{ body: unknown }>> {
  try {
    const response = await fetchImpl(url, {
      ...init,
      signal: AbortSignal.timeout(PROBE_TIMEOUT_MS),
      redirect: 'error',
    });
    if (!response.ok) return { ok: false, error: `${url} answered ${response.status}` };
    return { ok: true, body: (await response.json()) as unknown };
  } catch (error) {
    return { ok: false, error: `${url} could not be read (${error instanceof Error ? error.message : String(error)})` };
  }
}

/** Ollama: `num_ctx` when the model sets one, else its trained length capped at Ollama's default window. */
export function readOllamaShow(body: unknown): ServerCapabilities {
  const show = (body ?? {}) as { capabilities?: unknown; parameters?: unknown; model_info?: unknown };
  const found: ServerCapabilities = {};
  if (Array.isArray(show.capabilities)) {
    found.toolCalling = show.capabilities.includes('tools') ? 'native' : 'xml';
    found.vision = show.capabilities.includes('vision');
  }
  const numCtx =
    typeof show.parameters === 'string' ? /(?:^|\n)\s*num_ctx\s+(\d+)/.exec(show.parameters)?.[1] : undefined;
  const info =
    show.model_info && typeof show.model_info === 'object' ? (show.model_info as Record<string, unknown>) : {};
  const trained = Object.entries(info).find(([key]) => key.endsWith('.context_length'))?.[1];
  if (numCtx) found.contextTokens = Number(numCtx);
  else if (positiveInt(trained)) found.contextTokens = Math.min(positiveInt(trained)!, OLLAMA_DEFAULT_NUM_CTX);
  return found;
}

/** LM Studio: the loaded window when the model is loaded, else the longest it can load. */
export function readLmStudioModel(body: unknown, model: string): ServerCapabilities | undefined {
  const data = (body as { data?: unknown } | null)?.data;
  if (!Array.isArray(data)) return undefined;
  const entry = data.find((item) => (item as { id?: unknown } | null)?.id === model) as
    | { type?: unknown; capabilities?: unknown; loaded_context_length?: unknown; max_context_length?: unknown }
    | undefined;
  if (!entry) return undefined;
  const found: ServerCapabilities = {};
  if (entry.type === 'vlm' || entry.type === 'llm') found.vision = entry.type === 'vlm';
  if (Array.isArray(entry.capabilities)) found.toolCalling = entry.capabilities.includes('tool_use') ? 'native' : 'xml';
  const window = positiveInt(entry.loaded_context_length) ?? positiveInt(entry.max_context_length);
  if (window) found.contextTokens = window;
  return found;
}

export async function probeServerCapabilities(input: ProbeInput): Promise<Result<{ found: ServerCapabilities }>> {
  const fetchImpl = input.fetchImpl ?? fetch;
  const root = serverRoot(input.baseUrl);
  if (input.kind === 'ollama') {
    const shown = await getJson(fetchImpl, `${root}/api/show`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ model: input.model }),
    });
    return shown.ok ? { ok: true, found: readOllamaShow(shown.body) } : shown;
  }
  const listed = await getJson(fetchImpl, `${root}/api/v0/models`, { headers: { accept: 'application/json' } });
  if (!listed.ok) return listed;
  const found = readLmStudioModel(listed.body, input.model);
  return found ? { ok: true, found } : { ok: false, error: `LM Studio does not list ${input.model}` };
}
