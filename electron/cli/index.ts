// The CLI's composition root (twin of electron/main/app.ts): parses flags, builds the core runtime over the same data
// folder as the app, and runs one command. Exit codes: 0 success, 1 the run or tool failed, 2 usage error. The process
// exits only once stdout and stderr have drained; when stdout's reader goes away the command stops as on Ctrl+C.
import type { AgentEvent } from '../shared/agent-events';
import { createHearthRuntime, type HearthRuntime } from '../runtime/create-runtime';
import { createKeytarSecretStore } from '../secrets/keytar-secret-store';
import { isStorageError } from '../storage/database';
import { resolveDataDir } from '../storage/app-data-dir';
import { parseCliArgs, usage } from './args';
import { runCommand } from './run-command';
import { exitCodes, processIo, type CliIo } from './cli-io';
import { createProcessOutput } from './process-output';
import { armStopDeadlines } from './stop-deadline';
import { endWithChildrenOnSignals } from './termination-signals';
import { openInBrowser } from './open-in-browser';
import { upgradeWithProgressBar } from './database-upgrade-bar';
import { cliWorkspaceWarning, workspaceRefusal } from '../runtime/workspace-warning';
import { unavailableHostChildLauncher } from '../../tools/user-tools/node-host-child';

const customToolsNeedNodeReason =
  'custom tools cannot run in the hearth command of the packaged app; use them in the app, or run the CLI from a source checkout (npm run cli)';

/** Runs one CLI command and returns its exit code; `stop` aborts it (the process entry aborts it when stdout closes). */
export async function main(
  argv: string[],
  env: Record<string, string | undefined>,
  io: CliIo = processIo(),
  stop?: AbortSignal,
): Promise<number> {
  const parsed = parseCliArgs(argv);
  if (!parsed.ok) {
    io.err(`hearth: ${parsed.message} (see --help)\n`);
    return exitCodes.usage;
  }
  const { options } = parsed;
  if (options.command === 'help') {
    io.out(`${usage}\n`);
    return exitCodes.ok;
  }
  const listeners = new Set<(event: AgentEvent) => void>();
  const subscribe = (listener: (event: AgentEvent) => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  };
  // A home-sized --workspace is refused before anything opens: it would let commands change every file of the person's.
  const dataDirForFlag = resolveDataDir({ flag: options.dataDir, env, platform: process.platform });
  const homeSized = options.workspace
    ? workspaceRefusal(options.workspace, { dataDir: dataDirForFlag, env, what: 'The --workspace folder' })
    : null;
  if (homeSized) {
    io.err(`hearth: ${homeSized}\n`);
    return exitCodes.usage;
  }
  // A long upgrade of an older database shows a bar (a backup is made first); the runtime then opens it as current.
  const upgradeFailure = upgradeWithProgressBar(dataDirForFlag, env.npm_package_version ?? 'unknown', io);
  if (upgradeFailure) {
    io.err(`hearth: ${upgradeFailure}\n`);
    return exitCodes.failed;
  }
  let runtime: HearthRuntime;
  try {
    runtime = await createHearthRuntime({
      dataDir: resolveDataDir({ flag: options.dataDir, env, platform: process.platform }),
      // `npm run cli` sets it; written into backups (and shown by `backup list`).
      ...(env.npm_package_version ? { appVersion: env.npm_package_version } : {}),
      env,
      platform: process.platform,
      secretStore: createKeytarSecretStore(),
      overrides: { baseUrl: options.baseUrl, model: options.model, mode: options.mode, workspace: options.workspace },
      fallbackApiKey: () => env.OPENAI_API_KEY,
      // One command, then exit: the sandbox self-test runs only if the command needs its verdict (a shell call).
      sandboxSelfTest: 'on-demand',
      // A remote MCP server that needs a sign-in: its page in the browser, the code back on a loopback redirect.
      sourceOptions: {
        mcp: { openAuthorization: async (url) => openInBrowser(url, io.err) },
        // Inside the packaged app (`hearth` from "Install 'hearth' command in PATH"), nothing can run the host as Node.
        ...(env.HEARTH_CLI_IN_APP === '1'
          ? { userTools: { launcher: unavailableHostChildLauncher(customToolsNeedNodeReason) } }
          : {}),
      },
      // The notify tool's notification: a line on stderr (stdout stays the command's output).
      notify: ({ title, body }) => (io.err(`hearth: notification: ${title}: ${body}\n`), true),
      onEvent: (event) => listeners.forEach((listener) => listener(event)),
      log: (message) => (env.HEARTH_DEBUG ? io.err(`hearth: ${message}\n`) : undefined),
    });
  } catch (error) {
    io.err(`hearth: ${isStorageError(error) || error instanceof Error ? error.message : String(error)}\n`);
    return exitCodes.failed;
  }
  for (const notice of runtime.notices) io.err(`hearth: ${notice}\n`);
  const warning = () => cliWorkspaceWarning(runtime.settings().workspace, { dataDir: runtime.dataDir, env });
  const before = warning();
  if (before) io.err(before);
  try {
    return await runCommand(options, runtime, io, subscribe, stop);
  } finally {
    // `config set workspace …` may have just chosen such a folder: say so once more, for the new value.
    const after = options.command === 'config' ? warning() : null;
    if (after && after !== before) io.err(after);
    await runtime.close();
  }
}

let started = false;

/** Runs the CLI as this process: argv, env, stdout/stderr, and the exit code (once, whoever calls it first). */
export function runCliProcess(): void {
  if (started) return;
  started = true;
  const output = createProcessOutput();
  armStopDeadlines(output.stdoutClosed);
  endWithChildrenOnSignals();
  void main(process.argv.slice(2), process.env, output.io, output.stdoutClosed)
    .catch((error: unknown) => {
      output.io.err(`hearth: unexpected failure: ${error instanceof Error ? error.message : String(error)}\n`);
      return exitCodes.failed;
    })
    .then(async (code) => {
      const exitCode = output.exitCode(code);
      await output.flush(); // process.exit() drops whatever a pipe has not taken yet
      process.exit(exitCode);
    });
}

const isEntry =
  process.argv[1] && import.meta.url.endsWith(process.argv[1].replace(/\\/g, '/').split('/').pop() ?? '\0');
if (isEntry) runCliProcess();
