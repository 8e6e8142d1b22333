// Types for scripts/bundled-deps.mjs (read by electron.vite.config.ts and bench/support/vite-bundle.ts).
export declare const bundledDependencies: string[];
