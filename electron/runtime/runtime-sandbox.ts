// The shell's sandbox for a runtime: pending until the self-test (bwrap running `true`) picks one, then that one,
// or none with the reason when the self-test itself cannot run. Built by create-runtime.ts.
import { tmpdir } from 'node:os';
import { createNoSandbox } from '../../tools/shell/no-sandbox';
import { createPendingSandbox } from '../../tools/shell/pending-sandbox';
import { selectSandbox } from '../../tools/shell/select-sandbox';

export function createRuntimeSandbox(input: {
  platform: NodeJS.Platform;
  env: NodeJS.ProcessEnv;
  dataDir: string;
  homeDir: string;
  log: (message: string) => void;
}) {
  // The sandbox self-test (bwrap running `true`) runs after the runtime is ready (or, with `sandboxSelfTest:
  // 'on-demand', only when something needs its verdict). Until it ends the sandbox counts as none and wraps nothing; a
  // shell call waits for the verdict before it is described, approved or run (pending-sandbox.ts), and custom tool
  // files are read only once it is known.
  return createPendingSandbox(() =>
    selectSandbox({
      platform: input.platform,
      env: input.env,
      protectedPaths: { dataDir: input.dataDir, homeDir: input.homeDir },
      tmpDir: tmpdir(),
    }).then(
      (selection) => {
        input.log(`shell ${selection.sandbox.describe()}`);
        return selection;
      },
      (error: unknown) => {
        const detail = `the self-test could not run (${error instanceof Error ? error.message : String(error)})`;
        input.log(`shell sandbox: none (${detail})`);
        return {
          sandbox: createNoSandbox({ reason: detail, platform: input.platform, tmpDir: tmpdir() }),
          selfTest: { candidate: null, passed: false, detail },
        };
      },
    ),
  );
}
