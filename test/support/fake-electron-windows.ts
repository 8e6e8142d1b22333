// Fakes of Electron's BrowserWindow, WebContents and screen for glue tests: they record what main asked for and let
// a test play the user or the OS (close, blur, load, display layout).
import { EventEmitter } from 'node:events';

export interface FakeRect {
  x: number;
  y: number;
  width: number;
  height: number;
}

let nextWebContentsId = 1;

export class FakeWebContents extends EventEmitter {
  readonly id = nextWebContentsId++;
  readonly sent: { channel: string; payload: unknown }[] = [];
  windowOpenHandler?: (details: { url: string }) => { action: 'allow' | 'deny' };
  loading = false;
  destroyed = false;
  url = '';
  send(channel: string, payload: unknown): void {
    this.sent.push({ channel, payload });
  }
  isLoading(): boolean {
    return this.loading;
  }
  isDestroyed(): boolean {
    return this.destroyed;
  }
  getURL(): string {
    return this.url;
  }
  setWindowOpenHandler(handler: (details: { url: string }) => { action: 'allow' | 'deny' }): void {
    this.windowOpenHandler = handler;
  }
  /** Plays a finished page load. */
  finishLoad(): void {
    this.loading = false;
    this.emit('did-finish-load');
  }
}

/** A preventable event like Electron's. */
export function fakeEvent(fields: Record<string, unknown> = {}) {
  const event = {
    ...fields,
    defaultPrevented: false,
    preventDefault() {
      event.defaultPrevented = true;
    },
  };
  return event;
}

export class FakeBrowserWindow extends EventEmitter {
  static instances: FakeBrowserWindow[] = [];
  readonly webContents = new FakeWebContents();
  bounds: FakeRect;
  visible = false;
  focused = false;
  minimized = false;
  maximized = false;
  destroyed = false;
  loaded?: { url?: string; file?: string; hash?: string };
  readonly calls: string[] = [];

  constructor(readonly options: Record<string, unknown> & { webPreferences?: Record<string, unknown> }) {
    super();
    const width = (options.width as number | undefined) ?? 800;
    const height = (options.height as number | undefined) ?? 600;
    this.bounds = {
      x: (options.x as number | undefined) ?? 0,
      y: (options.y as number | undefined) ?? 0,
      width,
      height,
    };
    FakeBrowserWindow.instances.push(this);
  }
  loadURL(url: string): Promise<void> {
    this.loaded = { url };
    this.webContents.url = url;
    return Promise.resolve();
  }
  loadFile(file: string, options?: { hash?: string }): Promise<void> {
    this.loaded = { file, hash: options?.hash };
    this.webContents.url = `file://${file}${options?.hash ? `#${options.hash}` : ''}`;
    return Promise.resolve();
  }
  show(): void {
    this.calls.push('show');
    this.visible = true;
  }
  hide(): void {
    this.calls.push('hide');
    this.visible = false;
    this.focused = false;
    this.emit('hide');
  }
  focus(): void {
    this.calls.push('focus');
    this.focused = true;
    this.emit('focus');
  }
  /** Plays the window losing focus to another app. */
  blur(): void {
    this.focused = false;
    this.emit('blur');
  }
  isVisible(): boolean {
    return this.visible;
  }
  isFocused(): boolean {
    return this.focused;
  }
  isMinimized(): boolean {
    return this.minimized;
  }
  restore(): void {
    this.calls.push('restore');
    this.minimized = false;
  }
  isMaximized(): boolean {
    return this.maximized;
  }
  maximize(): void {
    this.maximized = true;
  }
  isDestroyed(): boolean {
    return this.destroyed;
  }
  getBounds(): FakeRect {
    return { ...this.bounds };
  }
  getNormalBounds(): FakeRect {
    return { ...this.bounds };
  }
  setBounds(bounds: Partial<FakeRect>): void {
    this.bounds = { ...this.bounds, ...bounds };
  }
  /** Plays the user closing the window: 'close' may be prevented; otherwise the window is destroyed. */
  close(): void {
    const event = fakeEvent();
    this.emit('close', event);
    if (event.defaultPrevented) return;
    this.destroy();
  }
  destroy(): void {
    if (this.destroyed) return;
    this.destroyed = true;
    this.visible = false;
    this.webContents.destroyed = true;
    this.emit('closed');
  }
}

export interface FakeDisplay {
  id: number;
  bounds: FakeRect;
  workArea: FakeRect;
}

export function createFakeScreen(displays: FakeDisplay[], cursor = { x: 10, y: 10 }) {
  const contains = (rect: FakeRect, point: { x: number; y: number }) =>
    point.x >= rect.x && point.x < rect.x + rect.width && point.y >= rect.y && point.y < rect.y + rect.height;
  return {
    cursor,
    getCursorScreenPoint: () => ({ ...cursor }),
    getAllDisplays: () => displays,
    getPrimaryDisplay: () => displays[0]!,
    getDisplayNearestPoint: (point: { x: number; y: number }) =>
      displays.find((display) => contains(display.bounds, point)) ?? displays[0]!,
  };
}
