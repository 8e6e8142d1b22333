// THE composition root of the desktop app: builds the core runtime over the data folder (userData or HEARTH_DATA_DIR),
// binds IPC, routes each run's events to the window that started it, and creates the main window.
import { app as electronApp, BrowserWindow, ipcMain, session as electronSession, shell, webContents, type App } from 'electron';
import { join } from 'node:path';
import { createInvokeHandlers } from '../agent/invoke-handlers';
import { createPendingApprovals } from '../agent/pending-approvals';
import { createHearthRuntime, type HearthRuntime } from '../agent/runtime';
import { createKeytarSecretStore } from '../secrets/keytar-secret-store';
import type { AgentEvent } from '../shared/agent-events';
import { resolveDataDir } from '../storage/app-data-dir';
import { bindIpc } from './ipc';
import { hardenSession, hardenWebContents, isOwnPage } from './web-security';
import { createWindow, rendererLocation, windowCatalogue } from './windows';

function sendToCaller(callerId: string | undefined, event: AgentEvent): void {
  const id = Number(callerId?.replace(/^window:/, ''));
  const target = Number.isInteger(id) ? webContents.fromId(id) : undefined;
  if (target && !target.isDestroyed()) target.send('agent:event', event);
}

export async function startHearthApp(app: App = electronApp): Promise<HearthRuntime> {
  const devServerUrl = process.env.ELECTRON_RENDERER_URL;
  const dataDir = resolveDataDir({ env: process.env, platform: process.platform, flag: process.env.HEARTH_DATA_DIR ? undefined : app.getPath('userData') });
  const runtime = await createHearthRuntime({
    dataDir,
    env: process.env,
    platform: process.platform,
    secretStore: createKeytarSecretStore(),
    onEvent: (event, meta) => sendToCaller(meta.callerId, event),
    log: (message) => console.log(`hearth: ${message}`),
  });
  const approvals = createPendingApprovals();
  hardenSession(electronSession.defaultSession);
  app.on('web-contents-created', (_event, contents) => hardenWebContents(contents, devServerUrl));
  bindIpc({
    ipcMain,
    handlers: createInvokeHandlers({ runtime, approvals, version: app.getVersion(), openExternal: (url) => shell.openExternal(url) }),
    isTrustedFrame: (url) => isOwnPage(url, devServerUrl),
    log: (message) => console.warn(`hearth: ${message}`),
  });

  const catalogue = windowCatalogue(join(__dirname, '../preload/index.cjs'));
  const location = rendererLocation(__dirname, devServerUrl);
  let mainWindow: BrowserWindow | undefined = createWindow(catalogue.main, location);
  mainWindow.on('closed', () => (mainWindow = undefined));
  app.on('second-instance', () => {
    if (!mainWindow) mainWindow = createWindow(catalogue.main, location);
    if (mainWindow.isMinimized()) mainWindow.restore();
    mainWindow.focus();
  });
  app.on('activate', () => {
    if (BrowserWindow.getAllWindows().length === 0) mainWindow = createWindow(catalogue.main, location);
  });
  app.on('window-all-closed', () => {
    if (process.platform !== 'darwin') app.quit();
  });
  app.on('before-quit', () => void runtime.close());
  return runtime;
}
