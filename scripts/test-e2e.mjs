// End-to-end tests: builds the renderer when out/renderer is missing or older than its sources, then drives Debian's
// Chromium (playwright-core) against it through the e2e bridge (real runtime, fake model). Exits non-zero on failure.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { pickNativeRuntime } from './native-runtime.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const builtIndex = join(root, 'out/renderer/index.html');

function newestSource(folder) {
  let newest = 0;
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    const path = join(folder, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestSource(path) : statSync(path).mtimeMs);
  }
  return newest;
}

function rendererIsStale() {
  if (!existsSync(builtIndex)) return true;
  const built = statSync(builtIndex).mtimeMs;
  return [join(root, 'renderer'), join(root, 'electron/shared')].some((folder) => newestSource(folder) > built);
}

if (rendererIsStale()) {
  console.log('hearth e2e: building the renderer (out/renderer)…');
  const build = spawnSync(process.execPath, [join(root, 'test/e2e/build-renderer.mjs')], {
    stdio: 'inherit',
    cwd: root,
  });
  if (build.status !== 0) {
    console.error('hearth e2e: the renderer build failed');
    process.exit(build.status ?? 1);
  }
} else {
  console.log('hearth e2e: using the renderer already built in out/renderer');
}

const runtime = pickNativeRuntime();
if (runtime.error) {
  console.error(`hearth e2e: ${runtime.error}`);
  process.exit(1);
}
const vitest = fileURLToPath(new URL('../node_modules/vitest/vitest.mjs', import.meta.url));
const result = spawnSync(
  runtime.command,
  [vitest, 'run', '--config', join(root, 'test/e2e/vitest.e2e.config.ts'), ...process.argv.slice(2)],
  {
    stdio: 'inherit',
    cwd: root,
    env: { ...process.env, ...runtime.env },
  },
);
process.exit(result.status ?? 1);
