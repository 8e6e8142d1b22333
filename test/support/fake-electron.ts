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
      return this.invokeFrom(channel, payload, { frameUrl, senderId });
    },
    /** Simulates an invoke with full control of the sender: a sub-frame (`parent`), or a frame that is gone (`frame: null`). */
    async invokeFrom(
      channel: string,
      payload: unknown,
      from: { frameUrl?: string; senderId?: number; parent?: boolean; frame?: null },
    ) {
      const handler = handlers.get(channel);
      if (!handler) throw new Error(`No handler registered for '${channel}'`);
      const senderFrame =
        from.frame === null
          ? null
          : {
              url: from.frameUrl ?? 'file:///app/out/renderer/index.html',
              parent: from.parent ? { url: 'file:///app/out/renderer/index.html' } : null,
            };
      return handler({ senderFrame, sender: { id: from.senderId ?? 1 } }, payload);
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
          listeners.set(
            channel,
            (listeners.get(channel) ?? []).filter((l) => l !== listener),
          );
        },
      },
    },
  };
}

export * from './fake-electron-windows';
export * from './fake-electron-system';
