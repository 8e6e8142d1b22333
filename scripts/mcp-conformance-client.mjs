// `npm run -s mcp-conformance-client -- <server-url>`: Hearth's MCP client as the conformance suite's client under
// test (test/mcp-conformance/conformance-client.ts), run under the runtime matching the native modules (SQLite).
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { pickNativeRuntime } from './native-runtime.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
process.chdir(root); // the suite starts us in its own folder; the native-module probe resolves from the repo
const runtime = pickNativeRuntime();
if (runtime.error) {
  console.error(`hearth: ${runtime.error}`);
  process.exit(1);
}
const entry = fileURLToPath(new URL('../test/mcp-conformance/conformance-client.ts', import.meta.url));
const child = spawn(runtime.command, ['--import', 'tsx', entry, ...process.argv.slice(2)], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, ...runtime.env },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 130 : 0)));
