// A tiny hash router: #/chat/<id>, #/settings, #/quick (the tray window) and #/ (a new chat).
import { useSyncExternalStore } from 'react';

export type Route =
  { name: 'chat'; conversationId?: string } | { name: 'settings'; section?: string } | { name: 'quick' };

export function parseRoute(hash: string): Route {
  const path = hash.replace(/^#/, '');
  if (path.startsWith('/quick')) return { name: 'quick' };
  const settings = /^\/settings(?:\/([\w-]+))?/.exec(path);
  if (settings) return settings[1] ? { name: 'settings', section: settings[1] } : { name: 'settings' };
  const chat = /^\/chat\/([^/?#]+)/.exec(path);
  return chat ? { name: 'chat', conversationId: decodeURIComponent(chat[1]!) } : { name: 'chat' };
}

export function routeHref(route: Route): string {
  if (route.name === 'chat') return route.conversationId ? `#/chat/${encodeURIComponent(route.conversationId)}` : '#/';
  if (route.name === 'settings' && route.section) return `#/settings/${route.section}`;
  return `#/${route.name}`;
}

/** Fired after replaceRoute, which changes the address without a hashchange event. */
const replacedEvent = 'hearth:route-replaced';

function subscribe(onChange: () => void): () => void {
  window.addEventListener('hashchange', onChange);
  window.addEventListener(replacedEvent, onChange);
  return () => {
    window.removeEventListener('hashchange', onChange);
    window.removeEventListener(replacedEvent, onChange);
  };
}

/** The current hash (re-rendering on hashchange); parse it with parseRoute. */
export function useHash(): string {
  return useSyncExternalStore(subscribe, () => window.location.hash);
}

export function navigate(route: Route): void {
  window.location.hash = routeHref(route);
}

/** Updates the address without a hashchange (the chat that was just created gets its URL). */
export function replaceRoute(route: Route): void {
  window.history.replaceState(null, '', routeHref(route));
  window.dispatchEvent(new Event(replacedEvent));
}
