// Locks down every session and web contents: CSP header, no navigation away from our pages, no new windows (https
// links go to the OS browser via the validated opener), no <webview>, and every permission denied but two, to our own
// pages only: sanitised clipboard writes (copy buttons) and the microphone alone (dictation; never the camera).
import type { Session, WebContents } from 'electron';
import type { ExternalOpener } from './external-opener';
import type { IsOwnPage } from './page-trust';
import { isMcpAppViewUrl } from '../runtime/mcp-apps/app-view-server';

/** What a `media` request asks for (Electron's details: `mediaTypes` on a request, `mediaType` on a check). */
export interface MediaAsked {
  mediaTypes?: readonly string[];
  mediaType?: string;
}

/** Only audio: a request naming the camera (or nothing at all) is not a microphone request. */
function asksMicrophoneOnly(asked: MediaAsked | undefined): boolean {
  const types = asked?.mediaTypes ?? (asked?.mediaType ? [asked.mediaType] : []);
  return types.length > 0 && types.every((type) => type === 'audio');
}

/** Granted from our own pages only: sanitised clipboard writes, and the microphone without the camera. */
export function isPermissionAllowed(
  permission: string,
  requestingUrl: string,
  isOwnPage: IsOwnPage,
  asked?: MediaAsked,
): boolean {
  if (!isOwnPage(requestingUrl)) return false;
  return permission === 'clipboard-sanitized-write' || (permission === 'media' && asksMicrophoneOnly(asked));
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
    const url = details?.requestingUrl ?? contents?.getURL() ?? '';
    callback(isPermissionAllowed(permission, url, isOwnPage, details as MediaAsked | undefined));
  });
  session.setPermissionCheckHandler((_contents, permission, requestingOrigin, details) =>
    isPermissionAllowed(permission, details?.requestingUrl ?? requestingOrigin, isOwnPage, details as MediaAsked),
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
