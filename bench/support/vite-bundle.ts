// Builds code the way the app ships it, with Vite: a Node bundle with dependencies external (as electron-vite builds
// the main process) and the renderer's production build. Used by the start-up and rendering bench parts.
import react from '@vitejs/plugin-react';
import { mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, type InlineConfig } from 'vite';
import { asciiOutput } from '../../scripts/ascii-output.mjs';
import { compactOutput } from '../../scripts/compact-output.mjs';
import { bundledDependencies } from '../../scripts/bundled-deps.mjs';

export const repoRoot = fileURLToPath(new URL('../../', import.meta.url));

/**
 * Bundles a Node entry into node_modules/.cache/hearth-bench/<name>/<name>.mjs (inside the repo, so the external
 * packages resolve from node_modules as they do for out/main). Packages stay external except the ones the app's main
 * process bundles too (scripts/bundled-deps.mjs); its output is compact and ASCII, as the app's (scripts/compact-output.mjs,
 * scripts/ascii-output.mjs). Returns
 * the bundle's path.
 */
export async function bundleNodeEntry(entry: string, name: string): Promise<string> {
  const outDir = join(repoRoot, 'node_modules', '.cache', 'hearth-bench', name);
  rmSync(outDir, { recursive: true, force: true });
  mkdirSync(outDir, { recursive: true });
  await build({
    configFile: false,
    root: repoRoot,
    logLevel: 'silent',
    plugins: [compactOutput(), asciiOutput()],
    ssr: { noExternal: bundledDependencies },
    build: {
      ssr: entry,
      outDir,
      emptyOutDir: true,
      target: 'node20',
      minify: false,
      reportCompressedSize: false,
      rollupOptions: { output: { format: 'es', entryFileNames: `${name}.mjs` } },
    },
  });
  return join(outDir, `${name}.mjs`);
}

/** A production build of a web page (an index.html under root) into outDir, with the React plugin the app uses. */
export async function buildWebPage(root: string, outDir: string, extra: InlineConfig = {}): Promise<void> {
  await build({
    configFile: false,
    root,
    logLevel: 'silent',
    base: './',
    ...extra,
    plugins: [react(), ...(extra.plugins ?? [])],
    build: { outDir, emptyOutDir: true, reportCompressedSize: false, ...extra.build },
  });
}
