// Vitest for the end-to-end suite (test/e2e/**/*.e2e.ts): real Chromium against the built renderer and the real core
// behind the WebSocket bridge. One file at a time (each starts its own Chromium and runtime).
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/e2e/**/*.e2e.ts'],
    environment: 'node',
    pool: 'forks',
    fileParallelism: false,
    testTimeout: 90_000,
    hookTimeout: 90_000,
    reporters: process.env.CI ? ['verbose'] : ['default'],
  },
});
