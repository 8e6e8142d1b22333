// Which models take images: provider.<id>.imageInput "yes"/"no" decide; "auto" asks the known vision families by name
// (an "org/" prefix and a ":tag" ignored); the refusal names the model and the setting.
import { describe, expect, it } from 'vitest';
import { imageSupport, imagesRefusedMessage, isKnownVisionModel } from '../../electron/agent/model/vision-models';
import { settingsSchema } from '../../electron/shared/settings-schema';

describe('vision models', () => {
  it('knows the vision families and not the text-only models', () => {
    const vision = [
      'gpt-4o',
      'gpt-4o-mini',
      'gpt-4.1-nano',
      'gpt-5',
      'o1',
      'o3',
      'o4-mini',
      'llava:13b',
      'qwen2.5vl:7b',
      'Qwen/Qwen2.5-VL-7B-Instruct',
      'llama3.2-vision:11b',
      'gemma3:4b',
      'anthropic/claude-sonnet-4',
      'google/gemini-2.5-flash',
    ];
    const textOnly = [
      'gpt-3.5-turbo',
      'o1-mini',
      'o3-mini',
      'llama3.1:8b',
      'qwen2.5:7b',
      'mistral',
      'gemma3n:e4b',
      'fake-model',
    ];
    expect(vision.filter((model) => !isKnownVisionModel(model))).toEqual([]);
    expect(textOnly.filter(isKnownVisionModel)).toEqual([]);
  });

  it('"yes" and "no" override the families; the refusal names the model and the setting', () => {
    const settings = settingsSchema().parse({});
    settings.provider.ollama.imageInput = 'yes';
    settings.provider.openai.imageInput = 'no';
    expect(imageSupport(settings, { provider: 'ollama', model: 'my-finetune' }).takesImages).toBe(true);
    const refused = imageSupport(settings, { provider: 'openai', model: 'gpt-4o' });
    expect(refused.takesImages).toBe(false);
    expect(imagesRefusedMessage(refused)).toBe(
      'gpt-4o does not take images (provider.openai.imageInput is "no"). Choose a model that does, or set provider.openai.imageInput to "yes" if this one does.',
    );
    // No choice: the active provider's model (openai's gpt-4o-mini by default, here refused by "no").
    expect(imageSupport(settings, undefined)).toMatchObject({
      provider: 'openai',
      model: 'gpt-4o-mini',
      takesImages: false,
    });
  });
});
