// The runtime's extensions concern: the custom tools folder (read in a probe sandbox; trusted versions run in runner
// sandboxes per capability set when bubblewrap is there) and the MCP servers from settings, as tool sources.
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createMcpToolSource, type McpToolSource, type McpToolSourceDeps } from '../../tools/mcp/index';
import type { PendingSandbox } from '../../tools/shell/pending-sandbox';
import { findExecutable } from '../../tools/shell/select-sandbox';
import type { ToolSource } from '../../tools/tool-source';
import {
  createUserToolSource,
  type UserToolSource,
  type UserToolSourceDeps,
} from '../../tools/user-tools/user-tool-source';
import type { SecretStore } from '../shared/secret-store-port';
import type { Settings } from '../shared/settings-schema';
import { createCustomToolTrustStore } from '../storage/custom-tool-trust';
import type { Db } from '../storage/database';
import type { SettingsStore } from '../storage/settings';
import { createToolDefinitionStore } from '../storage/tool-definitions';

export interface ExtensionDeps {
  db: Db;
  dataDir: string;
  /** Where custom tool files are read from (electron/runtime/custom-tools-folder.ts). */
  customToolsFolder: string;
  homeDir: string;
  env: Record<string, string | undefined>;
  settings: () => Settings;
  settingsStore: SettingsStore;
  secretStore: SecretStore;
  /** The shell sandbox, whose self-test may still run: custom tools are isolated only if it chose bubblewrap. */
  sandbox: PendingSandbox;
  workspace: () => string;
  /** Built-in tool names a custom tool may not take. */
  reservedNames: () => Iterable<string>;
  userToolsHostScript?: string;
  sourceOptions?: { userTools?: Partial<UserToolSourceDeps>; mcp?: Partial<McpToolSourceDeps> };
  log: (message: string) => void;
}

export interface Extensions {
  userTools: UserToolSource;
  mcp: McpToolSource;
  sources: ToolSource[];
  /** Resolves when every source finished its first load, or after 5 s. */
  ready: () => Promise<unknown>;
}

export function createExtensions(deps: ExtensionDeps): Extensions {
  // Without bubblewrap, untrusted custom tool files are not read at all and every call of a trusted one asks. Tool
  // files are read once the sandbox self-test has chosen (a test's own `isolation` option overrides it).
  const isolationPending = {
    known: deps.sandbox.whenSettled().then((selection) => {
      const bwrapPath =
        selection.sandbox.kind === 'bwrap' ? findExecutable('bwrap', deps.env, ['/usr/bin', '/usr/local/bin']) : null;
      return bwrapPath ? { bwrapPath, dataDir: deps.dataDir, homeDir: deps.homeDir } : undefined;
    }),
    need: () => deps.sandbox.start(),
  };
  const isolationGiven = deps.sourceOptions?.userTools !== undefined && 'isolation' in deps.sourceOptions.userTools;
  const userTools = createUserToolSource({
    folder: deps.customToolsFolder,
    // Runner state stays in the data folder wherever the tool files are.
    stateRoot: join(deps.dataDir, 'tool-state'),
    env: deps.env,
    homeDir: deps.homeDir,
    tmpDir: tmpdir(),
    reservedNames: deps.reservedNames,
    ...(deps.userToolsHostScript ? { hostScript: deps.userToolsHostScript } : {}),
    ...(isolationGiven ? {} : { isolationPending }),
    trust: createCustomToolTrustStore(deps.db),
    workspace: deps.workspace,
    markedRead: () => deps.settings().tools.custom.markedRead,
    trustedSources: () => deps.settings().trust.customTools,
    log: deps.log,
    ...deps.sourceOptions?.userTools,
  });
  const mcp = createMcpToolSource({
    definitions: createToolDefinitionStore(deps.db),
    settings: deps.settings,
    secretStore: deps.secretStore,
    env: deps.env,
    log: deps.log,
    ...deps.sourceOptions?.mcp,
  });
  // An eager server added or changed in settings starts (or stops) without waiting for the next run.
  deps.settingsStore.onChange(() => void mcp.refresh());
  const sources: ToolSource[] = [userTools, mcp];
  const ready = () =>
    Promise.race([
      Promise.all(sources.map((source) => source.ready?.())),
      new Promise<void>((resolve) => setTimeout(resolve, 5_000).unref()),
    ]);
  return { userTools, mcp, sources, ready };
}
