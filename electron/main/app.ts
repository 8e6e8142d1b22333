// THE composition root of the desktop app. Shows the main window first, then builds the core runtime over the data
// folder; binds IPC (calls wait for the core), routes each run's events to the window that started it, and wires
// the tray, the quick-ask shortcut, notifications (approvals waiting unseen included), the keychain fallback and the
// quit sequence. The core's start is app-core-start.ts, each event's routing run-event-routing.ts, quitting app-quit.ts.
import type * as Electron from 'electron';
import { homedir } from 'node:os';
import { join } from 'node:path';
import { redactFailureText } from '../shared/redaction/redact-failure';
import type { HearthRuntime } from '../runtime/create-runtime';
import { createKeytarSecretStore } from '../secrets/keytar-secret-store';
import type { SecretStore } from '../secrets/secret-store';
import { defaultSettings, type Settings } from '../shared/settings-schema';
import type { EventChannel, EventPayload } from '../shared/contract';
import { callerId } from '../shared/caller-id';
import { alertWindowFor } from './caller-windows';
import { createApprovalAlerts } from './approval-alerts';
import { installAppQuit } from './app-quit';
import { startAppCore } from './app-core-start';
import { closeActionFor } from './close-behaviour';
import { contentSecurityPolicyFor } from './content-security';
import { createDeferredHandlers } from './deferred-handlers';
import { createExternalOpener } from './external-opener';
import { bindIpc } from './ipc';
import type { LaunchArgs } from './launch-args';
import { createNotifier, type Notifier } from './notifier';
import { createPageTrust } from './page-trust';
import { resourcesDir } from './resources';
import { createRunEventRouter } from './run-event-routing';
import { createRunTracker } from './run-tracker';
import { createAppSecretStore } from './secret-backend';
import { desktopText, startDesktopShell } from './desktop-shell';
import { desktopLanguage, jobNoticeText } from './job-notice-text';
import { noticeText } from './notice-text';
import { createUserNotices } from './user-notices';
import { startAppUpdate } from './app-update-start';
import { updatePromptText } from './update-prompt-text';
import { cliInstallMessage, defaultCliBinDir, installCliCommand } from './cli-command';
import type { AppUpdate, UpdaterLike } from './app-update';
import { hardenSession, hardenWebContents } from './web-security';
import { createWindowManager } from './window-manager';
import { createWindowStateFile } from './window-state-file';
import { createWindow, rendererLocation, windowCatalogue } from './windows';

/** The Electron modules the app uses, injected so index.ts is the only place that imports them. */
export type ElectronModules = Pick<
  typeof Electron,
  | 'app'
  | 'BrowserWindow'
  | 'ipcMain'
  | 'session'
  | 'shell'
  | 'dialog'
  | 'screen'
  | 'Tray'
  | 'Menu'
  | 'nativeTheme'
  | 'globalShortcut'
  | 'Notification'
  | 'safeStorage'
  | 'webContents'
  | 'utilityProcess'
>;

export interface HearthApp {
  /** Resolves once the core runtime is up (rejects if it could not start). */
  ready: Promise<HearthRuntime>;
  /** For the scheduler wiring: OS notification whose click opens the conversation. */
  notifier: Notifier;
}

export interface HearthAppOptions extends LaunchArgs {
  dataDir: string;
  /** The folder of the built main bundle (out/main): the preload and renderer are found next to it. */
  outDir: string;
  /** The OS keychain store; default keytar (service "Hearth"). Tests inject one. */
  keychain?: SecretStore;
  /** electron-updater's autoUpdater (packaged builds); tests inject one over a local feed. */
  loadUpdater?: () => Promise<UpdaterLike>;
}

