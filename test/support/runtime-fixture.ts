// The real runtime over the fake model for one test file: starts the fake OpenAI-compatible server before the file,
// opens runtimes on fresh data folders (session secret store, provider pointed at the server), closes them after each
// test, and stops the server and removes the folders at the end.
import { afterAll, afterEach, beforeAll } from 'vitest';
import { createHearthRuntime, type HearthRuntime, type RuntimeOptions } from '../../electron/runtime/create-runtime';
import { createSessionSecretStore } from '../../electron/secrets/session-secret-store';
import { startFakeLlmServer, type FakeLlmServer } from './fake-llm-server';
import { createTempDirs } from './temp-dir';

export interface RuntimeFixture {
  /** The fake model (available once the file's tests run). */
  readonly server: FakeLlmServer;
  /** A new empty folder, removed after the file. */
  folder(label: string): string;
  /** A runtime on `dataDir` (default: a new folder) talking to the fake model; closed after the current test. */
  open(options?: Partial<RuntimeOptions> & { label?: string }): Promise<HearthRuntime>;
}

export function useRuntimeFixture(): RuntimeFixture {
  const temp = createTempDirs();
  const runtimes: HearthRuntime[] = [];
  let server: FakeLlmServer | undefined;
  beforeAll(async () => {
    server = await startFakeLlmServer();
  });
  afterEach(async () => {
    await Promise.all(runtimes.splice(0).map((runtime) => runtime.close()));
    server?.reset();
  });
  afterAll(async () => {
    await server?.close();
    temp.cleanup();
  });
  const fixture: RuntimeFixture = {
    get server() {
      if (!server) throw new Error('The fake model starts in beforeAll; use it inside tests or hooks.');
      return server;
    },
    folder: (label) => temp.make(label),
    async open({ label = 'runtime', dataDir = temp.make(label), ...options } = {}) {
      const runtime = await createHearthRuntime({
        dataDir,
        env: { PATH: process.env.PATH, HOME: dataDir },
        platform: process.platform,
        secretStore: createSessionSecretStore(),
        overrides: { baseUrl: fixture.server.url, model: 'fake-model' },
        ...options,
      });
      runtimes.push(runtime);
      return runtime;
    },
  };
  return fixture;
}
