// Where the prebuilt CLI is (out/cli/hearth.mjs) and whether it is current: newer than every source file it is built
// from (electron/, tools/), so `npm run cli` never runs a stale build after an edit (it falls back to tsx then).
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
export const cliBundlePath = join(root, 'out/cli/hearth.mjs');

function newestSource(folder) {
  let newest = 0;
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) newest = Math.max(newest, newestSource(path));
    else if (/\.(ts|mjs|js|json)$/.test(entry.name)) newest = Math.max(newest, statSync(path).mtimeMs);
  }
  return newest;
}

/** The bundle's path when it exists and no source is newer, else null. HEARTH_CLI_FROM_SOURCE=1 forces tsx. */
export function freshCliBundle({
  env = process.env,
  bundle = cliBundlePath,
  sourceFolders = [join(root, 'electron'), join(root, 'tools')],
} = {}) {
  if (env.HEARTH_CLI_FROM_SOURCE === '1' || !existsSync(bundle)) return null;
  const built = statSync(bundle).mtimeMs;
  return Math.max(...sourceFolders.map(newestSource)) <= built ? bundle : null;
}
