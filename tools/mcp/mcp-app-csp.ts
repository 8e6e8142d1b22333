// The Content-Security-Policy an MCP App view runs under, built only from the origins its resource declared
// (`_meta.ui.csp`): nothing else loads, no connection goes anywhere undeclared. Pure.
import type { McpAppDomains } from './mcp-app-resource';

/** A plain origin, optionally with a `*.` subdomain wildcard or `:*` port: nothing that could end a directive. */
const ORIGIN = /^(?:https?|wss?):\/\/(?:\*\.)?[a-z0-9-]+(?:\.[a-z0-9-]+)*(?::(?:\d{1,5}|\*))?$/i;

/** The declared origins that are plain origins (a malformed or injected entry is dropped). */
export function safeOrigins(domains: readonly string[]): string[] {
  return [...new Set(domains.map((domain) => domain.trim().replace(/\/$/, '')).filter((d) => ORIGIN.test(d)))];
}

const sources = (list: readonly string[], fixed: readonly string[] = []): string => {
  const all = [...fixed, ...safeOrigins(list)];
  return all.length > 0 ? all.join(' ') : "'none'";
};

/** The view's policy: inline code and styles of the document itself, declared origins only, no forms, no plugins. */
export function mcpAppContentSecurityPolicy(domains: McpAppDomains): string {
  const resources = domains.resourceDomains;
  return [
    "default-src 'none'",
    `script-src ${sources(resources, ["'unsafe-inline'"])}`,
    `style-src ${sources(resources, ["'unsafe-inline'"])}`,
    `img-src ${sources(resources, ['data:', 'blob:'])}`,
    `font-src ${sources(resources, ['data:'])}`,
    `media-src ${sources(resources, ['data:', 'blob:'])}`,
    `connect-src ${sources(domains.connectDomains)}`,
    `frame-src ${sources(domains.frameDomains)}`,
    `base-uri ${sources(domains.baseUriDomains)}`,
    "form-action 'none'",
    "object-src 'none'",
    "worker-src 'none'",
  ].join('; ');
}
