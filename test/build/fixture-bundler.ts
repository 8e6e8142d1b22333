// Builds a test fixture the way the Node bundles are built (real Vite, SSR, ES module for Node 20) with the plugins a
// test gives, into OS temp folders that `cleanup` removes. Shared by the build-output tests.
import { join } from 'node:path';
import { build, type Plugin } from 'vite';
import { makeTempDir, removeTempDir } from '../support/temp-dir';

export function createFixtureBundler(): {
  bundle: (entry: string, plugins: Plugin[]) => Promise<string>;
  cleanup: () => void;
} {
  const outDirs: string[] = [];
  return {
    async bundle(entry, plugins) {
      const outDir = makeTempDir('bundle-out');
      outDirs.push(outDir);
      await build({
        configFile: false,
        logLevel: 'silent',
        plugins,
        build: {
          ssr: entry,
          outDir,
          target: 'node20',
          minify: false,
          rollupOptions: { output: { format: 'es', entryFileNames: 'bundle.mjs' } },
        },
      });
      return join(outDir, 'bundle.mjs');
    },
    cleanup: () => outDirs.splice(0).forEach(removeTempDir),
  };
}
