// The sandbox while its self-test runs in the background (started with the runtime, after which the core is ready):
// until the test ends it counts as no sandbox ("none": every shell call would ask) and refuses to wrap a command, so a
// command can never run unsandboxed because the test had not finished; callers wait for `settled()` first.
import type { SandboxSelection } from './select-sandbox';
import type { Sandbox } from './sandbox';

export interface PendingSandbox {
  /** Delegates to the chosen sandbox once the self-test has ended. */
  sandbox: Sandbox;
  /** The selection once the self-test has ended, else undefined. */
  current: () => SandboxSelection | undefined;
  /** Resolves with the selection when the self-test ends (at once if it has). */
  settled: () => Promise<SandboxSelection>;
}

export function createPendingSandbox(test: Promise<SandboxSelection>): PendingSandbox {
  let chosen: SandboxSelection | undefined;
  const settled = test.then((selection) => {
    chosen = selection;
    return selection;
  });
  const final = (): Sandbox => {
    if (!chosen)
      throw new Error('The shell sandbox is still being tested; wait for settled() before running commands.');
    return chosen.sandbox;
  };
  const sandbox: Sandbox = {
    get kind() {
      return chosen?.sandbox.kind ?? 'none';
    },
    describe: () => chosen?.sandbox.describe() ?? 'sandbox: being tested (its self-test is still running)',
    childPaths: (workspace) => final().childPaths(workspace),
    wrap: (request) => final().wrap(request),
    settled: async () => {
      await settled;
    },
  };
  return { sandbox, current: () => chosen, settled: () => settled };
}
