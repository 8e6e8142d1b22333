// Decides whether a URL is one of Hearth's own renderer pages: exactly the built index.html (file://), or the
// electron-vite dev server's origin in development. IPC, navigation and permissions all ask this one question.
import { pathToFileURL } from 'node:url';

export interface PageTrustOptions {
  /** Absolute path of the built renderer's index.html. */
  indexHtml: string;
  devServerUrl?: string;
}

export type IsOwnPage = (url: string) => boolean;

function parse(url: string): URL | undefined {
  try {
    return new URL(url);
  } catch {
    return undefined;
  }
}

export function createPageTrust({ indexHtml, devServerUrl }: PageTrustOptions): IsOwnPage {
  const index = pathToFileURL(indexHtml);
  const devOrigin = devServerUrl ? parse(devServerUrl)?.origin : undefined;
  return (url) => {
    if (typeof url !== 'string' || url.length === 0 || url.length > 8_192) return false;
    const parsed = parse(url);
    if (!parsed) return false;
    if (parsed.protocol === 'file:') return parsed.host === index.host && parsed.pathname === index.pathname;
    return Boolean(devOrigin) && devOrigin !== 'null' && parsed.origin === devOrigin;
  };
}
