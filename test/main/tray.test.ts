// The tray: its menu (Quick ask, Open Hearth, New chat, Pause scheduled jobs, Quit) calls the right actions, the
// pause item mirrors `scheduler.paused`, the icon follows the panel theme, and a left click opens quick-ask.
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  createHearthTray,
  trayIconFile,
  trayMenuTemplate,
  type HearthTrayDeps,
  type TrayActions,
} from '../../electron/main/tray';
import { createFakeNativeTheme, fakeMenu, FakeTray } from '../support/fake-electron';

function recordingActions() {
  const calls: string[] = [];
  const actions: TrayActions = {
    quickAsk: () => calls.push('quickAsk'),
    openHearth: () => calls.push('openHearth'),
    newChat: () => calls.push('newChat'),
    setSchedulerPaused: (paused) => calls.push(`setSchedulerPaused:${paused}`),
    quit: () => calls.push('quit'),
  };
  return { actions, calls };
}

describe('trayMenuTemplate', () => {
  it('lists the five actions in order and each item calls its action', () => {
    const { actions, calls } = recordingActions();
    const template = trayMenuTemplate(actions, {
      schedulerPaused: false,
      quickAskAccelerator: 'CommandOrControl+Shift+Space',
    });
    const items = template.filter((item) => item.type !== 'separator');
    expect(items.map((item) => item.label)).toEqual([
      'Quick ask…',
      'Open Hearth',
      'New chat',
      'Pause scheduled jobs',
      'Quit Hearth',
    ]);
    for (const item of items) (item.click as () => void)();
    expect(calls).toEqual(['quickAsk', 'openHearth', 'newChat', 'setSchedulerPaused:true', 'quit']);
    expect(template[0]).toMatchObject({ accelerator: 'CommandOrControl+Shift+Space', registerAccelerator: false });
  });

  it('shows the pause item checked while jobs are paused, and clicking it resumes them', () => {
    const { actions, calls } = recordingActions();
    const pause = trayMenuTemplate(actions, { schedulerPaused: true }).find((item) => item.id === 'pause-scheduler');
    expect(pause).toMatchObject({ type: 'checkbox', checked: true });
    (pause?.click as () => void)();
    expect(calls).toEqual(['setSchedulerPaused:false']);
  });
});

describe('tray icon', () => {
  it('uses a template image on macOS and a light or dark glyph elsewhere; the files exist', async () => {
    const { existsSync } = await import('node:fs');
    const resources = join(__dirname, '../../resources');
    expect(trayIconFile(resources, 'darwin', true)).toBe(join(resources, 'trayTemplate.png'));
    expect(trayIconFile(resources, 'linux', true)).toBe(join(resources, 'tray-light.png'));
    expect(trayIconFile(resources, 'win32', false)).toBe(join(resources, 'tray-dark.png'));
    for (const file of ['trayTemplate.png', 'trayTemplate@2x.png', 'tray-light.png', 'tray-dark.png', 'icon.png']) {
      expect(existsSync(join(resources, file)), file).toBe(true);
    }
  });
});

describe('createHearthTray', () => {
  function setup(platform: NodeJS.Platform = 'linux') {
    FakeTray.instances.length = 0;
    const { actions, calls } = recordingActions();
    const theme = createFakeNativeTheme(true);
    const state = { schedulerPaused: false };
    const tray = createHearthTray({
      Tray: FakeTray as unknown as HearthTrayDeps['Tray'],
      Menu: fakeMenu as unknown as HearthTrayDeps['Menu'],
      nativeTheme: theme as unknown as HearthTrayDeps['nativeTheme'],
      resourcesDir: '/res',
      platform,
      actions,
      state: () => ({ ...state }),
    });
    return { tray, fake: FakeTray.instances[0]!, calls, theme, state };
  }

  it('builds the menu, and clicking its items runs the actions', () => {
    const { fake, calls } = setup();
    expect(fake.tooltip).toBe('Hearth');
    for (const id of ['quick-ask', 'open', 'new-chat', 'pause-scheduler', 'quit']) fake.clickItem(id);
    expect(calls).toEqual(['quickAsk', 'openHearth', 'newChat', 'setSchedulerPaused:true', 'quit']);
  });

  it('refreshes the pause checkbox from the current state', () => {
    const { tray, fake, state } = setup();
    expect(fake.menu?.items.find((item) => item.id === 'pause-scheduler')?.checked).toBe(false);
    state.schedulerPaused = true;
    tray.refresh();
    expect(fake.menu?.items.find((item) => item.id === 'pause-scheduler')?.checked).toBe(true);
  });

  it('follows the panel theme, opens quick-ask on left click (not on macOS), and is destroyed cleanly', () => {
    const { tray, fake, calls, theme } = setup();
    expect(fake.image).toBe('/res/tray-light.png');
    theme.shouldUseDarkColors = false;
    theme.emit('updated');
    expect(fake.image).toBe('/res/tray-dark.png');
    fake.emit('click');
    expect(calls).toEqual(['quickAsk']);
    tray.destroy();
    expect(fake.destroyed).toBe(true);
    expect(theme.listenerCount('updated')).toBe(0);

    const mac = setup('darwin');
    expect(mac.fake.image).toBe('/res/trayTemplate.png');
    mac.fake.emit('click');
    expect(mac.calls).toEqual([]);
  });
});
