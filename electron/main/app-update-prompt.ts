// The fallback when no main window is open (the window's banner asks otherwise): asks once per downloaded version, in
// a native dialog whose buttons are "Restart to update" and "Later" (in the UI's language: update-prompt-text.ts), and
// only when nothing is running (a reply or job still going postpones the question until it ends). "Later" leaves the
// update to be installed when Hearth quits.
import type { Dialog } from 'electron';
import type { AppUpdate } from './app-update';
import type { AppUpdateState } from '../shared/app-update';
import type { UpdatePromptWords } from './update-prompt-text';

export function createUpdatePrompt(deps: {
  dialog: Pick<Dialog, 'showMessageBox'>;
  update: () => AppUpdate | undefined;
  /** The dialog's words in the UI's language at the time it opens. */
  words: () => UpdatePromptWords;
  /** Tells the person why the restart did not happen (a run started meanwhile). */
  onRefused: (reason: string) => void;
  log?: (message: string) => void;
}): { onState: (state: AppUpdateState) => void } {
  const asked = new Set<string>();
  let open = false;
  const onState = (state: AppUpdateState): void => {
    if (state.status !== 'ready' || state.restartBlockedBy || open) return;
    const version = state.version ?? '';
    if (asked.has(version)) return;
    asked.add(version);
    open = true;
    const words = deps.words();
    void deps.dialog
      .showMessageBox({
        type: 'info',
        title: words.title,
        message: version ? words.message.replace('{{version}}', version) : words.messageNoVersion,
        detail: words.detail,
        buttons: [words.restart, words.later],
        defaultId: 0,
        cancelId: 1,
        noLink: true,
      })
      .then(({ response }) => {
        open = false;
        if (response !== 0) return;
        const restarted = deps.update()?.restartToUpdate();
        if (restarted && !restarted.ok) deps.onRefused(restarted.reason);
      })
      .catch((error: unknown) => {
        open = false;
        deps.log?.(`update prompt: ${error instanceof Error ? error.message : String(error)}`);
      });
  };
  return { onState };
}
