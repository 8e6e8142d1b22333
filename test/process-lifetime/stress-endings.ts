// The ways the stress tests end the real CLI mid-call (test/process-lifetime/stress-*.test.ts): each signal, or its
// reader closing stdout and stderr. After an ending, the CLI and every process it started must be gone within 5 s.
import { startCli, type CliProcess } from './cli-process';
import { descendantsOf, listProcesses, survivors, type ProcessInfo } from './process-scan';
import { waitFor } from '../support/wait-for';

export type Ending = 'SIGKILL' | 'SIGTERM' | 'SIGINT' | 'SIGHUP' | 'closed output';
export const endings: readonly Ending[] = ['SIGKILL', 'SIGTERM', 'SIGINT', 'SIGHUP', 'closed output'];

/** How long everything may take to go after the ending. */
const graceMs = 5_000;

/** The CLIs the tests started, so a failed test's leftovers can be killed (by pid, only these). */
const started = new Set<CliProcess>();

export function startTrackedCli(args: string[], env?: Record<string, string>): CliProcess {
  const cli = startCli(args, env ? { env } : {});
  started.add(cli);
  void cli.exited.then(() => started.delete(cli));
  return cli;
}

export function killStartedClis(): void {
  for (const cli of started) if (cli.child.exitCode === null) cli.child.kill('SIGKILL');
  started.clear();
}

/**
 * Polls the CLI's process tree until `ready` holds; returns every descendant seen on the way (a process that came and
 * went before is harmless; one that is still alive later is found again by pid and start time).
 */
export async function treeWhen(
  cli: CliProcess,
  what: string,
  ready: (tree: ProcessInfo[], output: string) => boolean,
  timeout = 60_000,
): Promise<ProcessInfo[]> {
  const seen = new Map<string, ProcessInfo>();
  let tree: ProcessInfo[] = [];
  return waitFor(
    () => {
      tree = descendantsOf(cli.pid);
      for (const info of tree) seen.set(`${info.pid}/${info.start}`, info);
      if (cli.child.exitCode !== null || cli.child.signalCode !== null)
        throw new Error(`the CLI ended before ${what}: ${cli.output().slice(-600)}`);
      return ready(tree, cli.output()) ? [...seen.values()] : undefined;
    },
    { message: what, timeout, interval: 50, observe: () => ({ tree: tree.map((p) => p.cmdline), out: cli.output() }) },
  );
}

/** A process whose command line (or title a tool set) contains `text`. */
export const hasProcess = (text: string) => (tree: ProcessInfo[]) => tree.some((info) => info.cmdline.includes(text));

/**
 * Ends the CLI as `ending` says, then waits up to 5 s for it and everything in `tree` (or carrying `marker` in its
 * command line) to be gone. Returns what was still alive (killed afterwards, by pid), as lines naming the ending.
 */
export async function endAndCollectSurvivors(
  cli: CliProcess,
  tree: ProcessInfo[],
  marker: string,
  ending: Ending,
): Promise<string[]> {
  // The CLI is judged by /proc like the rest (a zombie has ended), not by its exit event: under load this test's own
  // event loop may take seconds to handle that event, and the CLI would look alive when it is not.
  const cliInfo = listProcesses().find((info) => info.pid === cli.pid);
  const tracked = cliInfo ? [{ ...cliInfo, cmdline: 'the CLI' }, ...tree] : tree;
  if (ending === 'closed output') {
    cli.child.stdout?.destroy();
    cli.child.stderr?.destroy();
  } else {
    process.kill(cli.pid, ending);
  }
  let left: ProcessInfo[] = [];
  const cliAlive = () => cli.child.exitCode === null && cli.child.signalCode === null;
  try {
    await waitFor(
      () => ((left = survivors(tracked, marker)), left.length === 0 && (cliInfo !== undefined || !cliAlive())),
      {
        message: `everything to end after ${ending}`,
        timeout: graceMs,
      },
    );
  } catch {
    // Reported below, with what is left.
  }
  const report = left.map((info) => `${ending}: ${info.pid} ${info.state} ${info.cmdline.slice(0, 160)}`);
  for (const info of left) {
    try {
      process.kill(info.pid, 'SIGKILL');
    } catch {
      // gone meanwhile
    }
  }
  if (cliAlive()) cli.child.kill('SIGKILL');
  return report;
}

/**
 * Runs one scenario once per ending, all at once (each with its own data folder): `start` begins the call and waits
 * until it is in the phase under test, returning the CLI, its tree and the marker. Returns every survivor line.
 */
export async function everyEnding(
  start: (ending: Ending) => Promise<{ cli: CliProcess; tree: ProcessInfo[]; marker: string }>,
): Promise<string[]> {
  const reports = await Promise.all(
    endings.map(async (ending) => {
      const { cli, tree, marker } = await start(ending);
      return endAndCollectSurvivors(cli, tree, marker, ending);
    }),
  );
  return reports.flat();
}
