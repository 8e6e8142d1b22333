// The Chromium command line and playwright-core launch options for Hearth's browser: no first-run or
// background chatter, every connection through the guard proxy (loopback included), no non-proxied WebRTC,
// no downloads, no service workers, no keychain access.
import type { BrowserType } from 'playwright-core';

export type PersistentContextOptions = NonNullable<Parameters<BrowserType['launchPersistentContext']>[1]>;

export interface LaunchSpec {
  executablePath: string;
  headless: boolean;
  proxyUrl: string;
  env: Record<string, string>;
  viewport: { width: number; height: number };
  timeoutMs: number;
}

export const baseChromiumArgs = ['--no-sandbox', '--disable-background-networking', '--disable-component-update', '--no-first-run', '--disable-gpu'];

export function chromiumArgs(proxyUrl: string): string[] {
  return [
    ...baseChromiumArgs,
    `--proxy-server=${proxyUrl}`,
    // Chromium sends loopback traffic around a proxy unless told otherwise; the guard must see it too.
    '--proxy-bypass-list=<-loopback>',
    '--force-webrtc-ip-handling-policy=disable_non_proxied_udp',
    '--password-store=basic',
    '--use-mock-keychain',
    '--disable-sync',
    '--no-pings',
    '--disable-domain-reliability',
    '--disable-breakpad',
    '--no-default-browser-check',
  ];
}

/** Options for `chromium.launchPersistentContext(profileDir, options)`. */
export function persistentContextOptions(spec: LaunchSpec): PersistentContextOptions {
  return {
    executablePath: spec.executablePath,
    headless: spec.headless,
    args: chromiumArgs(spec.proxyUrl),
    env: spec.env,
    acceptDownloads: false,
    serviceWorkers: 'block',
    viewport: spec.viewport,
    timeout: spec.timeoutMs,
    handleSIGINT: false,
    handleSIGTERM: false,
    handleSIGHUP: false,
  };
}
