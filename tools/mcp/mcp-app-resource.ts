// MCP Apps (SEP-1865) on the client side: the UI extension's name, where a tool names its `ui://` view
// (`_meta.ui.resourceUri`), and reading that view's HTML and declared domains from the server's answer to a resource read.
import type { ReadResourceResult } from '@modelcontextprotocol/sdk/types.js';
import { err, ok, type Result } from '../../electron/shared/result';

export const MCP_UI_EXTENSION = 'io.modelcontextprotocol/ui';
export const MCP_APP_MIME_TYPE = 'text/html;profile=mcp-app';

/** The origins a view may reach, as it declared them (`_meta.ui.csp`); absent lists mean none. */
export interface McpAppDomains {
  connectDomains: string[];
  resourceDomains: string[];
  frameDomains: string[];
  baseUriDomains: string[];
}

export interface McpAppResource {
  uri: string;
  html: string;
  domains: McpAppDomains;
  prefersBorder?: boolean;
}

const MAX_HTML_BYTES = 5_000_000;

export type McpAppVisibility = 'model' | 'app';

/** Who may call the tool (`_meta.ui.visibility`): absent or malformed means both the model and its server's views. */
export function toolVisibilityOf(meta: unknown): McpAppVisibility[] | undefined {
  const ui = typeof meta === 'object' && meta !== null ? (meta as { ui?: { visibility?: unknown } }).ui : undefined;
  const visibility = typeof ui === 'object' && ui !== null ? ui.visibility : undefined;
  if (!Array.isArray(visibility)) return undefined;
  return visibility.filter((entry): entry is McpAppVisibility => entry === 'model' || entry === 'app');
}

/** The tool's `ui://` view, from `_meta.ui.resourceUri` (or the older flat `ui/resourceUri` key); anything else: none. */
export function uiResourceUriOf(meta: unknown): string | undefined {
  if (typeof meta !== 'object' || meta === null) return undefined;
  const record = meta as Record<string, unknown>;
  const ui = record.ui as Record<string, unknown> | undefined;
  const uri = typeof ui === 'object' && ui !== null ? ui.resourceUri : record['ui/resourceUri'];
  return typeof uri === 'string' && uri.startsWith('ui://') && uri.length <= 2_048 ? uri : undefined;
}

const stringList = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string').slice(0, 64) : [];

/** Picks the view out of a `resources/read` answer: the entry with its URI, HTML of the MCP App type, as text. */
export function readMcpAppResource(uri: string, result: ReadResourceResult): Result<McpAppResource> {
  const entry = result.contents.find((content) => content.uri === uri) ?? result.contents[0];
  if (!entry) return err(`The server returned nothing for ${uri}.`);
  const mimeType = (entry.mimeType ?? '').replace(/\s+/g, '').toLowerCase();
  if (mimeType !== MCP_APP_MIME_TYPE) return err(`${uri} is not an MCP App view (${entry.mimeType ?? 'no type'}).`);
  const html =
    'text' in entry && typeof entry.text === 'string'
      ? entry.text
      : 'blob' in entry && typeof entry.blob === 'string'
        ? Buffer.from(entry.blob, 'base64').toString('utf8')
        : undefined;
  if (html === undefined) return err(`${uri} has no content.`);
  if (Buffer.byteLength(html) > MAX_HTML_BYTES) return err(`${uri} is larger than 5 MB.`);
  const ui = (entry._meta as { ui?: { csp?: Record<string, unknown>; prefersBorder?: unknown } } | undefined)?.ui;
  const csp = ui?.csp ?? {};
  return ok({
    uri,
    html,
    domains: {
      connectDomains: stringList(csp.connectDomains),
      resourceDomains: stringList(csp.resourceDomains),
      frameDomains: stringList(csp.frameDomains),
      baseUriDomains: stringList(csp.baseUriDomains),
    },
    ...(typeof ui?.prefersBorder === 'boolean' ? { prefersBorder: ui.prefersBorder } : {}),
  });
}
