// `npm run -s cli -- …`: runs the Hearth CLI under the runtime matching the native modules: the prebuilt bundle
// (out/cli/hearth.mjs, from `npm run build`) when it is newer than the sources, else electron/cli/index.ts through tsx.
// On Linux through `setpriv --pdeathsig KILL` (util-linux), so killing this wrapper (even with -9) ends the CLI too.
import { spawn, spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { freshCliBundle } from './cli-bundle.mjs';
import { pickNativeRuntime } from './native-runtime.mjs';

const runtime = pickNativeRuntime();
if (runtime.error) {
  console.error(`hearth: ${runtime.error}`);
  process.exit(1);
}
const bundle = freshCliBundle();
const entry = fileURLToPath(new URL('../electron/cli/index.ts', import.meta.url));
const command = bundle
  ? [runtime.command, bundle, ...process.argv.slice(2)]
  : [runtime.command, '--import', 'tsx', entry, ...process.argv.slice(2)];
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
