// What the fake model server says about its models in the native APIs of local servers: Ollama's `POST /api/show`
// and LM Studio's `GET /api/v0/models`, from one description per model that a test sets (`server.describeModel`).
import { errorReply, jsonReply, type Reply } from './fake-llm-steps';
import type { FakeLocalModel, RecordedRequest } from './fake-llm-types';

export function localModelInfoReply(request: RecordedRequest, models: Map<string, FakeLocalModel>): Reply | undefined {
  if (request.method === 'POST' && request.path === '/api/show') {
    const name = (request.body as { model?: unknown } | undefined)?.model;
    const model = typeof name === 'string' ? models.get(name) : undefined;
    if (!model) return errorReply(404, `model '${String(name)}' not found`, 'not_found');
    const body = {
      parameters: model.numCtx
        ? `num_ctx                        ${model.numCtx}\nstop "<|im_end|>"`
        : 'stop "<|im_end|>"',
      model_info: { 'general.architecture': 'qwen3', 'qwen3.context_length': model.contextLength ?? 40_960 },
      ...(model.capabilities ? { capabilities: model.capabilities } : {}),
    };
    return jsonReply(200, JSON.stringify(body));
  }
  if (request.method === 'GET' && request.path === '/api/v0/models') {
    const data = [...models].map(([id, model]) => ({
      id,
      object: 'model',
      type: model.capabilities?.includes('vision') ? 'vlm' : 'llm',
      state: model.numCtx ? 'loaded' : 'not-loaded',
      max_context_length: model.contextLength ?? 32_768,
      ...(model.numCtx ? { loaded_context_length: model.numCtx } : {}),
      ...(model.capabilities
        ? { capabilities: model.capabilities.filter((c) => c === 'tools').map(() => 'tool_use') }
        : {}),
    }));
    return jsonReply(200, JSON.stringify({ object: 'list', data }));
  }
  return undefined;
}
