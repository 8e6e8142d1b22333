// The tray icon and its menu: Quick ask, Open Hearth, New chat, Pause scheduled jobs (a checkbox bound to
// `scheduler.paused`) and Quit; while approvals wait, a badge (tooltip, macOS title, a first menu item that opens them).
// The template is pure; createHearthTray() applies it and refreshes it on change.
import type { Menu, MenuItemConstructorOptions, NativeTheme, Tray } from 'electron';
import { join } from 'node:path';
import { englishMainText, type MainText } from './main-text';

export interface TrayActions {
  quickAsk(): void;
  openHearth(): void;
  newChat(): void;
  setSchedulerPaused(paused: boolean): void;
  /** Packaged app only: puts the `hearth` command on the PATH (cli-command.ts). */
  installCliCommand?(): void;
  quit(): void;
}

export interface TrayState {
  schedulerPaused: boolean;
  /** The quick-ask shortcut when it is registered, shown next to the item. */
  quickAskAccelerator?: string;
  /** Approvals (and questions) waiting for an answer. */
  approvalsWaiting?: number;
  /** The words of the UI's language (main-text.ts); English when absent. */
  text?: MainText;
}

export function trayMenuTemplate(actions: TrayActions, state: TrayState): MenuItemConstructorOptions[] {
  const waiting = state.approvalsWaiting ?? 0;
  const text = state.text ?? englishMainText;
  return [
    ...(waiting > 0
      ? [
          { id: 'approvals', label: text.waitingOpen(waiting), click: () => actions.openHearth() },
          { type: 'separator' as const },
        ]
      : []),
    {
      id: 'quick-ask',
      label: text.label('quickAsk'),
      accelerator: state.quickAskAccelerator,
      registerAccelerator: false,
      click: () => actions.quickAsk(),
    },
    { id: 'open', label: text.label('openHearth'), click: () => actions.openHearth() },
    { id: 'new-chat', label: text.label('newChat'), click: () => actions.newChat() },
    { type: 'separator' },
    {
      id: 'pause-scheduler',
      label: text.label('pauseJobs'),
      type: 'checkbox',
      checked: state.schedulerPaused,
      click: () => actions.setSchedulerPaused(!state.schedulerPaused),
    },
    { type: 'separator' },
    ...(actions.installCliCommand
      ? [
          {
            id: 'install-cli',
            label: text.label('installCli'),
            click: () => actions.installCliCommand?.(),
          },
        ]
      : []),
    { id: 'quit', label: text.label('quit'), click: () => actions.quit() },
  ];
}

/**
 * The icon file for the tray. macOS gets a template image (the system tints it); elsewhere a light glyph for dark
 * panels and a dark glyph for light ones.
 */
export function trayIconFile(resourcesDir: string, platform: NodeJS.Platform, darkPanel: boolean): string {
  if (platform === 'darwin') return join(resourcesDir, 'trayTemplate.png');
  return join(resourcesDir, darkPanel ? 'tray-light.png' : 'tray-dark.png');
}

export type TrayConstructor = new (image: string) => Tray;

/** The tooltip (and on macOS the title next to the icon) that shows how many approvals wait. */
export function trayBadge(state: TrayState): { tooltip: string; title: string } {
  const waiting = state.approvalsWaiting ?? 0;
  const text = state.text ?? englishMainText;
  return waiting > 0 ? { tooltip: text.waiting(waiting), title: String(waiting) } : { tooltip: 'Hearth', title: '' };
}

export interface HearthTrayDeps {
  Tray: TrayConstructor;
  Menu: Pick<typeof Menu, 'buildFromTemplate'>;
  nativeTheme: Pick<NativeTheme, 'shouldUseDarkColors' | 'on' | 'removeListener'>;
  resourcesDir: string;
  platform: NodeJS.Platform;
  actions: TrayActions;
  state: () => TrayState;
}

export interface HearthTray {
  /** Rebuilds the menu from the current state (after a setting or the shortcut changed). */
  refresh(): void;
  destroy(): void;
}

export function createHearthTray(deps: HearthTrayDeps): HearthTray {
  const iconFile = () => trayIconFile(deps.resourcesDir, deps.platform, deps.nativeTheme.shouldUseDarkColors);
  const tray = new deps.Tray(iconFile());
  tray.setToolTip('Hearth');
  const refresh = () => {
    const state = deps.state();
    tray.setContextMenu(deps.Menu.buildFromTemplate(trayMenuTemplate(deps.actions, state)));
    const badge = trayBadge(state);
    tray.setToolTip(badge.tooltip);
    if (deps.platform === 'darwin') tray.setTitle(badge.title);
  };
  const onThemeUpdated = () => tray.setImage(iconFile());
  deps.nativeTheme.on('updated', onThemeUpdated);
  // Windows and Linux: a left click opens the quick-ask window; the menu stays on right click.
  if (deps.platform !== 'darwin') tray.on('click', () => deps.actions.quickAsk());
  refresh();
  return {
    refresh,
    destroy() {
      deps.nativeTheme.removeListener('updated', onThemeUpdated);
      tray.destroy();
    },
  };
}
