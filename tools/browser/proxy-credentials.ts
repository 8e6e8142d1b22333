// The per-session secret of the browser's guard proxy: random Basic credentials given only to the Chromium Hearth
// launches (through playwright's proxy option), checked in constant time on every request and tunnel.
import { nodeCrypto } from '../lazy-builtins';

export interface ProxyCredentials {
  username: string;
  password: string;
}

export function createProxyCredentials(): ProxyCredentials {
  return {
    username: `hearth-${nodeCrypto().randomBytes(6).toString('hex')}`,
    password: nodeCrypto().randomBytes(32).toString('base64url'),
  };
}

/** The Proxy-Authorization header value a client must send. */
export function proxyAuthorization(credentials: ProxyCredentials): string {
  return `Basic ${Buffer.from(`${credentials.username}:${credentials.password}`).toString('base64')}`;
}

/** A checker for Proxy-Authorization headers: true only for exactly these credentials. */
export function createProxyAuthCheck(
  credentials: ProxyCredentials,
): (header: string | string[] | undefined) => boolean {
  const expected = Buffer.from(proxyAuthorization(credentials));
  return (header) => {
    if (typeof header !== 'string') return false;
    const given = Buffer.from(header.trim());
    return given.length === expected.length && nodeCrypto().timingSafeEqual(given, expected);
  };
}

export const proxyAuthRequired =
  'HTTP/1.1 407 Proxy Authentication Required\r\nProxy-Authenticate: Basic realm="Hearth"\r\nContent-Length: 0\r\nConnection: close\r\n\r\n';
