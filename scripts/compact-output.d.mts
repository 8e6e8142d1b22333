// Types for scripts/compact-output.mjs (read by electron.vite.config.ts, scripts/build-cli.mjs and the bench's bundler).
import type { Plugin } from 'vite';

export declare function compactOutput(): Plugin;
