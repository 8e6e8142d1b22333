// `npm test`: everything CI runs — type-check, lint, format check, build, unit/integration tests, then end-to-end tests.
// Runs inside an isolated D-Bus session with an unlocked gnome-keyring when those are installed (real keychain tests).
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const onPath = (cmd) => spawnSync('sh', ['-c', `command -v ${cmd}`], { stdio: 'ignore' }).status === 0;
const keyringScript = `${root}test/support/with-keyring.sh`;

if (
  process.env.HEARTH_KEYRING_READY !== '1' &&
  existsSync(keyringScript) &&
  onPath('dbus-run-session') &&
  onPath('gnome-keyring-daemon')
) {
  const wrapped = spawnSync(
    'bash',
    [keyringScript, process.execPath, fileURLToPath(import.meta.url), ...process.argv.slice(2)],
    {
      stdio: 'inherit',
      cwd: root,
    },
  );
  process.exit(wrapped.status ?? 1);
}

const steps = [
  ['typecheck', ['npm', 'run', '-s', 'typecheck']],
  ['lint', ['npm', 'run', '-s', 'lint']],
  ['format', ['npm', 'run', '-s', 'format:check']],
  ['build', ['npm', 'run', '-s', 'build']],
  ['electronegativity', [process.execPath, `${root}scripts/electronegativity-gate.mjs`]],
  ['tests', [process.execPath, `${root}scripts/run-vitest.mjs`, 'run']],
  // The official MCP conformance suite against Hearth's MCP client (its own Node 22 binary; prints the suite's table).
  ['mcp-conformance', [process.execPath, `${root}scripts/test-mcp-conformance.mjs`]],
];
if (existsSync(`${root}scripts/test-e2e.mjs`)) steps.push(['e2e', [process.execPath, `${root}scripts/test-e2e.mjs`]]);

const failed = [];
for (const [name, [cmd, ...args]] of steps) {
  console.log(`\n=== hearth test step: ${name} ===`);
  const started = Date.now();
  const result = spawnSync(cmd, args, { stdio: 'inherit', cwd: root });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (result.status !== 0) failed.push(name);
  console.log(`=== ${name}: ${result.status === 0 ? 'passed' : 'FAILED'} (${seconds} s) ===`);
}
if (failed.length) {
  console.error(`\nhearth: failed steps: ${failed.join(', ')}`);
  process.exit(1);
}
console.log('\nhearth: all test steps passed');
