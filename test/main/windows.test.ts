// The window catalogue: every window gets the secure webPreferences, quick-ask is a small frameless always-on-top
// window, and createWindow() restates the security options even for a spec that tries to weaken them.
import type { BrowserWindowConstructorOptions } from 'electron';
import { describe, expect, it } from 'vitest';
import {
  createWindow,
  rendererLocation,
  secureWebPreferences,
  windowCatalogue,
  type BrowserWindowConstructor,
  type WindowSpec,
} from '../../electron/main/windows';
import { FakeBrowserWindow } from '../support/fake-electron';

const secure = {
  contextIsolation: true,
  sandbox: true,
  nodeIntegration: false,
  nodeIntegrationInWorker: false,
  nodeIntegrationInSubFrames: false,
  webSecurity: true,
  allowRunningInsecureContent: false,
  experimentalFeatures: false,
  webviewTag: false,
};

const FakeWindowClass = FakeBrowserWindow as unknown as BrowserWindowConstructor;
const location = rendererLocation('/opt/hearth/out/main', undefined);

describe('window catalogue', () => {
  const catalogue = windowCatalogue('/opt/hearth/out/preload/index.cjs');

  it('gives every window the secure webPreferences and our preload', () => {
    expect(Object.keys(catalogue).sort()).toEqual(['main', 'quickAsk']);
    for (const spec of Object.values(catalogue)) {
      expect(spec.options.webPreferences, spec.name).toMatchObject({
        ...secure,
        preload: '/opt/hearth/out/preload/index.cjs',
      });
      expect(spec.options.webPreferences?.disableBlinkFeatures, spec.name).toContain('Auxclick');
      expect(spec.options.show, `${spec.name} starts hidden`).toBe(false);
    }
  });

  it('main remembers its bounds and shows itself; quick-ask is small, frameless, on top, lazy and hidden on blur', () => {
    expect(catalogue.main).toMatchObject({
      route: '#/chat',
      rememberBounds: true,
      showWhenReady: true,
      hideOnBlur: false,
    });
    const quick = catalogue.quickAsk;
    expect(quick).toMatchObject({
      route: '#/quick',
      showWhenReady: false,
      hideOnBlur: true,
      centreOnActiveDisplay: true,
      rememberBounds: false,
    });
    expect(quick.options).toMatchObject({
      frame: false,
      alwaysOnTop: true,
      resizable: false,
      skipTaskbar: true,
      fullscreenable: false,
    });
    expect((quick.options.width ?? 0) * (quick.options.height ?? 0)).toBeLessThan(
      (catalogue.main.options.width ?? 0) * (catalogue.main.options.height ?? 0),
    );
  });

  it('secureWebPreferences is the single source of the flags', () => {
    expect(secureWebPreferences('/p')).toMatchObject({ ...secure, preload: '/p' });
  });
});

describe('createWindow', () => {
  it('restates the security options even when a spec tries to weaken them', () => {
    const weakened: WindowSpec = {
      ...windowCatalogue('/p').main,
      options: {
        width: 300,
        height: 200,
        webPreferences: {
          preload: '/p',
          contextIsolation: false,
          sandbox: false,
          nodeIntegration: true,
          webSecurity: false,
          webviewTag: true,
        } as BrowserWindowConstructorOptions['webPreferences'],
      },
    };
    const window = createWindow(FakeWindowClass, weakened, location) as unknown as FakeBrowserWindow;
    expect(window.options.webPreferences).toMatchObject({ ...secure, preload: '/p' });
    expect(window.options.width).toBe(300);
  });

  it('loads the built index.html at the route, or the dev server URL in development', () => {
    const catalogue = windowCatalogue('/p');
    const built = createWindow(FakeWindowClass, catalogue.quickAsk, location) as unknown as FakeBrowserWindow;
    expect(built.loaded).toEqual({ file: '/opt/hearth/out/renderer/index.html', hash: '/quick' });
    const dev = createWindow(
      FakeWindowClass,
      catalogue.main,
      rendererLocation('/x/out/main', 'http://localhost:5173'),
    ) as unknown as FakeBrowserWindow;
    expect(dev.loaded).toEqual({ url: 'http://localhost:5173#/chat' });
  });

  it('shows the main window once it is painted, and leaves quick-ask hidden', () => {
    const catalogue = windowCatalogue('/p');
    const main = createWindow(FakeWindowClass, catalogue.main, location) as unknown as FakeBrowserWindow;
    const quick = createWindow(FakeWindowClass, catalogue.quickAsk, location) as unknown as FakeBrowserWindow;
    expect(main.visible).toBe(false);
    main.emit('ready-to-show');
    quick.emit('ready-to-show');
    expect(main.visible).toBe(true);
    expect(quick.visible).toBe(false);
  });
});
