// The quick-ask shortcut: registration, the conflict path (taken by another app, or malformed) where the user is told
// and the previous shortcut keeps working, and re-registration when the setting changes (real settings store).
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { startDesktopShell, type DesktopShellDeps } from '../../electron/main/desktop-shell';
import {
  acceleratorProblem,
  createShortcutController,
  registerShortcut,
  shortcutFailureMessage,
} from '../../electron/main/shortcut';
import { closeDatabase, openDatabase, type Db } from '../../electron/storage/database';
import { createSettingsStore } from '../../electron/storage/settings';
import {
  createFakeApp,
  createFakeGlobalShortcut,
  createFakeNativeTheme,
  fakeMenu,
  FakeTray,
} from '../support/fake-electron';
import { createTempDirs } from '../support/temp-dir';

const DEFAULT = 'CommandOrControl+Shift+Space';

describe('acceleratorProblem', () => {
  it('accepts usual shortcuts and function keys', () => {
    for (const accelerator of [DEFAULT, 'Alt+Space', 'Super+H', 'Ctrl+Alt+Plus', 'F12', 'Shift+F5'])
      expect(acceleratorProblem(accelerator), accelerator).toBeUndefined();
  });

  it('refuses empty parts, bare keys and several keys', () => {
    expect(acceleratorProblem('')).toMatch(/not a valid/);
    expect(acceleratorProblem('Ctrl++')).toMatch(/not a valid/);
    expect(acceleratorProblem('A')).toMatch(/needs a modifier/);
    expect(acceleratorProblem('Ctrl+A+B')).toMatch(/exactly one key/);
    expect(acceleratorProblem('Ctrl+Shift')).toMatch(/exactly one key/);
  });
});

describe('registerShortcut', () => {
  it('registers a free accelerator and calls back when pressed', () => {
    const globalShortcut = createFakeGlobalShortcut();
    let pressed = 0;
    expect(registerShortcut(globalShortcut, DEFAULT, () => (pressed += 1))).toEqual({ ok: true, accelerator: DEFAULT });
    globalShortcut.press(DEFAULT);
    expect(pressed).toBe(1);
  });

  it('reports a shortcut taken by another app, and one Electron throws on, without throwing', () => {
    const globalShortcut = createFakeGlobalShortcut([DEFAULT]);
    expect(registerShortcut(globalShortcut, DEFAULT, () => undefined)).toEqual({
      ok: false,
      accelerator: DEFAULT,
      reason: 'another application is already using it',
      cause: 'taken',
    });
    expect(registerShortcut(globalShortcut, 'Ctrl+Bogus', () => undefined)).toMatchObject({
      ok: false,
      reason: expect.stringMatching(/not a valid shortcut/),
      cause: 'invalid',
    });
    expect(registerShortcut(globalShortcut, 'Q', () => undefined)).toMatchObject({
      ok: false,
      reason: expect.stringMatching(/modifier/),
      cause: 'needs_modifier',
    });
    expect(globalShortcut.registered.size).toBe(0);
  });
});

describe('shortcut controller', () => {
  it('switches shortcuts, keeps the old one when the new one fails, and says so', () => {
    const globalShortcut = createFakeGlobalShortcut(['Alt+Space']);
    const failures: string[] = [];
    const controller = createShortcutController({
      globalShortcut,
      onTrigger: () => undefined,
      onFailure: (failure, kept) => failures.push(shortcutFailureMessage(failure, kept)),
    });
    expect(controller.apply(DEFAULT).ok).toBe(true);
    expect(controller.apply('Alt+Space').ok).toBe(false);
    expect(controller.current()).toBe(DEFAULT);
    expect(globalShortcut.isRegistered(DEFAULT)).toBe(true);
    expect(failures).toEqual([
      `The quick-ask shortcut Alt+Space could not be set up: another application is already using it. ${DEFAULT} still opens quick ask. Pick another one in Settings.`,
    ]);
    expect(controller.apply('Super+K').ok).toBe(true);
    expect([...globalShortcut.registered.keys()]).toEqual(['Super+K']);
    controller.dispose();
    expect(globalShortcut.registered.size).toBe(0);
  });
});

describe('desktop shell wiring', () => {
  const temp = createTempDirs();
  const dbs: Db[] = [];
  afterEach(() => {
    dbs.splice(0).forEach(closeDatabase);
    temp.cleanup();
  });

  function setup(taken: string[]) {
    const { db } = openDatabase(join(temp.make('shell'), 'hearth.db'));
    dbs.push(db);
    const settingsStore = createSettingsStore(db);
    const globalShortcut = createFakeGlobalShortcut(taken);
    const told: { level: string; message: string; notification?: boolean }[] = [];
    const toggles: string[] = [];
    FakeTray.instances.length = 0;
    const shell = startDesktopShell({
      electron: {
        app: createFakeApp(),
        Tray: FakeTray,
        Menu: fakeMenu,
        nativeTheme: createFakeNativeTheme(),
        globalShortcut,
      } as unknown as DesktopShellDeps['electron'],
      runtime: { settings: () => settingsStore.get().settings, settingsStore },
      windows: { show: () => undefined as never, toggleQuickAsk: () => (toggles.push('toggle'), 'shown') },
      notices: {
        tell: (level, message, options) => void told.push({ level, message, notification: options?.notification }),
      },
      navigate: () => undefined,
      platform: 'linux',
    });
    return { shell, settingsStore, globalShortcut, told, toggles, tray: FakeTray.instances[0]! };
  }

  it('registers the default shortcut, which toggles quick-ask', () => {
    const { globalShortcut, toggles, told, shell } = setup([]);
    globalShortcut.press(DEFAULT);
    expect(toggles).toEqual(['toggle']);
    expect(told).toEqual([]);
    expect(shell.trayAvailable).toBe(true);
  });

  it('tells the user (notice and OS notification) when the shortcut is taken, then re-registers a new choice from settings', () => {
    const { globalShortcut, told, settingsStore, toggles, tray } = setup([DEFAULT]);
    expect(told).toEqual([
      { level: 'warning', message: expect.stringContaining(`${DEFAULT} could not be set up`), notification: true },
    ]);
    expect(tray.menu?.items.find((item) => item.id === 'quick-ask')?.accelerator).toBeUndefined();
    expect(settingsStore.set('ui.quickAskShortcut', 'Alt+Shift+H').ok).toBe(true);
    globalShortcut.press('Alt+Shift+H');
    expect(toggles).toEqual(['toggle']);
    expect(tray.menu?.items.find((item) => item.id === 'quick-ask')?.accelerator).toBe('Alt+Shift+H');
  });

  it('the tray pause item writes scheduler.paused and the menu follows', () => {
    const { settingsStore, tray, shell } = setup([]);
    tray.clickItem('pause-scheduler');
    expect(settingsStore.get().settings.scheduler.paused).toBe(true);
    expect(tray.menu?.items.find((item) => item.id === 'pause-scheduler')?.checked).toBe(true);
    tray.clickItem('pause-scheduler');
    expect(settingsStore.get().settings.scheduler.paused).toBe(false);
    shell.dispose();
    expect(tray.destroyed).toBe(true);
  });
});
