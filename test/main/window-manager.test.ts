// The window manager over fake BrowserWindows and a real window-state file: remembered bounds, close to tray or
// quit, quick-ask created lazily, reused, centred on the display under the pointer, hidden on blur and toggled.
import type { BrowserWindow } from 'electron';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { CloseAction } from '../../electron/main/close-behaviour';
import { createWindowManager, type ScreenLike } from '../../electron/main/window-manager';
import { createWindowStateFile } from '../../electron/main/window-state-file';
import {
  createWindow,
  rendererLocation,
  windowCatalogue,
  type BrowserWindowConstructor,
} from '../../electron/main/windows';
import { createFakeScreen, FakeBrowserWindow } from '../support/fake-electron';
import { createTempDirs } from '../support/temp-dir';

const temp = createTempDirs();
afterEach(() => temp.cleanup());

const left = {
  id: 1,
  bounds: { x: 0, y: 0, width: 1920, height: 1080 },
  workArea: { x: 0, y: 0, width: 1920, height: 1040 },
};
const right = {
  id: 2,
  bounds: { x: 1920, y: 0, width: 2560, height: 1440 },
  workArea: { x: 1920, y: 0, width: 2560, height: 1400 },
};

function setup(options: { closeAction?: CloseAction; stateFile?: string } = {}) {
  const screen = createFakeScreen([left, right]);
  const built: FakeBrowserWindow[] = [];
  let quitRequests = 0;
  let closeAction: CloseAction = options.closeAction ?? 'hide';
  const stateFile = createWindowStateFile(options.stateFile ?? join(temp.make('windows'), 'window-state.json'));
  const manager = createWindowManager({
    catalogue: windowCatalogue('/p/preload.cjs'),
    build: (spec) => {
      const window = createWindow(
        FakeBrowserWindow as unknown as BrowserWindowConstructor,
        spec,
        rendererLocation('/opt/out/main', undefined),
      );
      built.push(window as unknown as FakeBrowserWindow);
      return window;
    },
    screen: screen as unknown as ScreenLike,
    stateFile,
    mainCloseAction: () => closeAction,
    requestQuit: () => void (quitRequests += 1),
  });
  return {
    manager,
    screen,
    built,
    stateFile,
    quitRequests: () => quitRequests,
    setCloseAction: (action: CloseAction) => void (closeAction = action),
  };
}

const fake = (window: BrowserWindow | undefined) => window as unknown as FakeBrowserWindow;

describe('main window', () => {
  it('is created once and reused; show() restores and focuses it', () => {
    const { manager, built } = setup();
    const first = manager.ensure('main');
    expect(manager.ensure('main')).toBe(first);
    fake(first).minimized = true;
    manager.show('main');
    expect(built).toHaveLength(1);
    expect(fake(first).calls).toEqual(['restore', 'show', 'focus']);
  });

  it('closing hides it (close to tray) and saves its bounds; it is reused afterwards', () => {
    const dir = temp.make('state');
    const file = join(dir, 'window-state.json');
    const { manager, built } = setup({ stateFile: file });
    const window = fake(manager.ensure('main'));
    window.setBounds({ x: 2100, y: 40, width: 1200, height: 800 });
    window.close();
    expect(window.destroyed).toBe(false);
    expect(window.visible).toBe(false);
    expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual({
      main: { bounds: { x: 2100, y: 40, width: 1200, height: 800 }, maximized: false },
    });
    manager.show('main');
    expect(built).toHaveLength(1);
  });

  it('closing quits when the close action says so, and really closes once quitting', () => {
    const quitting = setup({ closeAction: 'quit' });
    const window = fake(quitting.manager.ensure('main'));
    window.close();
    expect(quitting.quitRequests()).toBe(1);
    expect(window.destroyed).toBe(true);
    expect(quitting.manager.get('main')).toBeUndefined();

    const hiding = setup({ closeAction: 'hide' });
    const hidden = fake(hiding.manager.ensure('main'));
    hiding.manager.setQuitting();
    hidden.close();
    expect(hidden.destroyed).toBe(true);
    expect(hiding.quitRequests()).toBe(0);
  });

  it('opens at its remembered bounds and maximised state when they still fit a display', () => {
    const file = join(temp.make('state'), 'window-state.json');
    writeFileSync(
      file,
      JSON.stringify({ main: { bounds: { x: 2000, y: 100, width: 1000, height: 700 }, maximized: true } }),
    );
    const window = fake(setup({ stateFile: file }).manager.ensure('main'));
    expect(window.options).toMatchObject({ x: 2000, y: 100, width: 1000, height: 700 });
    expect(window.maximized).toBe(true);
  });

  it('ignores remembered bounds on a display that is gone, and a corrupt state file', () => {
    const file = join(temp.make('state'), 'window-state.json');
    writeFileSync(
      file,
      JSON.stringify({ main: { bounds: { x: 9000, y: 100, width: 1000, height: 700 }, maximized: false } }),
    );
    expect(fake(setup({ stateFile: file }).manager.ensure('main')).options).toMatchObject({ width: 1100, height: 760 });
    expect(fake(setup({ stateFile: file }).manager.ensure('main')).options.x).toBeUndefined();
    writeFileSync(file, '{ not json');
    expect(fake(setup({ stateFile: file }).manager.ensure('main')).options).toMatchObject({ width: 1100, height: 760 });
  });
});

