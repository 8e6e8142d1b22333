// Locks down every web contents: CSP header, no navigation away, no new windows, no permission grants,
// and external links opened by the OS only when they are validated https URLs.
import { shell, type Session, type WebContents } from 'electron';
import { checkExternalUrl } from '../shared/external-url';
import { contentSecurityPolicy } from './content-security';

export function isOwnPage(url: string, devServerUrl: string | undefined): boolean {
  if (url.startsWith('file://')) return url.includes('/renderer/index.html');
  return Boolean(devServerUrl && url.startsWith(devServerUrl));
}

export function hardenSession(session: Session): void {
  session.setPermissionRequestHandler((_contents, _permission, callback) => callback(false));
  session.setPermissionCheckHandler(() => false);
  session.webRequest.onHeadersReceived((details, callback) => {
    callback({
      responseHeaders: { ...details.responseHeaders, 'Content-Security-Policy': [contentSecurityPolicy] },
    });
  });
}

export function hardenWebContents(contents: WebContents, devServerUrl: string | undefined): void {
  contents.on('will-navigate', (event, url) => {
    if (!isOwnPage(url, devServerUrl)) event.preventDefault();
  });
  contents.on('will-attach-webview', (event) => event.preventDefault());
  contents.setWindowOpenHandler(({ url }) => {
    const verdict = checkExternalUrl(url);
    if (verdict.ok) void shell.openExternal(verdict.url);
    return { action: 'deny' };
  });
}
