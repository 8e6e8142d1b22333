// Vitest: plain Node tests against real SQLite, keychain, bwrap and Chromium (ARCHITECTURE.md, "Tests").
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    environment: 'node',
    pool: 'forks',
    testTimeout: 30_000,
    hookTimeout: 30_000,
    reporters: process.env.CI ? ['verbose'] : ['default'],
  },
});
