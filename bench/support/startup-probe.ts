// Start-up probe (bundled by the start-up bench, run in a fresh process): imports the core the way the desktop main
// process does, builds the runtime over the data folder given as argv[2] (database open, settings read, toolset built;
// the sandbox self-test starts just after) and prints one JSON line {"ready": …} with its own timings, then closes.
const processStartToProbe = performance.now();
const { createHearthRuntime } = await import('../../electron/runtime/create-runtime');
const { createSessionSecretStore } = await import('../../electron/secrets/session-secret-store');
const imported = performance.now();

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
const ready = performance.now();
process.stdout.write(
  `${JSON.stringify({
    ready: true,
    processStartToProbeMs: processStartToProbe,
    importMs: imported - processStartToProbe,
    runtimeMs: ready - imported,
    sinceProcessStartMs: ready,
    tools: tools.tools.length,
    mode: settings.policy.mode,
  })}\n`,
);
await runtime.close();

export {};
