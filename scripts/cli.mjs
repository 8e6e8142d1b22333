// `npm run -s cli -- …`: runs the Hearth CLI (electron/cli/index.ts) under the runtime matching the native modules.
// On Linux through `setpriv --pdeathsig KILL` (util-linux), so killing this wrapper (even with -9) ends the CLI too.
import { spawn, spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { pickNativeRuntime } from './native-runtime.mjs';

const runtime = pickNativeRuntime();
if (runtime.error) {
  console.error(`hearth: ${runtime.error}`);
  process.exit(1);
}
const entry = fileURLToPath(new URL('../electron/cli/index.ts', import.meta.url));
const command = [runtime.command, '--import', 'tsx', entry, ...process.argv.slice(2)];
const diesWithUs =
  process.platform === 'linux' &&
  spawnSync('setpriv', ['--pdeathsig', 'KILL', '--', 'true'], { stdio: 'ignore' }).status === 0;
const full = diesWithUs ? ['setpriv', '--pdeathsig', 'KILL', '--', ...command] : command;
const child = spawn(full[0], full.slice(1), {
  stdio: 'inherit',
  env: { ...process.env, ...runtime.env },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 130 : 0)));
