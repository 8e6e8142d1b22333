// provider:capabilities: what Hearth believes a model can do (tool calling, vision, context window) and where each
// value came from, from runtime/model-capabilities/ (its server read once and cached; `refresh` reads it again).
import type { InvokeHandlers } from '../../shared/contract';
import type { HearthRuntime } from '../create-runtime';

export function createModelCapabilityHandlers(deps: {
  runtime: Pick<HearthRuntime, 'modelCapabilities'>;
}): Pick<InvokeHandlers, 'provider:capabilities'> {
  return {
    'provider:capabilities': ({ provider, model, refresh }) =>
      deps.runtime.modelCapabilities.forModel({ provider, model }, refresh ? { refresh } : {}),
  };
}
