// The invoke handlers of the desktop app: the core's handlers (runtime/handlers/index.ts) plus what only the desktop
// knows — where keys are kept (`secrets:status` backend), notices queued before the window could show them, the
// validated, rate-limited link opener, showing the main window (quick-ask's "Open in main window") and the app update
// (`update:status`, `update:restart`; without an updater, the core's `unsupported`).
import { createInvokeHandlers, type InvokeHandlerDeps } from '../runtime/handlers/index';
import { createPendingApprovals, type PendingApprovals } from '../agent/approvals/pending-approvals';
import type { HearthRuntime } from '../runtime/create-runtime';
import type { OpenMainWindow } from '../runtime/handlers/settings-data';
import { failure, type InvokeHandlers } from '../shared/contract';
import type { AppUpdate } from './app-update';
import type { ExternalOpener } from './external-opener';
import type { FallbackSecretStore } from './fallback-secret-store';

export interface DesktopHandlerDeps {
  runtime: HearthRuntime;
  secretStore: Pick<FallbackSecretStore, 'backend'>;
  version: string;
  openLink: ExternalOpener;
  queuedNotices: () => string[];
  /** Shows and focuses the main window, on the conversation when one is given. */
  openMainWindow: OpenMainWindow;
  approvals?: PendingApprovals;
  /** The OS file chooser for importing MCP servers (Electron's dialog). */
  chooseImportFile?: () => Promise<string | null>;
  /** The OS folder chooser for "Export all" (Electron's dialog). */
  chooseExportFolder?: () => Promise<string | null>;
  /** knowledge:open and knowledge:choose (Electron's shell and dialog). */
  knowledge?: Pick<InvokeHandlerDeps, 'openKnowledgeFile' | 'chooseKnowledgePath'>;
  /** The app's updater once started (undefined in development runs, where updates are not available). */
  appUpdate?: () => Promise<Pick<AppUpdate, 'state' | 'restartToUpdate'> | undefined>;
}

export function createDesktopHandlers(deps: DesktopHandlerDeps): InvokeHandlers {
  const core = createInvokeHandlers({
    runtime: deps.runtime,
    approvals: deps.approvals ?? createPendingApprovals(),
    version: deps.version,
    openExternal: async (url) => {
      const result = await deps.openLink(url);
      // The opener's own refusal (a rate limit, a link it will not open) is shown with its reason.
      if (!result.opened) throw failure('refused', result.reason);
    },
    openMainWindow: deps.openMainWindow,
    ...(deps.chooseImportFile ? { chooseImportFile: deps.chooseImportFile } : {}),
    ...(deps.chooseExportFolder ? { chooseExportFolder: deps.chooseExportFolder } : {}),
    ...deps.knowledge,
  });
  return {
    ...core,
    'app:info': async (request, caller) => {
      const info = await core['app:info'](request, caller);
      return {
        ...info,
        notices: [...info.notices, ...deps.queuedNotices().filter((notice) => !info.notices.includes(notice))],
      };
    },
    'secrets:status': async (request, caller) => {
      const status = await core['secrets:status'](request, caller);
      // A transient keychain failure (locked, timed out) is reported as is; otherwise say where keys live now.
      return status.backend.startsWith('unavailable') ? status : { ...status, backend: deps.secretStore.backend() };
    },
    'update:status': async (request, caller) => {
      const update = await deps.appUpdate?.();
      return update ? update.state() : core['update:status'](request, caller);
    },
    'update:restart': async (request, caller) => {
      const update = await deps.appUpdate?.();
      if (!update) return core['update:restart'](request, caller);
      const restarted = update.restartToUpdate();
      if (!restarted.ok) throw failure('refused', restarted.reason);
      return null;
    },
  };
}