describe('quick-ask window', () => {
  it('is created only on first use, then reused', () => {
    const { manager, built } = setup();
    manager.ensure('main');
    expect(built).toHaveLength(1);
    expect(manager.get('quickAsk')).toBeUndefined();
    expect(manager.toggleQuickAsk()).toBe('shown');
    const quick = fake(manager.get('quickAsk'));
    expect(quick.loaded).toEqual({ file: '/opt/out/renderer/index.html', hash: '/quick' });
    quick.blur();
    manager.toggleQuickAsk();
    expect(fake(manager.get('quickAsk'))).toBe(quick);
    expect(built).toHaveLength(2);
  });

  it('is centred on the display under the pointer each time it is shown', () => {
    const { manager, screen } = setup();
    screen.cursor.x = 3000;
    screen.cursor.y = 700;
    manager.toggleQuickAsk();
    const quick = fake(manager.get('quickAsk'));
    expect(quick.bounds).toEqual({ x: 1920 + (2560 - 680) / 2, y: (1400 - 420) / 2, width: 680, height: 420 });
    quick.blur();
    screen.cursor.x = 100;
    manager.toggleQuickAsk();
    expect(quick.bounds).toEqual({ x: (1920 - 680) / 2, y: (1040 - 420) / 2, width: 680, height: 420 });
  });

  it('hides on blur, toggles shut when focused, and hides instead of closing', () => {
    const { manager } = setup();
    manager.toggleQuickAsk();
    const quick = fake(manager.get('quickAsk'));
    expect(quick.visible && quick.focused).toBe(true);
    quick.blur();
    expect(quick.visible).toBe(false);
    expect(manager.toggleQuickAsk()).toBe('shown');
    expect(manager.toggleQuickAsk()).toBe('hidden');
    expect(quick.visible).toBe(false);
    manager.toggleQuickAsk();
    quick.close();
    expect(quick.destroyed).toBe(false);
    expect(quick.visible).toBe(false);
  });
});

describe('events to windows', () => {
  it('delivers to a loaded window now, to a loading one once it has loaded, and knows its own web contents', () => {
    const { manager } = setup();
    const main = fake(manager.ensure('main'));
    main.webContents.loading = true;
    expect(manager.send('main', 'app:notice', { level: 'info', message: 'hi' })).toBe(true);
    expect(main.webContents.sent).toEqual([]);
    main.webContents.finishLoad();
    expect(main.webContents.sent).toEqual([{ channel: 'app:notice', payload: { level: 'info', message: 'hi' } }]);
    expect(manager.send('quickAsk', 'app:notice', {})).toBe(false);
    expect(manager.ownsWebContents(main.webContents.id)).toBe(true);
    expect(manager.ownsWebContents(main.webContents.id + 1000)).toBe(false);
  });
});
