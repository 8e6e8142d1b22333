// The Chromium command line and playwright-core launch options for Hearth's browser: no first-run or
// background chatter, every connection through the guard proxy (loopback included) with this session's proxy
// credentials (answered by playwright, never on the command line), no non-proxied WebRTC, no downloads, no keychain.
import type { BrowserType } from 'playwright-core';
import type { ProxyCredentials } from './proxy-credentials';

export type PersistentContextOptions = NonNullable<Parameters<BrowserType['launchPersistentContext']>[1]>;

export interface LaunchSpec {
  executablePath: string;
  headless: boolean;
  proxyUrl: string;
  proxyCredentials: ProxyCredentials;
  env: Record<string, string>;
  viewport: { width: number; height: number };
  timeoutMs: number;
}

export const baseChromiumArgs = [
  '--no-sandbox',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  '--disable-gpu',
];

/** Everything but the proxy, which playwright's `proxy` option sets (--proxy-server) so it can answer the 407s. */
export function chromiumArgs(): string[] {
  return [
    ...baseChromiumArgs,
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
    args: chromiumArgs(),
    proxy: {
      server: spec.proxyUrl,
      // Chromium sends loopback traffic around a proxy unless told otherwise; the guard must see it too.
      bypass: '<-loopback>',
      username: spec.proxyCredentials.username,
      password: spec.proxyCredentials.password,
    },
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