export function startHearthApp(electron: ElectronModules, launch: HearthAppOptions): HearthApp {
  const { app, ipcMain, shell } = electron;
  const platform = process.platform;
  const log = (message: string) => console.log(`hearth: ${message}`);
  const devServerUrl = app.isPackaged ? undefined : process.env.ELECTRON_RENDERER_URL;
  const location = rendererLocation(launch.outDir, devServerUrl);
  const isOwnPage = createPageTrust({ indexHtml: location.indexHtml, devServerUrl });
  const openLink = createExternalOpener({ openExternal: (url) => shell.openExternal(url) });

  hardenSession(electron.session.defaultSession, {
    isOwnPage,
    contentSecurityPolicy: contentSecurityPolicyFor(devServerUrl),
  });
  app.on('web-contents-created', (_event, contents) =>
    hardenWebContents(contents, { isOwnPage, openExternal: openLink, log }),
  );

  let settings: () => Settings = defaultSettings;
  /** Main's own notices in the UI's language (the setting once the core is up; the system's before). */
  const mainNotices = () => noticeText(desktopLanguage(app, settings().ui.language));
  let trayAvailable = false;
  const windows = createWindowManager({
    catalogue: windowCatalogue(join(launch.outDir, '../preload/index.cjs')),
    build: (spec) => createWindow(electron.BrowserWindow, spec, location),
    screen: electron.screen,
    stateFile: createWindowStateFile(join(launch.dataDir, 'window-state.json'), log),
    mainCloseAction: () =>
      closeActionFor({ platform, closeToTray: settings().ui.closeToTray, trayAvailable, quitting: false }),
    requestQuit: () => app.quit(),
  });
  const navigate = (payload: EventPayload<'app:navigate'>) => {
    windows.show('main');
    windows.send('main', 'app:navigate' satisfies EventChannel, payload);
  };
  const keychain = launch.keychain ?? createKeytarSecretStore();
  const secretStore = createAppSecretStore({
    keychain,
    safeStorage: electron.safeStorage,
    platform,
    dataDir: launch.dataDir,
    onFallback: (choice) =>
      notices.tell(choice.kind === 'session' ? 'warning' : 'info', mainNotices().keychainFallback(choice.kind)),
  });
  const redact = (text: string) => redactFailureText(text, secretStore.knownValues());
  const resources = resourcesDir({
    isPackaged: app.isPackaged,
    resourcesPath: process.resourcesPath,
    appPath: app.getAppPath(),
  });
  const notifier = createNotifier({
    Notification: electron.Notification,
    icon: join(resources, 'icon.png'),
    redact,
    onOpenConversation: (conversationId) =>
      conversationId ? navigate({ to: 'conversation', conversationId }) : windows.show('main'),
  });
  // A waiting approval the person cannot see raises a notification; the tray counts what waits.
  let refreshTray: () => void = () => undefined;
  const approvalAlerts = createApprovalAlerts({
    notify: (request) => notifier.notify(request),
    windowFor: (caller) => alertWindowFor(windows, caller),
    onWaitingChange: () => refreshTray(),
    text: () => desktopText(app, settings().ui.language),
  });
  // A dialog that was on screen when it came up is announced once its window goes to the background.
  app.on('browser-window-blur', (_event, window) => approvalAlerts.windowLeft(callerId.window(window.webContents.id)));
  const notices = createUserNotices({
    sendLive: (notice) => windows.send('main', 'app:notice' satisfies EventChannel, notice),
    showNotification: (title, body) => void notifier.notify({ title, body }),
  });

  // The main window comes first; storage, the sandbox probe and the tools load behind it.
  windows.ensure('main');
  if (launch.quickAsk) windows.show('quickAsk');

  const tracker = createRunTracker();
  const core = startAppCore({
    electron,
    dataDir: launch.dataDir,
    outDir: launch.outDir,
    platform,
    keychain,
    secretStore,
    notices,
    noticeText: mainNotices,
    openLink,
    appUpdate: () => appUpdate,
    openMainWindow: (conversationId) => {
      if (conversationId) navigate({ to: 'conversation', conversationId });
      else windows.show('main');
      return { ok: true };
    },
    notifier,
    jobNoticeText: (notice) => jobNoticeText(notice, desktopLanguage(app, settings().ui.language)),
    onEvent: createRunEventRouter({
      tracker,
      appUpdate: () => appUpdate,
      approvalAlerts,
      webContents: electron.webContents,
    }),
    onUpgradeStep: (step) => windows.send('main', 'app:upgrade' satisfies EventChannel, step),
    log,
  });
  const ready = core.then((started) => started.runtime);
  // Settings → Knowledge's progress bar follows the background indexer.
  void ready.then(
    (runtime) =>
      runtime.knowledge.background?.subscribe((progress) =>
        windows.send('main', 'knowledge:progress' satisfies EventChannel, progress),
      ),
    () => undefined, // a core that did not start is reported below
  );

  bindIpc({
    ipcMain,
    handlers: createDeferredHandlers(core.then((started) => started.handlers)),
    isTrustedFrame: isOwnPage,
    isTrustedSender: (id) => windows.ownsWebContents(id),
    redact,
    log: (message) => console.warn(`hearth: ${message}`),
  });

  const desktopReady = ready.then((runtime) => {
    settings = runtime.settings;
    const desktop = startDesktopShell({
      electron,
      runtime,
      windows,
      notices,
      navigate,
      platform,
      log,
      approvalsWaiting: () => approvalAlerts.waiting(),
      ...(app.isPackaged
        ? {
            installCliCommand: () => {
              const result = installCliCommand({
                appExecutable: process.env.APPIMAGE ?? process.execPath,
                platform,
                binDir: defaultCliBinDir(platform, homedir()),
                pathEnv: process.env.PATH,
              });
              const told = cliInstallMessage(result);
              notices.tell(
                told.level,
                result.ok ? mainNotices().cliInstalled(result.path, result.onPath) : told.message,
              );
            },
          }
        : {}),
    });
    trayAvailable = desktop.trayAvailable;
    refreshTray = () => desktop.refreshTray();
    return desktop;
  });
  ready.catch((error: unknown) => log(`startup failed: ${error instanceof Error ? error.message : String(error)}`));
  desktopReady.catch(() => undefined); // reported above; IPC calls answer with the reason
  // Auto-update (packaged builds): checks at start and daily; "Restart to update" never while a reply or job runs.
  const appUpdate: Promise<AppUpdate | undefined> = ready.then((runtime) =>
    startAppUpdate({
      isPackaged: app.isPackaged,
      dialog: electron.dialog,
      // electron-updater types `on` per event; UpdaterLike names the events app-update.ts listens to by string.
      loadUpdater:
        launch.loadUpdater ?? (async () => (await import('electron-updater')).autoUpdater as unknown as UpdaterLike),
      channel: () => runtime.settings().updates.channel,
      onSettingsChange: (listener) => runtime.settingsStore.onChange(listener),
      busyReason: () => (tracker.active() > 0 ? 'A reply or a job is still running.' : null),
      // The chat window shows the banner; quick-ask gets the state too. No main window: the native dialog asks.
      showInWindows: (state) => {
        windows.send('quickAsk', 'app:update' satisfies EventChannel, state);
        return windows.send('main', 'app:update' satisfies EventChannel, state);
      },
      tell: (message) => notices.tell('info', message),
      promptWords: () => updatePromptText(desktopLanguage(app, settings().ui.language)),
      log,
    }),
  );
  appUpdate.catch((error: unknown) => log(`auto-update: ${error instanceof Error ? error.message : String(error)}`));

  app.on('second-instance', (_event, argv) =>
    argv.includes('--quick-ask') ? windows.show('quickAsk') : windows.show('main'),
  );
  app.on('activate', () => windows.show('main'));
  // Closing windows never quits by itself: close-behaviour.ts decides (tray, Dock, or quit).
  app.on('window-all-closed', () => undefined);
  installAppQuit(app, { ready, tracker, windows, desktopReady, log });
  return { ready, notifier };
}
