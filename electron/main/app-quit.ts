// Quitting the app: the first quit waits while quit-sequence.ts stops the scheduler, aborts the runs and lets them
// settle, and closes the runtime; meanwhile windows stop hiding on close and the tray and shortcut go away.
import type { HearthRuntime } from '../runtime/create-runtime';
import type { DesktopShell } from './desktop-shell';
import { installQuitGate, quitSequence, type QuitGateApp } from './quit-sequence';
import type { RunTracker } from './run-tracker';
import type { WindowManager } from './window-manager';

export interface AppQuitDeps {
  /** The core runtime, still starting when a quit can come. */
  ready: Promise<HearthRuntime>;
  tracker: Pick<RunTracker, 'idle'>;
  windows: Pick<WindowManager, 'setQuitting'>;
  desktopReady: Promise<Pick<DesktopShell, 'dispose'>>;
  log: (message: string) => void;
}

export function installAppQuit(app: QuitGateApp, deps: AppQuitDeps): void {
  const { ready } = deps;
  installQuitGate(
    app,
    () =>
      quitSequence(
        {
          stopScheduler: () => ready.then((runtime) => runtime.scheduler.stop()),
          abortRuns: () =>
            void ready.then(
              (runtime) => runtime.session.abortAll(),
              () => undefined,
            ),
          runsSettled: () => deps.tracker.idle(),
          // runtime.close() also closes the browser (the tool catalogue) before the database.
          closeDatabase: () => ready.then((runtime) => runtime.close()),
        },
        { log: deps.log },
      ),
    () => {
      deps.windows.setQuitting();
      void deps.desktopReady.then(
        (desktop) => desktop.dispose(),
        () => undefined,
      );
    },
  );
}
