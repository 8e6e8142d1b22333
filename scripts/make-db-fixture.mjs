// `node scripts/make-db-fixture.mjs N…`: writes test/fixtures/databases/v<N>.db, a database at schema version N holding
// a row in every table (test/storage/db-fixtures/). Add one with every new migration; the upgrade test requires it.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { pickNativeRuntime } from './native-runtime.mjs';

const runtime = pickNativeRuntime();
if (runtime.error) {
  console.error(runtime.error);
  process.exit(1);
}
const entry = fileURLToPath(new URL('../test/storage/db-fixtures/make-db-fixture.ts', import.meta.url));
const result = spawnSync(runtime.command, ['--import', 'tsx', entry, ...process.argv.slice(2)], {
  stdio: 'inherit',
  env: { ...process.env, ...runtime.env },
});
process.exit(result.status ?? 1);
