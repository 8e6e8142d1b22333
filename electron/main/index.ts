// Electron entry: lifecycle only. One instance (a second launch focuses the first, or opens quick-ask with
// --quick-ask), the data folder (--data-dir, HEARTH_DATA_DIR, else userData), then the composition root when ready.
import * as electron from 'electron';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { resolveDataDir } from '../storage/app-data-dir';
import { startHearthApp } from './app';
import { parseLaunchArgs } from './launch-args';

const { app } = electron;

// `Hearth --cli …` (the `hearth` command that "Install 'hearth' command in PATH" writes): the packaged app runs the
// prebuilt CLI in this process, where the native modules match (the RunAsNode fuse keeps the binary from being Node).
if (app.isPackaged && process.argv[1] === '--cli') {
  app.dock?.hide();
  process.env.HEARTH_CLI_IN_APP = '1';
  // A path built at run time: out/cli/hearth.mjs is its own bundle (scripts/build-cli.mjs), not part of this one.
  const cli = pathToFileURL(join(import.meta.dirname, '..', 'cli', 'hearth.mjs')).href;
  void import(cli).catch((error: unknown) => {
    console.error(`hearth: the CLI could not start: ${error instanceof Error ? error.message : String(error)}`);
    app.exit(1);
  });
} else {
  startDesktop();
}

function startDesktop(): void {
  const launch = parseLaunchArgs(process.argv.slice(1));

  const explicit = launch.dataDir ?? process.env.HEARTH_DATA_DIR;
  const dataDir = resolveDataDir({
    env: process.env,
    platform: process.platform,
    flag: explicit ?? app.getPath('userData'),
  });
  // Chromium's own files (cache, local storage) and the single-instance lock live beside Hearth's data, so an
  // override isolates everything (and another data folder may run as its own instance).
  if (explicit) app.setPath('userData', dataDir);

  if (!app.requestSingleInstanceLock()) {
    app.quit();
  } else {
    app.enableSandbox();
    // Windows shows notifications only for apps with an AppUserModelID (the installer registers the same id).
    if (process.platform === 'win32') app.setAppUserModelId('app.hearth.desktop');
    void app.whenReady().then(() => startHearthApp(electron, { ...launch, dataDir, outDir: import.meta.dirname }));
  }
}
