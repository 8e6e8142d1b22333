// Names of the secrets http_request fills in: `{{secret:NAME}}` placeholders, stored in the keychain as `http:NAME`
// (`hearth key set http:NAME`, Settings → Tools) and listed by name in `tools.httpRequest.secretNames`, that settings section's shape.
import { z } from 'zod';

export const HTTP_SECRET_PREFIX = 'http:';
/** Lower-case letters, digits, `_`, `.` and `-`; with the prefix it stays within the keychain's 64-character names. */
export const HTTP_SECRET_NAME = /^[a-z0-9][a-z0-9_.-]{0,58}$/;
/** `{{secret:NAME}}`, the name matched without regard to case (it is stored lower-case). */
export const SECRET_PLACEHOLDER = /\{\{\s*secret:([A-Za-z0-9_.-]{1,59})\s*\}\}/g;

/** The stored form of a name a person typed (`GitHub_Token` → `github_token`), or null when it cannot be one. */
export function normalizeHttpSecretName(name: string): string | null {
  const lower = name.trim().toLowerCase();
  return HTTP_SECRET_NAME.test(lower) ? lower : null;
}

export function httpSecretAccount(name: string): string {
  return `${HTTP_SECRET_PREFIX}${name}`;
}

/** `http:NAME` → NAME (normalized), else null (not an http secret's account). */
export function httpSecretNameOf(account: string): string | null {
  if (!account.toLowerCase().startsWith(HTTP_SECRET_PREFIX)) return null;
  return normalizeHttpSecretName(account.slice(HTTP_SECRET_PREFIX.length));
}

/** The `tools.httpRequest` settings section: its switch, private addresses, and the names of its secrets. */
export function httpRequestSectionShape() {
  return {
    enabled: z.boolean().default(false).catch(false),
    allowPrivateNetwork: z.boolean().default(false).catch(false),
    secretNames: z.array(z.string().regex(HTTP_SECRET_NAME)).max(100).default([]).catch([]),
  };
}
