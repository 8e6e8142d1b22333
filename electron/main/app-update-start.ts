// Starts auto-update in the packaged app (never in development runs): electron-updater loaded on demand, a check now
// and daily, a new check when the channel setting changes. Every state goes to the windows (the chat window's "Restart
// to update" banner); only when no window took it does the native "Restart to update" dialog ask instead.
import type { Dialog } from 'electron';
import type { AppUpdateState } from '../shared/app-update';
import { createAppUpdate, type AppUpdate, type UpdaterLike } from './app-update';
import { createUpdatePrompt } from './app-update-prompt';
import type { UpdatePromptWords } from './update-prompt-text';

export interface AppUpdateStartDeps {
  isPackaged: boolean;
  dialog: Pick<Dialog, 'showMessageBox'>;
  loadUpdater: () => Promise<UpdaterLike>;
  channel: () => 'stable' | 'beta';
  /** Settings changes (to re-check when the channel changes); returns an unsubscribe. */
  onSettingsChange: (listener: () => void) => unknown;
  busyReason: () => string | null;
  /** Pushes the state to the open windows; false when no window could show it (then the dialog asks). */
  showInWindows: (state: AppUpdateState) => boolean;
  tell: (message: string) => void;
  /** The native dialog's words in the UI's language. */
  promptWords: () => UpdatePromptWords;
  log: (message: string) => void;
}

export async function startAppUpdate(deps: AppUpdateStartDeps): Promise<AppUpdate | undefined> {
  if (!deps.isPackaged) return undefined;
  // The prompt needs the update, the update reports to the prompt: a slot ties them.
  const slot: { update?: AppUpdate } = {};
  const prompt = createUpdatePrompt({
    dialog: deps.dialog,
    update: () => slot.update,
    words: deps.promptWords,
    onRefused: deps.tell,
    log: deps.log,
  });
  const update = createAppUpdate({
    updater: await deps.loadUpdater(),
    channel: deps.channel,
    busyReason: deps.busyReason,
    onChange: (state) => {
      if (!deps.showInWindows(state)) prompt.onState(state);
    },
    log: deps.log,
  });
  slot.update = update;
  let channel = deps.channel();
  deps.onSettingsChange(() => {
    if (deps.channel() === channel) return;
    channel = deps.channel();
    void update.check();
  });
  void update.check();
  return update;
}
