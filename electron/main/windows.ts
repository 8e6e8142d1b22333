// The window catalogue: one declarative spec per window (main, quick-ask), all with the same locked-down
// webPreferences. createWindow() applies a spec and re-asserts the security options, so no spec can weaken them.
import type { BrowserWindow, BrowserWindowConstructorOptions } from 'electron';
import { join } from 'node:path';

export type WindowName = 'main' | 'quickAsk';

export interface WindowSpec {
  name: WindowName;
  /** The renderer route (hash) the window opens. */
  route: string;
  options: BrowserWindowConstructorOptions;
  /** Show as soon as the page is ready (quick-ask is shown on demand instead). */
  showWhenReady: boolean;
  /** Persist size and position between runs. */
  rememberBounds: boolean;
  /** Hide (not close) when the window loses focus. */
  hideOnBlur: boolean;
  /** Centre on the display under the mouse pointer each time it is shown. */
  centreOnActiveDisplay: boolean;
}

export function secureWebPreferences(
  preloadPath: string,
): NonNullable<BrowserWindowConstructorOptions['webPreferences']> {
  return {
    preload: preloadPath,
    contextIsolation: true,
    sandbox: true,
    nodeIntegration: false,
    nodeIntegrationInWorker: false,
    nodeIntegrationInSubFrames: false,
    webSecurity: true,
    allowRunningInsecureContent: false,
    experimentalFeatures: false,
    webviewTag: false,
    navigateOnDragDrop: false,
    safeDialogs: true,
    disableBlinkFeatures: 'Auxclick',
    spellcheck: true,
  };
}

export function windowCatalogue(preloadPath: string): Record<WindowName, WindowSpec> {
  return {
    main: {
      name: 'main',
      route: '#/chat',
      showWhenReady: true,
      rememberBounds: true,
      hideOnBlur: false,
      centreOnActiveDisplay: false,
      options: {
        width: 1100,
        height: 760,
        minWidth: 640,
        minHeight: 420,
        show: false,
        title: 'Hearth',
        webPreferences: secureWebPreferences(preloadPath),
      },
    },
    quickAsk: {
      name: 'quickAsk',
      route: '#/quick',
      showWhenReady: false,
      rememberBounds: false,
      hideOnBlur: true,
      centreOnActiveDisplay: true,
      options: {
        width: 680,
        height: 420,
        show: false,
        frame: false,
        alwaysOnTop: true,
        resizable: false,
        movable: true,
        minimizable: false,
        maximizable: false,
        fullscreenable: false,
        skipTaskbar: true,
        title: 'Hearth — Quick ask',
        webPreferences: secureWebPreferences(preloadPath),
      },
    },
  };
}

export interface RendererLocation {
  /** Set in development (electron-vite dev server). */
  devServerUrl?: string;
  /** The built renderer's index.html. */
  indexHtml: string;
}

export function rendererLocation(outDir: string, devServerUrl: string | undefined): RendererLocation {
  return { devServerUrl, indexHtml: join(outDir, '../renderer/index.html') };
}

export type BrowserWindowConstructor = new (options: BrowserWindowConstructorOptions) => BrowserWindow;

/** Builds the window for a spec and loads its route. The secure webPreferences are applied last, so no spec can weaken them. */
export function createWindow(
  BrowserWindowClass: BrowserWindowConstructor,
  spec: WindowSpec,
  location: RendererLocation,
): BrowserWindow {
  const window = new BrowserWindowClass({
    ...spec.options,
    webPreferences: {
      ...spec.options.webPreferences,
      ...secureWebPreferences(spec.options.webPreferences?.preload ?? ''),
    },
  });
  if (spec.showWhenReady) window.once('ready-to-show', () => window.show());
  if (location.devServerUrl) void window.loadURL(`${location.devServerUrl}${spec.route}`);
  else void window.loadFile(location.indexHtml, { hash: spec.route.replace(/^#/, '') });
  return window;
}
