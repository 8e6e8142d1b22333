// Closing the main window: hide into the tray (setting ui.closeToTray, default on), the macOS way, or quit.
import { describe, expect, it } from 'vitest';
import { closeActionFor } from '../../electron/main/close-behaviour';
import { defaultSettings } from '../../electron/shared/settings-schema';

describe('closeActionFor', () => {
  it('hides into the tray by default on Windows and Linux', () => {
    expect(defaultSettings().ui.closeToTray).toBe(true);
    for (const platform of ['win32', 'linux'] as const) {
      expect(closeActionFor({ platform, closeToTray: true, trayAvailable: true, quitting: false })).toBe('hide');
    }
  });

  it('quits when the setting is off, or when there is no tray to hide into', () => {
    expect(closeActionFor({ platform: 'linux', closeToTray: false, trayAvailable: true, quitting: false })).toBe(
      'quit',
    );
    expect(closeActionFor({ platform: 'win32', closeToTray: true, trayAvailable: false, quitting: false })).toBe(
      'quit',
    );
  });

  it('keeps running on macOS whatever the setting (the usual Dock behaviour)', () => {
    expect(closeActionFor({ platform: 'darwin', closeToTray: false, trayAvailable: false, quitting: false })).toBe(
      'hide',
    );
  });

  it('lets the window close while the app quits', () => {
    expect(closeActionFor({ platform: 'linux', closeToTray: true, trayAvailable: true, quitting: true })).toBe('close');
    expect(closeActionFor({ platform: 'darwin', closeToTray: true, trayAvailable: true, quitting: true })).toBe(
      'close',
    );
  });
});
