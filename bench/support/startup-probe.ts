// Start-up probe (bundled by the start-up bench, run in a fresh process): imports the core the way the desktop main
// process does, builds the runtime over the data folder given as argv[2] (database open, settings read, toolset built;
// the sandbox self-test starts just after) and prints one JSON line {"ready": …} with its own timings, then closes.
// Timed with process.uptime() (ms since the process started, as performance.now() reads): Node loads the global
// `performance` (perf_hooks, ~3 ms) on its first use, which the core itself does not do before ready.
const sinceStart = (): number => process.uptime() * 1000;
const processStartToProbe = sinceStart();
const { createHearthRuntime } = await import('../../electron/runtime/create-runtime');
const { createSessionSecretStore } = await import('../../electron/secrets/session-secret-store');
const imported = sinceStart();

const dataDir = process.argv[2];
if (!dataDir) throw new Error('usage: startup-probe <data-dir>');
const runtime = await createHearthRuntime({
  dataDir,
  env: process.env,
  platform: process.platform,
  // Stands in for the keychain store (which needs D-Bus); it is only asked for a key when a model is called.
  secretStore: createSessionSecretStore(),
});
const tools = runtime.toolset();
const settings = runtime.settings();
const ready = sinceStart();
process.stdout.write(
  `${JSON.stringify({
    ready: true,
    processStartToProbeMs: processStartToProbe,
    importMs: imported - processStartToProbe,
    runtimeMs: ready - imported,
    sinceProcessStartMs: ready,
    tools: tools.tools.length,
    rssBytes: process.memoryUsage().rss, // the whole core process at ready (bench/ten-year.ts reports it)
    mode: settings.policy.mode,
  })}\n`,
);
await runtime.close();

export {};
