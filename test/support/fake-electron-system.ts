// Fakes of Electron's system-facing modules for glue tests: Tray, Menu, globalShortcut, Notification, safeStorage,
// session, nativeTheme and app. Each records what main did and lets a test play the OS (a taken shortcut, a click).
import { EventEmitter } from 'node:events';

type Listener = (...args: unknown[]) => unknown;

export interface FakeMenuItem {
  id?: string;
  label?: string;
  type?: string;
  checked?: boolean;
  accelerator?: string;
  click?: (...args: unknown[]) => void;
}

export const fakeMenu = {
  buildFromTemplate: (template: FakeMenuItem[]) => ({ items: template }),
};

export class FakeTray extends EventEmitter {
  static instances: FakeTray[] = [];
  menu?: { items: FakeMenuItem[] };
  tooltip = '';
  /** macOS: the text next to the icon. */
  title = '';
  destroyed = false;
  constructor(public image: string) {
    super();
    FakeTray.instances.push(this);
  }
  setContextMenu(menu: { items: FakeMenuItem[] }): void {
    this.menu = menu;
  }
  setToolTip(text: string): void {
    this.tooltip = text;
  }
  setTitle(text: string): void {
    this.title = text;
  }
  setImage(image: string): void {
    this.image = image;
  }
  destroy(): void {
    this.destroyed = true;
  }
  /** Clicks the menu item with this id. */
  clickItem(id: string): void {
    const item = this.menu?.items.find((candidate) => candidate.id === id);
    if (!item?.click) throw new Error(`no clickable tray item '${id}'`);
    item.click();
  }
}

/** A global-shortcut registry where some accelerators are taken by "other apps" and malformed ones throw. */
export function createFakeGlobalShortcut(taken: string[] = []) {
  const registered = new Map<string, () => void>();
  return {
    registered,
    taken: new Set(taken),
    register(accelerator: string, callback: () => void): boolean {
      if (/\b(Bogus|Nope)\b/.test(accelerator))
        throw new Error(`Error processing argument at index 0, conversion failure from ${accelerator}`);
      if (this.taken.has(accelerator) || registered.has(accelerator)) return false;
      registered.set(accelerator, callback);
      return true;
    },
    unregister(accelerator: string): void {
      registered.delete(accelerator);
    },
    isRegistered: (accelerator: string) => registered.has(accelerator),
    unregisterAll: () => registered.clear(),
    /** Plays the user pressing the shortcut. */
    press(accelerator: string): void {
      registered.get(accelerator)?.();
    },
  };
}

export class FakeNotification extends EventEmitter {
  static instances: FakeNotification[] = [];
  static supported = true;
  static isSupported(): boolean {
    return FakeNotification.supported;
  }
  shown = false;
  constructor(readonly options: { title?: string; body?: string; icon?: unknown }) {
    super();
    FakeNotification.instances.push(this);
  }
  show(): void {
    this.shown = true;
  }
  /** Plays the user clicking the notification. */
  click(): void {
    this.emit('click', {});
  }
}

/** safeStorage with a reversible, clearly fake "encryption" (tests only check the round trip and the choice logic). */
export function createFakeSafeStorage(state: { available: boolean; backend: string }) {
  const marker = Buffer.from('fake-safe:');
  return {
    state,
    isEncryptionAvailable: () => state.available,
    getSelectedStorageBackend: () => state.backend as 'basic_text',
    encryptString: (text: string) => Buffer.concat([marker, Buffer.from(text, 'utf8').map((byte) => byte ^ 0x5a)]),
    decryptString: (buffer: Buffer) => {
      if (!buffer.subarray(0, marker.length).equals(marker))
        throw new Error('Error while decrypting the ciphertext provided to safeStorage.decryptString.');
      return Buffer.from(buffer.subarray(marker.length).map((byte) => byte ^ 0x5a)).toString('utf8');
    },
  };
}

export function createFakeSession() {
  const handlers: { permissionRequest?: Listener; permissionCheck?: Listener; device?: Listener; headers?: Listener } =
    {};
  return {
    handlers,
    setPermissionRequestHandler: (handler: Listener) => void (handlers.permissionRequest = handler),
    setPermissionCheckHandler: (handler: Listener) => void (handlers.permissionCheck = handler),
    setDevicePermissionHandler: (handler: Listener) => void (handlers.device = handler),
    webRequest: { onHeadersReceived: (handler: Listener) => void (handlers.headers = handler) },
  };
}

export function createFakeNativeTheme(dark = false) {
  const theme = Object.assign(new EventEmitter(), { shouldUseDarkColors: dark });
  return theme;
}

/** `app`: records quit() calls and lets a test emit lifecycle events. */
export function createFakeApp(options: { isPackaged?: boolean; appPath?: string } = {}) {
  const app = Object.assign(new EventEmitter(), {
    isPackaged: options.isPackaged ?? false,
    quitCalls: 0,
    quit() {
      app.quitCalls += 1;
    },
    getAppPath: () => options.appPath ?? '/app',
    getVersion: () => '0.0.0-test',
    getLocale: () => 'en-US',
    getPreferredSystemLanguages: () => ['en-US'],
  });
  return app;
}
