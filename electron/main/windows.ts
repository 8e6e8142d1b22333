// The window catalogue: one declarative spec per window, all with the same locked-down webPreferences.
// createWindow() applies a spec; security hooks are attached by web-security.ts.
import { BrowserWindow, type BrowserWindowConstructorOptions } from 'electron';
import { join } from 'node:path';

export type WindowName = 'main';

export interface WindowSpec {
  name: WindowName;
  /** The renderer route (hash) the window opens. */
  route: string;
  options: BrowserWindowConstructorOptions;
}

export function secureWebPreferences(preloadPath: string): BrowserWindowConstructorOptions['webPreferences'] {
  return {
    preload: preloadPath,
    contextIsolation: true,
    sandbox: true,
    nodeIntegration: false,
    nodeIntegrationInWorker: false,
    nodeIntegrationInSubFrames: false,
    webSecurity: true,
    allowRunningInsecureContent: false,
    webviewTag: false,
    spellcheck: true,
  };
}

export function windowCatalogue(preloadPath: string): Record<WindowName, WindowSpec> {
  return {
    main: {
      name: 'main',
      route: '#/chat',
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
  };
}

export interface RendererLocation {
  /** Set in development (electron-vite dev server). */
  devServerUrl?: string;
  /** The built renderer's index.html. */
  indexHtml: string;
}

export function createWindow(spec: WindowSpec, location: RendererLocation): BrowserWindow {
  const window = new BrowserWindow(spec.options);
  window.once('ready-to-show', () => window.show());
  if (location.devServerUrl) void window.loadURL(`${location.devServerUrl}${spec.route}`);
  else void window.loadFile(location.indexHtml, { hash: spec.route.replace(/^#/, '') });
  return window;
}

export function rendererLocation(outDir: string, devServerUrl: string | undefined): RendererLocation {
  return { devServerUrl, indexHtml: join(outDir, '../renderer/index.html') };
}
