// Diagnoses where a model call's time goes: one short streamed answer through Hearth's model client, the openai SDK's
// `chat.completions.stream()` helper (which Hearth builds on) and plain `chat.completions.create({ stream: true })`.
import OpenAI from 'openai';
import type { ChatCompletionMessageParam } from 'openai/resources/chat/completions';
import { createOpenAiModelClient } from '../../electron/agent/model/openai-stream';
import { scenarioMessage } from './bench-scenario';
import { median } from './stats';

export interface ModelCallMedians {
  hearthClient: number;
  sdkStreamHelper: number;
  sdkCreate: number;
}

export async function measureModelCallVariants(url: string, runs: number): Promise<ModelCallMedians> {
  const messages: ChatCompletionMessageParam[] = [
    { role: 'user', content: scenarioMessage({ steps: 0, answerChars: 40 }) },
  ];
  const sdk = new OpenAI({ baseURL: url, apiKey: 'no-key', maxRetries: 0 });
  const hearth = createOpenAiModelClient({ baseUrl: url, model: 'fake-model', maxRetries: 0 });
  const callbacks = { signal: new AbortController().signal, onTextDelta: () => {}, onReasoningDelta: () => {} };
  const variants: Record<keyof ModelCallMedians, () => Promise<unknown>> = {
    hearthClient: () => hearth.streamChat({ messages }, callbacks),
    sdkStreamHelper: async () => {
      const stream = sdk.chat.completions.stream({ model: 'fake-model', messages });
      stream.on('chunk', () => {});
      await stream.done();
    },
    sdkCreate: async () => {
      const stream = await sdk.chat.completions.create({ model: 'fake-model', messages, stream: true });
      for await (const chunk of stream) void chunk;
    },
  };
  const samples: Record<keyof ModelCallMedians, number[]> = { hearthClient: [], sdkStreamHelper: [], sdkCreate: [] };
  for (let i = 0; i < runs + 10; i += 1) {
    for (const key of Object.keys(variants) as (keyof ModelCallMedians)[]) {
      const started = performance.now();
      await variants[key]();
      if (i >= 10) samples[key].push(performance.now() - started);
    }
  }
  return {
    hearthClient: median(samples.hearthClient),
    sdkStreamHelper: median(samples.sdkStreamHelper),
    sdkCreate: median(samples.sdkCreate),
  };
}
