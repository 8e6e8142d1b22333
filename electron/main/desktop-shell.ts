// The parts of the desktop that need settings: the tray (with the scheduler pause toggle) and the global quick-ask
// shortcut. Both follow settings changes; a shortcut that cannot be registered is reported to the user.
import type * as Electron from 'electron';
import type { HearthRuntime } from '../runtime/create-runtime';
import type { EventPayload } from '../shared/contract';
import { mainTextFor, type MainText } from './main-text';
import { resourcesDir } from './resources';
import { desktopLanguage } from './job-notice-text';
import { noticeText } from './notice-text';
import { createShortcutController } from './shortcut';
import { createHearthTray, type HearthTray } from './tray';
import type { UserNotices } from './user-notices';
import type { WindowManager } from './window-manager';

export interface DesktopShellDeps {
  electron: Pick<typeof Electron, 'app' | 'Tray' | 'Menu' | 'nativeTheme' | 'globalShortcut'>;
  runtime: Pick<HearthRuntime, 'settings' | 'settingsStore'>;
  windows: Pick<WindowManager, 'show' | 'toggleQuickAsk'>;
  notices: Pick<UserNotices, 'tell'>;
  navigate: (payload: EventPayload<'app:navigate'>) => void;
  platform: NodeJS.Platform;
  /** How many approvals wait (the tray's badge). */
  approvalsWaiting?: () => number;
  /** The packaged app's "Install 'hearth' command in PATH" (absent in development runs). */
  installCliCommand?: () => void;
  log?: (message: string) => void;
}

export interface DesktopShell {
  trayAvailable: boolean;
  /** Redraws the tray (its badge) after the approvals waiting changed. */
  refreshTray(): void;
  dispose(): void;
}

/** Main's words in the UI's language: the setting, or the system's preferred languages. */
export function desktopText(
  app: Pick<typeof Electron.app, 'getPreferredSystemLanguages' | 'getLocale'>,
  setting: string,
): MainText {
  const preferred = app.getPreferredSystemLanguages();
  return mainTextFor(setting, preferred.length > 0 ? preferred : [app.getLocale()]);
}

export function startDesktopShell(deps: DesktopShellDeps): DesktopShell {
  const { electron, runtime, windows, notices } = deps;
  const words = () => noticeText(desktopLanguage(electron.app, runtime.settings().ui.language));
  const shortcut = createShortcutController({
    globalShortcut: electron.globalShortcut,
    onTrigger: () => windows.toggleQuickAsk(),
    onFailure: (failure, kept) =>
      notices.tell('warning', words().shortcutFailed(failure, kept), { notification: true }),
  });
  shortcut.apply(runtime.settings().ui.quickAskShortcut);

  let tray: HearthTray | undefined;
  try {
    tray = createHearthTray({
      Tray: electron.Tray,
      Menu: electron.Menu,
      nativeTheme: electron.nativeTheme,
      resourcesDir: resourcesDir({
        isPackaged: electron.app.isPackaged,
        resourcesPath: process.resourcesPath,
        appPath: electron.app.getAppPath(),
      }),
      platform: deps.platform,
      state: () => ({
        schedulerPaused: runtime.settings().scheduler.paused,
        quickAskAccelerator: shortcut.current(),
        approvalsWaiting: deps.approvalsWaiting?.() ?? 0,
        text: desktopText(electron.app, runtime.settings().ui.language),
      }),
      actions: {
        quickAsk: () => windows.toggleQuickAsk(),
        openHearth: () => windows.show('main'),
        newChat: () => deps.navigate({ to: 'new-chat' }),
        setSchedulerPaused: (paused) => {
          const result = runtime.settingsStore.set('scheduler.paused', paused);
          if (!result.ok) notices.tell('error', words().schedulerToggleFailed(paused, result.error));
        },
        ...(deps.installCliCommand ? { installCliCommand: deps.installCliCommand } : {}),
        quit: () => electron.app.quit(),
      },
    });
  } catch (error) {
    deps.log?.(`tray: ${error instanceof Error ? error.message : String(error)}`);
  }

  const unsubscribe = runtime.settingsStore.onChange((settings) => {
    shortcut.apply(settings.ui.quickAskShortcut);
    tray?.refresh();
  });
  return {
    trayAvailable: tray !== undefined,
    refreshTray: () => tray?.refresh(),
    dispose() {
      unsubscribe();
      shortcut.dispose();
      tray?.destroy();
    },
  };
}
