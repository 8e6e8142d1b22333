// The e2e harness: the real Hearth core (createHearthRuntime over a temp data folder: real SQLite, the real keychain
// store, real tools including the conditional browser) and the contract's invoke handlers, with the fake LLM server
// as its provider, served to the page by the bridge server.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { createKeytarSecretStore } from '../../../electron/secrets/keytar-secret-store';
import type { AgentEvent } from '../../../electron/shared/agent-events';
import { createInvokeHandlers } from '../../../electron/runtime/handlers/index';
import { createPendingApprovals, type PendingApprovals } from '../../../electron/agent/approvals/pending-approvals';
import { createHearthRuntime, type HearthRuntime } from '../../../electron/runtime/create-runtime';
import { startFakeLlmServer, type FakeLlmServer } from '../../support/fake-llm-server';
import { knowledgeWorkerEntry } from '../../support/knowledge-worker-entry';
import { makeTempDir, removeTempDir } from '../../support/temp-dir';
import { rendererBuildDir, startBridgeServer, type BridgeServer } from './bridge-server';

export interface HearthHarness {
  llm: FakeLlmServer;
  runtime: HearthRuntime;
  bridge: BridgeServer;
  dataDir: string;
  workspace: string;
  /** Links main handed to the "OS browser" (stands in for Electron's shell.openExternal). */
  openedLinks: string[];
  /** window:open-main calls (quick-ask's "Open in main window"), with the conversation asked for. */
  mainWindowOpened: { conversationId?: string }[];
  /** Files the "OS file chooser" answers next (first in, first out; empty: the person cancelled). */
  importFiles: string[];
  /** Folders the "OS folder chooser" answers next for Export all (first in, first out; empty: cancelled). */
  exportFolders: string[];
  /** Knowledge files main was asked to open (knowledge:open; stands in for Electron's shell), with the page. */
  openedFiles: { path: string; page?: number }[];
  /** Every agent event the runtime emitted, with the connection it was routed to. */
  events: { callerId?: string; event: AgentEvent }[];
  /** The requests waiting for the page's answer (what approval:pending lists and approval:respond resolves). */
  approvals: PendingApprovals;
  close: () => Promise<void>;
}

export async function startHearthHarness(
  options: {
    models?: string[];
    /**
     * Leave the provider as a fresh install has it (OpenAI, no key) so the window opens on the first-run setup; the
     * fake model server is then the "Ollama" the setup finds. Default: a configured provider (the fake model).
     */
    firstRun?: boolean;
    /** A restart: the data folder and workspace of an earlier harness (kept; the test removes them). */
    reuse?: { dataDir: string; workspace: string };
  } = {},
): Promise<HearthHarness> {
  const rendererDir = rendererBuildDir();
  if (!existsSync(join(rendererDir, 'index.html')))
    throw new Error(`No built renderer in ${rendererDir}: run node scripts/test-e2e.mjs (it builds it).`);
  const llm = await startFakeLlmServer({ models: options.models ?? ['fake-model', 'fake-model-large'] });
  const dataDir = options.reuse?.dataDir ?? makeTempDir('e2e-data');
  const workspace = options.reuse?.workspace ?? makeTempDir('e2e-workspace');
  const openedLinks: string[] = [];
  const mainWindowOpened: HearthHarness['mainWindowOpened'] = [];
  const events: HearthHarness['events'] = [];
  const importFiles: string[] = [];
  const exportFolders: string[] = [];
  const openedFiles: HearthHarness['openedFiles'] = [];
  const bridgeRef: { current?: BridgeServer } = {};
  const approvals = createPendingApprovals();

  const runtime = await createHearthRuntime({
    dataDir,
    platform: process.platform,
    env: { ...process.env },
    secretStore: createKeytarSecretStore(),
    onEvent: (event, meta) => {
      events.push({ callerId: meta.callerId, event });
      bridgeRef.current?.deliver(meta.callerId, event);
    },
    log: () => undefined,
    // Local server detection finds the fake model as Ollama; LM Studio's address answers nothing.
    localServers: { ollama: llm.url, lmstudio: 'http://127.0.0.1:9/v1' },
    // The desktop's knowledge indexer thread, booted from TypeScript.
    knowledgeWorker: knowledgeWorkerEntry,
  });
  runtime.knowledge.background?.subscribe((progress) => bridgeRef.current?.broadcast('knowledge:progress', progress));
  const handlers = createInvokeHandlers({
    runtime,
    approvals,
    version: 'e2e',
    // Stands in for Electron's shell.openExternal: the handler has already validated the URL.
    openExternal: async (url) => void openedLinks.push(url),
    // Stands in for the desktop's window manager: there is one page per connection and no separate main window, so
    // the pages are told to show the conversation, as Electron tells the main window.
    openMainWindow: (conversationId) => {
      mainWindowOpened.push(conversationId ? { conversationId } : {});
      if (conversationId) bridgeRef.current?.broadcast('app:navigate', { to: 'conversation', conversationId });
      return { ok: true };
    },
    // Stands in for Electron's dialog.showOpenDialog: the test queues the file a person would pick.
    chooseImportFile: async () => importFiles.shift() ?? null,
    chooseExportFolder: async () => exportFolders.shift() ?? null,
    // Stands in for Electron's shell (a PDF at its page): the handler has already checked the file is indexed.
    openKnowledgeFile: async (target) => void openedFiles.push(target),
  });
  const settings = runtime.settingsStore;
  const provider = [
    ['provider.active', 'custom'],
    ['provider.custom.baseUrl', llm.url],
    ['provider.custom.model', 'fake-model'],
  ] as const;
  for (const [path, value] of [
    ...(options.firstRun ? [] : provider),
    ['workspace', workspace],
    ['agent.maxRetries', 0],
  ] as const) {
    const result = settings.set(path, value);
    if (!result.ok) throw new Error(`harness setting ${path}: ${result.error}`);
  }
  const bridge = await startBridgeServer({ rendererDir, handlers });
  bridgeRef.current = bridge;

  return {
    llm,
    runtime,
    bridge,
    dataDir,
    workspace,
    openedLinks,
    mainWindowOpened,
    importFiles,
    exportFolders,
    openedFiles,
    events,
    approvals,
    close: async () => {
      await bridge.close();
      await runtime.close();
      await llm.close();
      if (options.reuse) return;
      removeTempDir(dataDir);
      removeTempDir(workspace);
    },
  };
}
