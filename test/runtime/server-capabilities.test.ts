// What Ollama's /api/show and LM Studio's /api/v0/models bodies say, read by
// electron/runtime/model-capabilities/server-capabilities.ts: num_ctx over the trained length (capped at Ollama's
// default window when unset), the tools and vision capabilities, LM Studio's loaded window, and silence when a field is absent.
import { describe, expect, it } from 'vitest';
import {
  OLLAMA_DEFAULT_NUM_CTX,
  readLmStudioModel,
  readOllamaShow,
} from '../../electron/runtime/model-capabilities/server-capabilities';

describe('reading a local server’s word about a model', () => {
  it('Ollama: num_ctx wins, else the trained length capped at the default window; capabilities decide tools and vision', () => {
    expect(
      readOllamaShow({
        capabilities: ['completion', 'tools', 'vision'],
        parameters: 'stop "<|im_end|>"\nnum_ctx                        16384',
        model_info: { 'llama.context_length': 131_072 },
      }),
    ).toEqual({ toolCalling: 'native', vision: true, contextTokens: 16_384 });
    expect(readOllamaShow({ capabilities: ['completion'], model_info: { 'gemma3.context_length': 131_072 } })).toEqual({
      toolCalling: 'xml',
      vision: false,
      contextTokens: OLLAMA_DEFAULT_NUM_CTX,
    });
    expect(readOllamaShow({ model_info: { 'phi.context_length': 2_048 } })).toEqual({ contextTokens: 2_048 });
    expect(readOllamaShow({})).toEqual({});
  });

  it('LM Studio: the loaded window, else the longest; vlm means vision; tool_use means native tools', () => {
    const body = {
      data: [
        { id: 'a', type: 'vlm', max_context_length: 32_768, loaded_context_length: 8_192, capabilities: ['tool_use'] },
        { id: 'b', type: 'llm', max_context_length: 131_072 },
      ],
    };
    expect(readLmStudioModel(body, 'a')).toEqual({ vision: true, toolCalling: 'native', contextTokens: 8_192 });
    expect(readLmStudioModel(body, 'b')).toEqual({ vision: false, contextTokens: 131_072 });
    expect(readLmStudioModel(body, 'missing')).toBeUndefined();
    expect(readLmStudioModel({ nope: true }, 'a')).toBeUndefined();
  });
});
