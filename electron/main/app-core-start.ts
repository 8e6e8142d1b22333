// The core behind the first window: keys an earlier run kept in the encrypted file move into the keychain first (so
// the core reads them there), then the heavy half of startup (core-entry.ts, loaded only now) starts with what only
// the desktop has: the utility-process tools host, the OS choosers, the app's notices, notifier and updater.
import type * as Electron from 'electron';
import { join } from 'node:path';
import type { SecretStore } from '../secrets/secret-store';
import type { Core, CoreDeps } from './core-entry';
import { knowledgeFileOpener } from './knowledge-file-opener';
import { exportFolderChooser, importFileChooser, knowledgePathChooser } from './native-pickers';
import { keyMoveNotice, moveFileKeysToKeychain } from './secret-backend';
import type { NoticeText } from './notice-text';
import type { UserNotices } from './user-notices';
import { appHostChildLauncher } from './utility-host-child';

export interface AppCoreStartDeps extends Pick<
  CoreDeps,
  | 'dataDir'
  | 'platform'
  | 'secretStore'
  | 'openLink'
  | 'openMainWindow'
  | 'notifier'
  | 'jobNoticeText'
  | 'appUpdate'
  | 'onEvent'
  | 'onUpgradeStep'
  | 'log'
> {
  electron: Pick<typeof Electron, 'app' | 'dialog' | 'safeStorage' | 'utilityProcess' | 'shell'>;
  /** The folder of the built main bundle (out/main): the user-tools host script is next to it. */
  outDir: string;
  /** The OS keychain the moved keys go into. */
  keychain: SecretStore;
  notices: Pick<UserNotices, 'tell' | 'queued'>;
  /** Main's own notices in the UI's language (the moved keys' notice). */
  noticeText: () => Pick<NoticeText, 'keysMoved'>;
}

export function startAppCore(deps: AppCoreStartDeps): Promise<Core> {
  const { electron, platform, log } = deps;
  const { app } = electron;
  const keysMoved = moveFileKeysToKeychain({
    keychain: deps.keychain,
    safeStorage: electron.safeStorage,
    platform,
    dataDir: deps.dataDir,
  })
    .then((result) => {
      const notice = keyMoveNotice(result, deps.noticeText());
      if (notice) deps.notices.tell(notice.level, notice.message);
    })
    .catch((error: unknown) =>
      log(`moving keys to the keychain: ${error instanceof Error ? error.message : String(error)}`),
    );
  return keysMoved
    .then(() => import('./core-entry'))
    .then(({ startCore }) =>
      startCore({
        dataDir: deps.dataDir,
        userToolsHostScript: join(deps.outDir, 'user-tools-host.mjs'),
        knowledgeWorkerScript: join(deps.outDir, 'knowledge-worker.js'),
        upgradeWorker: { script: join(deps.outDir, 'database-upgrade-worker.js') },
        ...(deps.onUpgradeStep ? { onUpgradeStep: deps.onUpgradeStep } : {}),
        knowledge: {
          openKnowledgeFile: knowledgeFileOpener(electron.shell),
          chooseKnowledgePath: knowledgePathChooser(electron.dialog),
        },
        userToolsLauncher: appHostChildLauncher({
          utilityProcess: electron.utilityProcess,
          isPackaged: app.isPackaged,
        }),
        platform,
        env: process.env,
        secretStore: deps.secretStore,
        locale: app.getLocale(),
        version: app.getVersion(),
        openLink: deps.openLink,
        queuedNotices: () => deps.notices.queued(),
        chooseImportFile: importFileChooser(electron.dialog),
        chooseExportFolder: exportFolderChooser(electron.dialog),
        appUpdate: deps.appUpdate,
        openMainWindow: deps.openMainWindow,
        notifier: deps.notifier,
        ...(deps.jobNoticeText ? { jobNoticeText: deps.jobNoticeText } : {}),
        onEvent: deps.onEvent,
        log,
      }),
    );
}
