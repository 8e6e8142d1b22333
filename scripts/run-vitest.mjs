// Runs Vitest under the runtime whose ABI matches the native modules (see native-runtime.mjs).
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { pickNativeRuntime } from './native-runtime.mjs';

const runtime = pickNativeRuntime();
if (runtime.error) {
  console.error(`hearth: ${runtime.error}`);
  process.exit(1);
}
console.log(`hearth: running tests under ${runtime.name}`);
const vitest = fileURLToPath(new URL('../node_modules/vitest/vitest.mjs', import.meta.url));
const result = spawnSync(runtime.command, [vitest, ...process.argv.slice(2)], {
  stdio: 'inherit',
  env: { ...process.env, ...runtime.env },
});
process.exit(result.status ?? 1);
