// The heavy half of startup, loaded with a dynamic import after the main window exists: the core runtime (SQLite,
// the shell sandbox probe, the model client, the tools, the browser tool entry) and the desktop invoke handlers.
import { createHearthRuntime, type HearthRuntime } from '../agent/runtime';
import type { SecretStore } from '../secrets/secret-store';
import type { AgentEvent } from '../shared/agent-events';
import type { InvokeHandlers } from '../shared/contract';
import { createBrowserEntry } from './browser-entry';
import { createDesktopHandlers } from './desktop-handlers';
import type { ExternalOpener } from './external-opener';
import type { FallbackSecretStore } from './fallback-secret-store';

export interface CoreDeps {
  dataDir: string;
  platform: NodeJS.Platform;
  env: Record<string, string | undefined>;
  secretStore: SecretStore & Pick<FallbackSecretStore, 'backend'>;
  version: string;
  openLink: ExternalOpener;
  queuedNotices: () => string[];
  onEvent: (event: AgentEvent, meta: { callerId?: string; conversationId: string }) => void;
  log: (message: string) => void;
}

export interface Core {
  runtime: HearthRuntime;
  handlers: InvokeHandlers;
  closeBrowser: () => Promise<void>;
}

export async function startCore(deps: CoreDeps): Promise<Core> {
  const browser = createBrowserEntry();
  const runtime = await createHearthRuntime({
    dataDir: deps.dataDir,
    env: deps.env,
    platform: deps.platform,
    secretStore: deps.secretStore,
    extraTools: (core) => ({ entries: [browser.entry(core)] }),
    onEvent: deps.onEvent,
    log: deps.log,
  });
  const handlers = createDesktopHandlers({
    runtime,
    secretStore: deps.secretStore,
    version: deps.version,
    openLink: deps.openLink,
    queuedNotices: deps.queuedNotices,
  });
  return { runtime, handlers, closeBrowser: () => browser.close() };
}
