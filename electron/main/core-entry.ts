// The heavy half of startup, loaded with a dynamic import after the main window exists: the core runtime (SQLite,
// the shell sandbox probe, the model client, the tools, the scheduler) and the desktop invoke handlers.
import { createHearthRuntime, type HearthRuntime } from '../runtime/create-runtime';
import type { OpenMainWindow } from '../runtime/handlers/settings-data';
import type { HostChildLauncher } from '../runtime/tools-host-launch';
import type { SecretStore } from '../secrets/secret-store';
import type { AgentEvent } from '../shared/agent-events';
import type { InvokeHandlers } from '../shared/contract';
import { createDesktopHandlers, type DesktopHandlerDeps } from './desktop-handlers';
import type { ExternalOpener } from './external-opener';
import type { FallbackSecretStore } from './fallback-secret-store';
import type { Notifier } from './notifier';
import type { JobNotice } from '../shared/job-types';
import type { CallerId } from '../shared/caller-id';
import type { DatabaseUpgradeStep } from '../shared/database-upgrade';
import { upgradeInWorker, type UpgradeWorkerEntry } from '../runtime/upgrade/upgrade-in-worker';

export interface CoreDeps {
  dataDir: string;
  /** The user-tools host script shipped next to the main bundle (electron.vite.config.ts emits it). */
  userToolsHostScript?: string;
  /** The knowledge indexer thread's script, built next to the main bundle (electron.vite.config.ts). */
  knowledgeWorkerScript?: string;
  /** The database upgrade thread (database-upgrade-worker.js): an older database is upgraded there before the core opens it. */
  upgradeWorker?: UpgradeWorkerEntry;
  /** Each step of that upgrade (the window's "Upgrading your history" screen). */
  onUpgradeStep?: (step: DatabaseUpgradeStep) => void;
  /** knowledge:open and knowledge:choose (Electron's shell and dialog). */
  knowledge?: DesktopHandlerDeps['knowledge'];
  /** How custom tools hosts start in the app (Electron's utilityProcess: utility-host-child.ts). */
  userToolsLauncher?: HostChildLauncher;
  platform: NodeJS.Platform;
  locale?: string;
  env: Record<string, string | undefined>;
  secretStore: SecretStore & Pick<FallbackSecretStore, 'backend'>;
  version: string;
  openLink: ExternalOpener;
  queuedNotices: () => string[];
  /** window:open-main (quick-ask's "Open in main window"). */
  openMainWindow: OpenMainWindow;
  /** The OS file chooser (importing MCP servers from another app's config file). */
  chooseImportFile: () => Promise<string | null>;
  /** The OS folder chooser ("Export all" conversations). */
  chooseExportFolder: () => Promise<string | null>;
  /** Scheduled reminders and job results become OS notifications. */
  notifier: Notifier;
  /** A job's notification in the UI's language (job-notice-text.ts); the scheduler's English words when absent. */
  jobNoticeText?: (notice: JobNotice) => { title: string; body: string };
  /** update:status / update:restart: the app's updater once started (undefined: not available in this build). */
  appUpdate?: DesktopHandlerDeps['appUpdate'];
  onEvent: (event: AgentEvent, meta: { callerId?: CallerId; conversationId: string }) => void;
  log: (message: string) => void;
}

export interface Core {
  runtime: HearthRuntime;
  handlers: InvokeHandlers;
}

export async function startCore(deps: CoreDeps): Promise<Core> {
  // Off the main thread, so the window stays responsive and shows the steps; the core then opens a current database.
  const upgrade = deps.upgradeWorker
    ? await upgradeInWorker({
        dataDir: deps.dataDir,
        hearthVersion: deps.version,
        worker: deps.upgradeWorker,
        onStep: (step) => deps.onUpgradeStep?.(step),
      })
    : { ok: true as const, notices: [] };
  if (!upgrade.ok) throw new Error(upgrade.error);
  const runtime = await createHearthRuntime({
    dataDir: deps.dataDir,
    // The desktop app backs the data folder up daily (keeping 7) into <dataDir>/backups; its version goes into each.
    appVersion: deps.version,
    automaticBackups: true,
    ...(deps.userToolsHostScript ? { userToolsHostScript: deps.userToolsHostScript } : {}),
    ...(deps.knowledgeWorkerScript ? { knowledgeWorker: { script: deps.knowledgeWorkerScript } } : {}),
    env: deps.env,
    platform: deps.platform,
    locale: deps.locale,
    secretStore: deps.secretStore,
    startScheduler: true,
    notifyReminder: (notice) => void deps.notifier.notify(notice),
    notify: (request) => deps.notifier.notify(request),
    notifyJob: (notice) =>
      void deps.notifier.notify({
        ...(deps.jobNoticeText?.(notice) ?? { title: notice.title, body: notice.body }),
        conversationId: conversationOf(notice),
      }),
    onEvent: deps.onEvent,
    log: deps.log,
    // A remote MCP server that needs a sign-in: the system browser (through the validated opener), loopback redirect.
    sourceOptions: {
      ...(deps.userToolsLauncher ? { userTools: { launcher: deps.userToolsLauncher } } : {}),
      mcp: {
        openAuthorization: async (url) => {
          const opened = await deps.openLink(url.href);
          if (!opened.opened) deps.log(`MCP sign-in page not opened: ${opened.reason}`);
        },
      },
    },
  });
  runtime.notices.push(...upgrade.notices);
  const handlers = createDesktopHandlers({
    runtime,
    secretStore: deps.secretStore,
    version: deps.version,
    openLink: deps.openLink,
    queuedNotices: deps.queuedNotices,
    openMainWindow: deps.openMainWindow,
    chooseImportFile: deps.chooseImportFile,
    chooseExportFolder: deps.chooseExportFolder,
    ...(deps.appUpdate ? { appUpdate: deps.appUpdate } : {}),
    ...(deps.knowledge ? { knowledge: deps.knowledge } : {}),
  });
  return { runtime, handlers };
}

/** Job notices that name their conversation open it when clicked (older notices carry only the job id). */
function conversationOf(notice: object): string | undefined {
  const value = (notice as { conversationId?: unknown }).conversationId;
  return typeof value === 'string' && value.length > 0 ? value : undefined;
}
