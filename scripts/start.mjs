// `npm start` / `npm run dev`: run the app with electron-vite, or explain in one line why it cannot start here.
import { spawn } from 'node:child_process';
import { electronBinary } from './native-runtime.mjs';

if (!electronBinary()) {
  console.error(
    "hearth: cannot start the desktop app: Electron's binary is not installed (it downloads during `npm install` on a machine with internet). The terminal version works: npm run cli -- chat",
  );
  process.exit(1);
}
const child = spawn('npx', ['--no-install', 'electron-vite', 'dev', ...process.argv.slice(2)], { stdio: 'inherit' });
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
