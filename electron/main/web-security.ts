// Locks down every session and web contents: CSP header, no navigation away from our pages, no new windows (https
// links go to the OS browser via the validated opener), no <webview>, and every permission request denied.
import type { Session, WebContents } from 'electron';
import type { ExternalOpener } from './external-opener';
import type { IsOwnPage } from './page-trust';
import { isMcpAppViewUrl } from '../runtime/mcp-apps/app-view-server';

/** The only permission granted: writing sanitised text to the clipboard (copy buttons), from our own pages. */
export function isPermissionAllowed(permission: string, requestingUrl: string, isOwnPage: IsOwnPage): boolean {
  return permission === 'clipboard-sanitized-write' && isOwnPage(requestingUrl);
}

export type SessionLike = Pick<
  Session,
  'setPermissionRequestHandler' | 'setPermissionCheckHandler' | 'setDevicePermissionHandler'
> & {
  webRequest: Pick<Session['webRequest'], 'onHeadersReceived'>;
};

export function hardenSession(
  session: SessionLike,
  options: { isOwnPage: IsOwnPage; contentSecurityPolicy: string },
): void {
  const { isOwnPage, contentSecurityPolicy } = options;
  session.setPermissionRequestHandler((contents, permission, callback, details) => {
    callback(isPermissionAllowed(permission, details?.requestingUrl ?? contents?.getURL() ?? '', isOwnPage));
  });
  session.setPermissionCheckHandler((_contents, permission, requestingOrigin, details) =>
    isPermissionAllowed(permission, details?.requestingUrl ?? requestingOrigin, isOwnPage),
  );
  session.setDevicePermissionHandler(() => false);
  session.webRequest.onHeadersReceived((details, callback) => {
    // An MCP App view keeps the policy its own server built from its declared domains (runtime/mcp-apps/).
    if (details.resourceType === 'subFrame' && isMcpAppViewUrl(details.url)) return callback({});
    const headers = { ...details.responseHeaders };
    for (const name of Object.keys(headers)) if (name.toLowerCase() === 'content-security-policy') delete headers[name];
    callback({ responseHeaders: { ...headers, 'Content-Security-Policy': [contentSecurityPolicy] } });
  });
}

export type WebContentsLike = Pick<WebContents, 'on' | 'setWindowOpenHandler'>;

export function hardenWebContents(
  contents: WebContentsLike,
  options: { isOwnPage: IsOwnPage; openExternal: ExternalOpener; log?: (message: string) => void },
): void {
  const { isOwnPage, openExternal, log } = options;
  const sendOut = (url: string) =>
    void openExternal(url).then((result) => {
      if (!result.opened) log?.(`link not opened: ${result.reason}`);
    });
  contents.on('will-navigate', (event, url) => {
    if (isOwnPage(url)) return;
    event.preventDefault();
    sendOut(url);
  });
  contents.on('will-frame-navigate', (event) => {
    if (!event.isMainFrame && !isOwnPage(event.url) && !isMcpAppViewUrl(event.url)) event.preventDefault();
  });
  contents.on('will-attach-webview', (event) => event.preventDefault());
  contents.setWindowOpenHandler(({ url }) => {
    sendOut(url);
    return { action: 'deny' };
  });
}
