// Handler tests over a real runtime (SQLite in a temp folder, the session secret store) and its invoke handlers behind
// the shared dispatcher: each runtime closes after its test, the folders go after the file.
import { afterAll, afterEach } from 'vitest';
import { createPendingApprovals, type PendingApprovals } from '../../electron/agent/approvals/pending-approvals';
import { createHearthRuntime, type HearthRuntime } from '../../electron/runtime/create-runtime';
import { createInvokeHandlers } from '../../electron/runtime/handlers/index';
import { createSessionSecretStore } from '../../electron/secrets/session-secret-store';
import { createInvokeDispatcher } from '../../electron/shared/invoke-dispatch';
import { createTempDirs } from './temp-dir';

export function useHandlerRuntimes() {
  const temp = createTempDirs();
  const runtimes: HearthRuntime[] = [];
  afterEach(async () => {
    await Promise.all(runtimes.splice(0).map((runtime) => runtime.close()));
  });
  afterAll(() => temp.cleanup());
  return {
    folder: (label: string) => temp.make(label),
    /** A runtime on `dataDir` and a dispatcher over all its handlers (approvals: the window's, unless given). */
    async open(dataDir: string, approvals: PendingApprovals = createPendingApprovals()) {
      const runtime = await createHearthRuntime({
        dataDir,
        env: { PATH: process.env.PATH, HOME: dataDir },
        platform: process.platform,
        secretStore: createSessionSecretStore(),
      });
      runtimes.push(runtime);
      const dispatch = createInvokeDispatcher(createInvokeHandlers({ runtime, approvals, version: 'test' }));
      return { runtime, dispatch };
    },
  };
}
