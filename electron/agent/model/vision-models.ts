// Which models take images: `provider.<id>.imageInput` ("yes" | "no" | "auto"); "auto" asks the known vision families
// below (matched in the model's name, ignoring an "org/" prefix and a ":tag"). Add a family here when one ships.
import { providerIds, type ProviderId, type Settings } from '../../shared/settings-schema';
import type { ModelChoice } from '../../shared/conversation-types';

export const knownVisionFamilies: readonly RegExp[] = [
  /^gpt-4o/,
  /^gpt-4\.1/,
  /^gpt-4-turbo/,
  /^gpt-4-vision/,
  /^gpt-5/,
  /^chatgpt-4o/,
  /^o[1-9](?:-(?!mini)|$)/,
  /^o[4-9]-mini/,
  /llava/,
  /bakllava/,
  /qwen[\d.]*-?vl/,
  /llama3\.2-vision/,
  /llama-3\.2-\d+b-vision/,
  /llama-?4/,
  /gemma-?3(?!n)/,
  /claude/,
  /gemini/,
  /pixtral/,
  /mistral-small-3\.[12]/,
  /minicpm-v/,
  /moondream/,
  /internvl/,
  /granite3\.2-vision/,
];

/** The model name as families are matched: lower case, without an "org/" prefix or a ":tag". */
const familyName = (model: string): string =>
  (model.toLowerCase().split('/').pop() ?? '').replace(/:.*$/, '').replace(/^models\//, '');

export const isKnownVisionModel = (model: string): boolean =>
  knownVisionFamilies.some((family) => family.test(familyName(model)));

export interface ImageSupport {
  takesImages: boolean;
  provider: ProviderId;
  model: string;
  /** The setting that decides it, e.g. `provider.ollama.imageInput`. */
  setting: string;
  value: 'auto' | 'yes' | 'no';
}

/** Whether the conversation's model (or the default one) takes images, and which setting says so. */
export function imageSupport(settings: Settings, choice: ModelChoice | undefined): ImageSupport {
  const provider =
    choice && (providerIds as readonly string[]).includes(choice.provider)
      ? (choice.provider as ProviderId)
      : settings.provider.active;
  const model = choice && provider === choice.provider ? choice.model : settings.provider[provider].model;
  const value = settings.provider[provider].imageInput;
  const takesImages = value === 'yes' || (value === 'auto' && isKnownVisionModel(model));
  return { takesImages, provider, model, setting: `provider.${provider}.imageInput`, value };
}

/** The refusal when images go to a model that does not take them: names the model and the setting. */
export function imagesRefusedMessage(support: ImageSupport, source?: 'server' | 'setting' | 'default'): string {
  if (source === 'server' || source === 'setting') {
    const said = source === 'server' ? 'its server says so' : 'Settings → Model provider marks it so';
    return `${support.model || 'This model'} does not take images (${said}). Choose a model that does, or correct it in Settings → Model provider.`;
  }
  const why =
    support.value === 'no'
      ? `${support.setting} is "no"`
      : `it is not a known vision model and ${support.setting} is "auto"`;
  return `${support.model || 'This model'} does not take images (${why}). Choose a model that does, or set ${support.setting} to "yes" if this one does.`;
}
