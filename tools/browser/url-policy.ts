// The browser's URL policy: http/https only (plus about:blank), and no loopback, link-local or private
// addresses — including hostnames that resolve to them — unless private-network access is allowed in settings.
import { isIP } from 'node:net';
import { createAddressClassifier, type AddressClassifier } from './private-addresses';

export type HostLookup = (hostname: string) => Promise<string[]>;

export type UrlVerdict = { allowed: true; url: URL } | { allowed: false; reason: string };
export type HostVerdict = { allowed: true; addresses: string[] } | { allowed: false; reason: string };

export interface UrlPolicy {
  /** Checks a URL the browser is about to load (a navigation or any request a page makes). */
  checkUrl(raw: string): Promise<UrlVerdict>;
  /** Checks a host and returns the addresses it may be reached at (the guard proxy connects to exactly these). */
  checkHost(hostname: string): Promise<HostVerdict>;
}

export interface UrlPolicyDeps {
  allowPrivateNetwork: () => boolean;
  /** The setting named in refusals (default `tools.browser.allowPrivateNetwork`; the web tools have their own). */
  settingName?: string;
  classify?: AddressClassifier;
  lookup?: HostLookup;
  /** How long a host's verdict is reused (pages make many requests to the same hosts); 0 turns it off. */
  cacheMs?: number;
  now?: () => number;
}

const maxCachedHosts = 500;

/** The system resolver (node:dns/promises loads on the first lookup, off the app's start path). */
export const defaultLookup: HostLookup = async (hostname) => {
  const { lookup } = await import('node:dns/promises');
  return (await lookup(hostname, { all: true, verbatim: true })).map((entry) => entry.address);
};

export function createUrlPolicy(deps: UrlPolicyDeps): UrlPolicy {
  const classify = deps.classify ?? createAddressClassifier();
  const lookup = deps.lookup ?? defaultLookup;
  const cacheMs = deps.cacheMs ?? 30_000;
  const now = deps.now ?? Date.now;
  const settingName = deps.settingName ?? 'tools.browser.allowPrivateNetwork';
  const verdicts = new Map<string, { verdict: HostVerdict; at: number }>();

  async function checkHost(rawHostname: string): Promise<HostVerdict> {
    const key = `${deps.allowPrivateNetwork()}|${rawHostname.toLowerCase()}`;
    const cached = verdicts.get(key);
    if (cached && now() - cached.at < cacheMs) return cached.verdict;
    const verdict = await judgeHost(rawHostname);
    if (cacheMs > 0) {
      if (verdicts.size >= maxCachedHosts) verdicts.clear();
      verdicts.set(key, { verdict, at: now() });
    }
    return verdict;
  }

  async function judgeHost(rawHostname: string): Promise<HostVerdict> {
    const hostname = rawHostname
      .replace(/^\[|\]$/g, '')
      .toLowerCase()
      .replace(/\.$/, '');
    const allowPrivate = deps.allowPrivateNetwork();
    if (!hostname) return { allowed: false, reason: 'the URL has no host' };
    if (!allowPrivate && (hostname === 'localhost' || hostname.endsWith('.localhost'))) {
      return {
        allowed: false,
        reason: `${hostname} is a loopback host; private network access is off (${settingName})`,
      };
    }
    let addresses: string[];
    if (isIP(hostname)) {
      addresses = [hostname];
    } else {
      try {
        addresses = await lookup(hostname);
      } catch (error) {
        const code = error && typeof error === 'object' && 'code' in error ? String(error.code) : 'lookup failed';
        return { allowed: false, reason: `the host ${hostname} could not be resolved (${code})` };
      }
      if (addresses.length === 0) return { allowed: false, reason: `the host ${hostname} has no addresses` };
    }
    if (!allowPrivate) {
      const hidden = addresses.find((address) => classify(address) === 'private');
      if (hidden !== undefined) {
        const via = hidden === hostname ? hostname : `${hostname} (${hidden})`;
        return {
          allowed: false,
          reason: `${via} is a private, loopback or link-local address; private network access is off (${settingName})`,
        };
      }
    }
    return { allowed: true, addresses };
  }

  async function checkUrl(raw: string): Promise<UrlVerdict> {
    let url: URL;
    try {
      url = new URL(raw);
    } catch {
      return { allowed: false, reason: 'not a valid absolute URL (include http:// or https://)' };
    }
    if (url.href === 'about:blank') return { allowed: true, url };
    if (url.protocol !== 'http:' && url.protocol !== 'https:') {
      return {
        allowed: false,
        reason: `the ${url.protocol} scheme is not allowed; only http and https pages can be opened`,
      };
    }
    if (url.username || url.password)
      return { allowed: false, reason: 'URLs with embedded credentials are not allowed' };
    const host = await checkHost(url.hostname);
    return host.allowed ? { allowed: true, url } : host;
  }

  return { checkUrl, checkHost };
}
