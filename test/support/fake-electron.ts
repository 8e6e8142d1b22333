// A thin fake of the parts of Electron's API the glue uses (Electron's binary cannot be installed here).
// Records calls so glue tests can assert what main and the preload registered.
type Listener = (...args: unknown[]) => unknown;

export function createFakeIpcMain() {
  const handlers = new Map<string, Listener>();
  return {
    handlers,
    handle(channel: string, listener: Listener) {
      if (handlers.has(channel)) throw new Error(`Attempted to register a second handler for '${channel}'`);
      handlers.set(channel, listener);
    },
    removeHandler(channel: string) {
      handlers.delete(channel);
    },
    /** Simulates ipcRenderer.invoke from a frame at `frameUrl`. */
    async invoke(channel: string, payload: unknown, frameUrl = 'file:///app/out/renderer/index.html', senderId = 1) {
      const handler = handlers.get(channel);
      if (!handler) throw new Error(`No handler registered for '${channel}'`);
      return handler({ senderFrame: { url: frameUrl }, sender: { id: senderId } }, payload);
    },
  };
}

export function createFakePreloadElectron() {
  const exposed: Record<string, unknown> = {};
  const invoked: { channel: string; payload: unknown }[] = [];
  const listeners = new Map<string, Listener[]>();
  return {
    exposed,
    invoked,
    listeners,
    module: {
      contextBridge: {
        exposeInMainWorld(key: string, api: unknown) {
          exposed[key] = api;
        },
      },
      ipcRenderer: {
        invoke: async (channel: string, payload: unknown) => {
          invoked.push({ channel, payload });
          return { echoed: channel };
        },
        on(channel: string, listener: Listener) {
          listeners.set(channel, [...(listeners.get(channel) ?? []), listener]);
        },
        removeListener(channel: string, listener: Listener) {
          listeners.set(channel, (listeners.get(channel) ?? []).filter((l) => l !== listener));
        },
      },
    },
  };
}
