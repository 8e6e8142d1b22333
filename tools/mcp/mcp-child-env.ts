// The environment an MCP server's child process gets: exactly the variables its config names, plus PATH, HOME and
// LANG from Hearth's environment. Nothing else of Hearth's environment (API keys, D-Bus address, NODE_OPTIONS).
import { DEFAULT_INHERITED_ENV_VARS } from '@modelcontextprotocol/sdk/client/stdio.js';
import { fallbackPath } from '../shell/child-env';

export const MCP_INHERITED_ENV_NAMES = ['PATH', 'HOME', 'LANG'] as const;

export function buildMcpChildEnv(
  parent: Readonly<Record<string, string | undefined>>,
  configured: Readonly<Record<string, string>>,
): Record<string, string> {
  const env: Record<string, string> = {};
  for (const name of MCP_INHERITED_ENV_NAMES) {
    const value = parent[name];
    if (value !== undefined && value !== '') env[name] = value;
  }
  env.PATH ??= fallbackPath;
  return { ...env, ...configured };
}

/**
 * The SDK's stdio transport adds some of the parent's variables (USER, SHELL, TERM, LOGNAME…) to whatever it is given.
 * Node leaves out variables whose value is undefined, so naming them as undefined keeps the child's env exactly ours.
 */
export function withoutSdkDefaults(env: Record<string, string>): Record<string, string> {
  const masked: Record<string, string | undefined> = {};
  for (const name of DEFAULT_INHERITED_ENV_VARS) if (!(name in env)) masked[name] = undefined;
  return { ...masked, ...env } as Record<string, string>;
}
