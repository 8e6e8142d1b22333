// Creates windows from the catalogue on demand and keeps one of each: the main window (remembered bounds, close to
// tray) and the quick-ask window (created on first use, centred on the active display, hidden on blur, reused).
import type { BrowserWindow, Event as ElectronEvent, Screen } from 'electron';
import type { CloseAction } from './close-behaviour';
import { centreOnDisplay, restorableBounds } from './window-geometry';
import type { WindowStateFile } from './window-state-file';
import type { WindowName, WindowSpec } from './windows';

export type ScreenLike = Pick<Screen, 'getCursorScreenPoint' | 'getDisplayNearestPoint' | 'getAllDisplays'>;

export interface WindowManagerDeps {
  catalogue: Record<WindowName, WindowSpec>;
  /** Builds a window for a spec (windows.ts createWindow bound to BrowserWindow and the renderer location). */
  build: (spec: WindowSpec) => BrowserWindow;
  screen: ScreenLike;
  stateFile?: WindowStateFile;
  /** What closing the main window should do right now (close-behaviour.ts). */
  mainCloseAction: () => CloseAction;
  /** Called when closing the main window means quitting. */
  requestQuit: () => void;
}

export interface WindowManager {
  get(name: WindowName): BrowserWindow | undefined;
  /** Creates the window if needed without forcing it visible (a spec with showWhenReady shows itself once painted). */
  ensure(name: WindowName): BrowserWindow;
  /** Creates the window if needed, then shows and focuses it. */
  show(name: WindowName): BrowserWindow;
  /** Shows quick-ask centred on the display under the pointer, or hides it when it is the focused window. */
  toggleQuickAsk(): 'shown' | 'hidden';
  /** Sends an event to a window's renderer; false when that window does not exist. */
  send(name: WindowName, channel: string, payload: unknown): boolean;
  ownsWebContents(id: number): boolean;
  /** From now on windows really close (the app is quitting). */
  setQuitting(): void;
}

export function createWindowManager(deps: WindowManagerDeps): WindowManager {
  const open = new Map<WindowName, BrowserWindow>();
  let quitting = false;

  function rememberedSpec(spec: WindowSpec): { spec: WindowSpec; maximize: boolean } {
    const state = spec.rememberBounds ? deps.stateFile?.load(spec.name) : undefined;
    if (!state) return { spec, maximize: false };
    const bounds = restorableBounds(
      state.bounds,
      deps.screen.getAllDisplays().map((display) => display.workArea),
    );
    return { spec: bounds ? { ...spec, options: { ...spec.options, ...bounds } } : spec, maximize: state.maximized };
  }

  function saveState(name: WindowName, window: BrowserWindow): void {
    if (!deps.stateFile || window.isDestroyed()) return;
    const { x, y, width, height } = window.getNormalBounds();
    deps.stateFile.save(name, {
      bounds: { x: Math.round(x), y: Math.round(y), width: Math.round(width), height: Math.round(height) },
      maximized: window.isMaximized(),
    });
  }

  function onClose(spec: WindowSpec, window: BrowserWindow, event: ElectronEvent): void {
    if (spec.rememberBounds) saveState(spec.name, window);
    if (quitting) return;
    if (spec.hideOnBlur) {
      event.preventDefault();
      window.hide();
      return;
    }
    const action = deps.mainCloseAction();
    if (action === 'hide') {
      event.preventDefault();
      window.hide();
    } else if (action === 'quit') {
      deps.requestQuit();
    }
  }

  function create(name: WindowName): BrowserWindow {
    const base = deps.catalogue[name];
    const { spec, maximize } = rememberedSpec(base);
    const window = deps.build(spec);
    if (maximize) window.maximize();
    window.on('close', (event) => onClose(spec, window, event));
    window.on('closed', () => {
      if (open.get(name) === window) open.delete(name);
    });
    if (spec.hideOnBlur) window.on('blur', () => !quitting && !window.isDestroyed() && window.hide());
    open.set(name, window);
    return window;
  }

  function live(name: WindowName): BrowserWindow | undefined {
    const window = open.get(name);
    if (window && window.isDestroyed()) {
      open.delete(name);
      return undefined;
    }
    return window;
  }

  function place(spec: WindowSpec, window: BrowserWindow): void {
    if (!spec.centreOnActiveDisplay) return;
    const display = deps.screen.getDisplayNearestPoint(deps.screen.getCursorScreenPoint());
    const size = { width: spec.options.width ?? 600, height: spec.options.height ?? 400 };
    window.setBounds(centreOnDisplay(size, display.workArea));
  }

  function show(name: WindowName): BrowserWindow {
    const existing = live(name);
    const window = existing ?? create(name);
    place(deps.catalogue[name], window);
    if (window.isMinimized()) window.restore();
    window.show();
    window.focus();
    return window;
  }

  return {
    get: live,
    ensure: (name) => live(name) ?? create(name),
    show,
    toggleQuickAsk() {
      const window = live('quickAsk');
      if (window && window.isVisible() && window.isFocused()) {
        window.hide();
        return 'hidden';
      }
      show('quickAsk');
      return 'shown';
    },
    send(name, channel, payload) {
      const window = live(name);
      if (!window || window.webContents.isDestroyed()) return false;
      const contents = window.webContents;
      // A window created a moment ago has not subscribed yet: deliver once its page has loaded.
      if (contents.isLoading())
        contents.once('did-finish-load', () => !contents.isDestroyed() && contents.send(channel, payload));
      else contents.send(channel, payload);
      return true;
    },
    ownsWebContents: (id) => [...open.values()].some((window) => !window.isDestroyed() && window.webContents.id === id),
    setQuitting() {
      quitting = true;
    },
  };
}
