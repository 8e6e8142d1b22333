// Init script for e2e pages (page.addInitScript): defines window.hearth backed by the bridge's WebSocket, with the
// same method names as the preload (one per invoke channel), each resolving to the contract's InvokeResult as the
// bridge sent it (a rejection means the connection failed), and `on(channel, listener)` for events.
// The harness prepends `window.__HEARTH_BRIDGE__ = { origin, wsUrl, token, methods, events }`.
/* global window, WebSocket, location, console */
(() => {
  const config = window.__HEARTH_BRIDGE__;
  delete window.__HEARTH_BRIDGE__;
  if (!config || window.top !== window || location.origin !== config.origin || window.hearth) return;

  const socket = new WebSocket(`${config.wsUrl}?token=${encodeURIComponent(config.token)}`);
  const pending = new Map();
  const outbox = [];
  const listeners = new Map(config.events.map((name) => [name, new Set()]));
  let nextId = 1;
  let closed = null;

  socket.addEventListener('open', () => {
    for (const text of outbox.splice(0)) socket.send(text);
  });
  socket.addEventListener('message', (message) => {
    const data = JSON.parse(message.data);
    if (data.event) {
      for (const listener of listeners.get(data.event) ?? []) {
        try {
          listener(data.payload);
        } catch (error) {
          console.error(error);
        }
      }
      return;
    }
    const waiter = pending.get(data.id);
    if (!waiter) return;
    pending.delete(data.id);
    if (data.ok) waiter.resolve(data.result);
    else waiter.reject(new Error(data.error));
  });
  socket.addEventListener('close', () => {
    closed = new Error('The connection to Hearth closed.');
    for (const waiter of pending.values()) waiter.reject(closed);
    pending.clear();
  });

  const invoke = (channel, payload) => {
    if (closed) return Promise.reject(closed);
    return new Promise((resolve, reject) => {
      const id = nextId++;
      pending.set(id, { resolve, reject });
      const text = JSON.stringify({ id, channel, payload: payload ?? {} });
      if (socket.readyState === WebSocket.OPEN) socket.send(text);
      else outbox.push(text);
    });
  };

  const api = {};
  for (const [method, channel] of config.methods) api[method] = (request) => invoke(channel, request);
  api.on = (channel, listener) => {
    const set = listeners.get(channel);
    if (!set) throw new Error(`Unknown event channel: ${String(channel)}`);
    set.add(listener);
    return () => set.delete(listener);
  };
  Object.defineProperty(window, 'hearth', { value: Object.freeze(api), writable: false, configurable: false });
})();
