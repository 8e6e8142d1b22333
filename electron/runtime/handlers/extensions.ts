// Invoke handlers for the settings screen's Extensions section: MCP server statuses (with whether each keychain secret
// is set, never its value), accept new definitions, restart, remove (settings, then the server's own keychain
// entries), and the user tools folder's status with trust and untrust of a tool file's version. Spread into
// index.ts. Answers data or throws `failure(kind, message)` (shared/contract.ts).
import { forgetMcpServerSecrets, type McpServerStatus } from '../../../tools/mcp/index';
import { failure, type InvokeHandlers, type McpServerView } from '../../shared/contract';
import { configuredMcpServers, type McpServerConfig } from '../../shared/mcp-settings-schema';
import type { HearthRuntime } from '../create-runtime';

export type ExtensionChannel =
  | 'mcp:servers'
  | 'mcp:accept-definitions'
  | 'mcp:restart'
  | 'mcp:remove-server'
  | 'user-tools:status'
  | 'user-tools:trust'
  | 'user-tools:untrust';

export interface ExtensionHandlerDeps {
  runtime: Pick<HearthRuntime, 'mcp' | 'userTools' | 'settings' | 'setSetting' | 'secretStore'>;
}

type SecretView = McpServerView['secrets'][number];

const messageOf = (error: unknown): string => (error instanceof Error ? error.message : String(error));

/** The command line of a stdio server; the URL of an HTTP one without its query or fragment (they may carry tokens). */
function targetOf(config: McpServerConfig | undefined): string {
  if (!config) return '';
  if (config.transport === 'stdio') return [config.command, ...config.args].join(' ');
  try {
    const url = new URL(config.url);
    return `${url.origin}${url.pathname}`;
  } catch {
    return '';
  }
}

export function createExtensionHandlers({ runtime }: ExtensionHandlerDeps): Pick<InvokeHandlers, ExtensionChannel> {
  const configured = () => new Map(configuredMcpServers(runtime.settings().mcp));
  const unknownServer = (server: string) =>
    failure('not_found', `There is no MCP server named "${server}"; it may have been removed.`);

  async function isSet(account: string): Promise<boolean> {
    try {
      return await runtime.secretStore.has(account);
    } catch {
      return false;
    }
  }

  async function secretsOf(config: McpServerConfig | undefined): Promise<SecretView[]> {
    if (!config) return [];
    const refs: [SecretView['kind'], Record<string, { secret: string }>][] =
      config.transport === 'stdio' ? [['env', config.env]] : [['header', config.headers]];
    const views: SecretView[] = [];
    for (const [kind, record] of refs) {
      for (const [name, ref] of Object.entries(record))
        views.push({ kind, name, account: ref.secret, set: await isSet(ref.secret) });
    }
    return views;
  }

  async function toView(status: McpServerStatus, config: McpServerConfig | undefined): Promise<McpServerView> {
    const renderApps = config?.renderApps ?? true;
    return { ...status, renderApps, target: targetOf(config), secrets: await secretsOf(config) };
  }

  return {
    'mcp:servers': async () => {
      const configs = configured();
      const servers = await Promise.all(
        runtime.mcp.servers().map((status) => toView(status, configs.get(status.name))),
      );
      return { servers };
    },
    'mcp:accept-definitions': ({ server }) => {
      if (!configured().has(server)) throw unknownServer(server);
      return { accepted: runtime.mcp.acceptDefinitions(server) };
    },
    'mcp:restart': async ({ server }) => {
      const config = configured().get(server);
      if (!config) throw unknownServer(server);
      if (!config.enabled)
        throw failure('refused', `MCP server "${server}" is switched off; switch it on to start it.`);
      if (!(await runtime.mcp.restart(server))) throw unknownServer(server);
      return null;
    },
    'mcp:remove-server': async ({ server }) => {
      const servers = configured();
      const config = servers.get(server);
      if (!config) throw unknownServer(server);
      servers.delete(server);
      const written = await runtime.setSetting('mcp.servers', Object.fromEntries(servers));
      if (!written.ok) throw failure('refused', written.error);
      runtime.mcp.refresh();
      try {
        await forgetMcpServerSecrets(
          server,
          config.transport === 'stdio' ? { env: config.env } : { headers: config.headers },
          runtime.secretStore,
        );
      } catch {
        throw failure(
          'unavailable',
          `MCP server "${server}" was removed, but its keys could not be deleted from the system keychain.`,
        );
      }
      return null;
    },
    'user-tools:status': async () => {
      await runtime.userTools.refresh().catch(() => undefined);
      return runtime.userTools.status();
    },
    'user-tools:trust': async ({ file, version }) => {
      let trusted: Awaited<ReturnType<typeof runtime.userTools.trust>>;
      try {
        trusted = await runtime.userTools.trust(file, version);
      } catch (error) {
        throw failure('failed', `"${file}" could not be trusted: ${messageOf(error)}`);
      }
      if (!trusted.ok) throw failure('refused', trusted.error);
      return null;
    },
    'user-tools:untrust': async ({ file }) => {
      try {
        const { removed } = await runtime.userTools.untrust(file);
        return { removed };
      } catch (error) {
        throw failure('failed', `Trust in "${file}" could not be withdrawn: ${messageOf(error)}`);
      }
    },
  };
}
