// Types for scripts/ascii-output.mjs (read by electron.vite.config.ts, scripts/build-cli.mjs and the bench's bundler).
import type { Plugin } from 'vite';

export declare function escapeNonAscii(code: string): string;
export declare function taggedTemplatesWithNonAscii(program: unknown): number[];
export declare function asciiOutput(): Plugin;
