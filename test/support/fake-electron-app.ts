// A whole fake `electron` module set for composition-root tests: an `app` that quits the way Electron does
// (before-quit may be prevented, then every window is closed, and a window that refuses to close cancels the quit),
// plus the window, system and IPC fakes wired together.
import { EventEmitter } from 'node:events';
import { createFakeIpcMain } from './fake-electron';
import {
  createFakeGlobalShortcut,
  createFakeNativeTheme,
  createFakeSafeStorage,
  createFakeSession,
  fakeMenu,
  FakeNotification,
  FakeTray,
} from './fake-electron-system';
import { createFakeScreen, fakeEvent, FakeBrowserWindow } from './fake-electron-windows';

export function createFakeElectronApp() {
  const app = Object.assign(new EventEmitter(), {
    isPackaged: false,
    quitCalls: 0,
    finished: false,
    getVersion: () => '9.9.9-test',
    getLocale: () => 'en-GB',
    getPreferredSystemLanguages: () => ['en-GB'],
    getAppPath: () => '/src/hearth',
    quit() {
      app.quitCalls += 1;
      const beforeQuit = fakeEvent();
      app.emit('before-quit', beforeQuit);
      if (beforeQuit.defaultPrevented) return;
      for (const window of FakeBrowserWindow.instances.filter((candidate) => !candidate.destroyed)) {
        window.close();
        if (!window.destroyed) return; // a window refused to close: Electron cancels the quit
      }
      app.emit('will-quit', fakeEvent());
      app.finished = true;
    },
  });
  return app;
}

export function createFakeElectronModules(options: { takenShortcuts?: string[] } = {}) {
  FakeBrowserWindow.instances.length = 0;
  FakeTray.instances.length = 0;
  FakeNotification.instances.length = 0;
  const opened: string[] = [];
  const app = createFakeElectronApp();
  /** Like Electron, every new window's web contents is announced through app 'web-contents-created'. */
  class AnnouncedBrowserWindow extends FakeBrowserWindow {
    constructor(windowOptions: ConstructorParameters<typeof FakeBrowserWindow>[0]) {
      super(windowOptions);
      app.emit('web-contents-created', fakeEvent(), this.webContents);
    }
  }
  const modules = {
    app,
    BrowserWindow: AnnouncedBrowserWindow as typeof FakeBrowserWindow,
    ipcMain: createFakeIpcMain(),
    session: { defaultSession: createFakeSession() },
    shell: { openExternal: async (url: string) => void opened.push(url) },
    dialog: { showOpenDialog: async () => ({ canceled: true, filePaths: [] as string[] }) },
    screen: createFakeScreen([
      { id: 1, bounds: { x: 0, y: 0, width: 1920, height: 1080 }, workArea: { x: 0, y: 0, width: 1920, height: 1040 } },
    ]),
    Tray: FakeTray,
    Menu: fakeMenu,
    nativeTheme: createFakeNativeTheme(),
    globalShortcut: createFakeGlobalShortcut(options.takenShortcuts),
    Notification: FakeNotification,
    safeStorage: createFakeSafeStorage({ available: false, backend: 'basic_text' }),
    webContents: {
      fromId: (id: number) => FakeBrowserWindow.instances.find((window) => window.webContents.id === id)?.webContents,
    },
  };
  return { modules, opened };
}
