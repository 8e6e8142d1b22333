// Invoke handlers that wait for the core runtime: IPC is bound (and the main window shown) before storage, the shell
// sandbox probe and the tools are ready; calls made meanwhile simply wait. If startup fails, every call says why.
import { failure, invokeChannels, type InvokeCaller, type InvokeHandlers } from '../shared/contract';

export function createDeferredHandlers(ready: Promise<InvokeHandlers>): InvokeHandlers {
  const settled = ready.then(
    (handlers) => ({ ok: true as const, handlers }),
    (error: unknown) => ({ ok: false as const, message: error instanceof Error ? error.message : String(error) }),
  );
  const deferred: Record<string, (request: unknown, caller: InvokeCaller) => Promise<unknown>> = {};
  for (const channel of invokeChannels) {
    deferred[channel] = async (request, caller) => {
      const state = await settled;
      if (!state.ok) throw failure('unavailable', `Hearth could not start: ${state.message}`);
      const handler = state.handlers[channel] as (request: unknown, caller: InvokeCaller) => unknown;
      return handler(request, caller);
    };
  }
  return deferred as unknown as InvokeHandlers;
}
