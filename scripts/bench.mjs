// `npm run bench [-- part …]`: runs bench/run-all.ts with tsx under the runtime matching the native modules
// (plain Node, or Electron-as-Node), like scripts/cli.mjs. Reports only: the bench never fails CI.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { pickNativeRuntime } from './native-runtime.mjs';

const runtime = pickNativeRuntime();
if (runtime.error) {
  console.error(`bench: ${runtime.error}`);
  process.exit(1);
}
const entry = fileURLToPath(new URL('../bench/run-all.ts', import.meta.url));
const child = spawn(runtime.command, ['--import', 'tsx', entry, ...process.argv.slice(2)], {
  stdio: 'inherit',
  env: { ...process.env, ...runtime.env },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 130 : 0)));
