// The sandbox while its self-test has not ended (started after the core is ready, or on first need): until then it
// counts as no sandbox ("none": every shell call would ask) and refuses to wrap a command, so a command can never run
// unsandboxed because the test had not finished; callers wait for `settled()` first, which starts the test if needed.
import type { SandboxSelection } from './select-sandbox';
import type { Sandbox } from './sandbox';

export interface PendingSandbox {
  /** Delegates to the chosen sandbox once the self-test has ended. */
  sandbox: Sandbox;
  /** The selection once the self-test has ended, else undefined. */
  current: () => SandboxSelection | undefined;
  /** Starts the self-test if it has not started (no-op otherwise). */
  start: () => void;
  /** Whether the self-test has been started. */
  started: () => boolean;
  /** Starts the self-test if needed and resolves with the selection when it ends (at once if it has). */
  settled: () => Promise<SandboxSelection>;
  /** Resolves with the selection when the self-test ends, without starting it. */
  whenSettled: () => Promise<SandboxSelection>;
}

export function createPendingSandbox(runSelfTest: () => Promise<SandboxSelection>): PendingSandbox {
  let chosen: SandboxSelection | undefined;
  let running: Promise<SandboxSelection> | undefined;
  let announce: (selection: SandboxSelection) => void = () => undefined;
  const ended = new Promise<SandboxSelection>((resolve) => (announce = resolve));
  const settled = (): Promise<SandboxSelection> =>
    (running ??= runSelfTest().then((selection) => {
      chosen = selection;
      announce(selection);
      return selection;
    }));
  const final = (): Sandbox => {
    if (!chosen)
      throw new Error('The shell sandbox is still being tested; wait for settled() before running commands.');
    return chosen.sandbox;
  };
  const sandbox: Sandbox = {
    get kind() {
      return chosen?.sandbox.kind ?? 'none';
    },
    describe: () => chosen?.sandbox.describe() ?? 'sandbox: being tested (its self-test has not finished)',
    childPaths: (workspace) => final().childPaths(workspace),
    wrap: (request) => final().wrap(request),
    settled: async () => {
      await settled();
    },
  };
  return {
    sandbox,
    current: () => chosen,
    start: () => void settled(),
    started: () => running !== undefined,
    settled,
    whenSettled: () => ended,
  };
}
