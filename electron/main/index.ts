// Electron entry: lifecycle only. Single-instance lock, then the composition root (app.ts) once Electron is ready.
import { app } from 'electron';
import { startHearthApp } from './app';

if (!app.requestSingleInstanceLock()) {
  app.quit();
} else {
  app.enableSandbox();
  void app.whenReady().then(() => startHearthApp(app));
}
