// The CLI's composition root (twin of electron/main/app.ts): parses flags, builds the core runtime over the same data
// folder as the app, and runs one command. Exit codes: 0 success, 1 the run or tool failed, 2 usage error. The process
// exits only once stdout and stderr have drained; when stdout's reader goes away the command stops as on Ctrl+C.
import { homedir } from 'node:os';
import { createInterface } from 'node:readline/promises';
import type { AgentEvent } from '../shared/agent-events';
import { createHearthRuntime, type HearthRuntime } from '../runtime/create-runtime';
import { createKeytarSecretStore } from '../secrets/keytar-secret-store';
import { isStorageError } from '../storage/database';
import { resolveDataDir } from '../storage/app-data-dir';
import { parseCliArgs, usage, type CliOptions } from './args';
import { createCliPrompter } from './cli-prompter';
import { exitCodes, processIo, type CliIo } from './cli-io';
import { createProcessOutput } from './process-output';
import { armStopDeadlines } from './stop-deadline';
import { runAskCommand } from './commands/ask-command';
import { runConversationRunCommand } from './commands/conversation-run-command';
import { runChatCommand } from './commands/chat-command';
import { runConfigCommand } from './commands/config-command';
import { runExportCommand } from './commands/export-command';
import { runBackupCommand } from './commands/backup-command';
import { runMcpCommand } from './commands/mcp-command';
import { runProjectCommand } from './commands/project-command';
import { runActivityCommand } from './commands/activity-command';
import { runSearchCommand } from './commands/search-command';
import { openCliTerminal } from './cli-terminal';
import { openInBrowser } from './open-in-browser';
import { readAll, runKeyCommand } from './commands/key-command';
import { runToolCommand } from './commands/tool-command';
import { runUndoCommand } from './commands/undo-command';
import { runCalendarCommand } from './commands/calendar-command';
import { cliWorkspaceWarning, workspaceRefusal } from '../runtime/workspace-warning';
import { unavailableHostChildLauncher } from '../../tools/user-tools/node-host-child';

const customToolsNeedNodeReason =
  'custom tools cannot run in the hearth command of the packaged app; use them in the app, or run the CLI from a source checkout (npm run cli)';

async function runCommand(
  options: CliOptions,
  runtime: HearthRuntime,
  io: CliIo,
  subscribe: (l: (e: AgentEvent) => void) => () => void,
  stop: AbortSignal | undefined,
): Promise<number> {
  const interactive =
    (Boolean(process.stdin.isTTY) || options.command === 'chat') &&
    options.command !== 'key' &&
    options.command !== 'export' &&
    options.command !== 'backup' &&
    options.command !== 'activity' &&
    options.command !== 'undo' &&
    options.command !== 'search' &&
    options.command !== 'calendar' &&
    options.command !== 'mcp';
  const readline = interactive
    ? createInterface({ input: process.stdin, output: process.stderr, terminal: Boolean(process.stdin.isTTY) })
    : undefined;
  const prompter = createCliPrompter({ autoYes: options.yes, autoTrust: options.trust, readline, write: io.err });
  const controller = new AbortController();
  const onSigint = () => controller.abort();
  if (options.command !== 'chat') process.on('SIGINT', onSigint);
  const onStop = () => controller.abort();
  if (stop?.aborted) onStop();
  else stop?.addEventListener('abort', onStop, { once: true });
  try {
    switch (options.command) {
      case 'config':
        return await runConfigCommand(options.positionals, runtime, io, options.json);
      case 'key':
        return await runKeyCommand(options.positionals, {
          secretStore: runtime.secretStore,
          io,
          json: options.json,
          readSecret: () => readAll(process.stdin),
        });
      case 'export':
        return await runExportCommand(
          {
            conversationId: options.positionals[0],
            format: options.exportFormat ?? 'md',
            out: options.out,
            all: Boolean(options.all),
          },
          { runtime, io, json: options.json },
        );
      case 'mcp': {
        const terminal = openCliTerminal();
        try {
          return await runMcpCommand(options.positionals, {
            runtime,
            io,
            json: options.json,
            yes: options.yes,
            replace: Boolean(options.replace),
            terminal,
            env: process.env,
            homeDir: process.env.HOME ?? homedir(),
          });
        } finally {
          terminal?.close();
        }
      }
      case 'backup': {
        const terminal = options.yes ? null : openCliTerminal();
        try {
          return await runBackupCommand(options.positionals, {
            runtime,
            io,
            json: options.json,
            yes: options.yes,
            ...(options.out ? { out: options.out } : {}),
            terminal,
          });
        } finally {
          terminal?.close();
        }
      }
      case 'activity':
        return await runActivityCommand({
          runtime,
          io,
          json: options.json,
          ...(options.conversation ? { conversationId: options.conversation } : {}),
        });
      case 'undo':
        return runUndoCommand(options.positionals[0] ?? '', {
          runtime,
          io,
          json: options.json,
          force: Boolean(options.force),
        });
      case 'search':
        return runSearchCommand(options.positionals[0] ?? '', {
          runtime,
          io,
          json: options.json,
          limit: options.limit,
        });
      case 'calendar': {
        const { json, user } = options;
        const readSecret = () => readAll(process.stdin);
        return await runCalendarCommand(options.positionals, { runtime, io, json, user, readSecret });
      }
      case 'project':
        return await runProjectCommand(options.positionals, { runtime, io, json: options.json });
      case 'tool':
        return await runToolCommand(options.positionals, {
          runtime,
          prompter,
          io,
          json: options.json,
          signal: controller.signal,
        });
      case 'ask': {
        const asked = await runAskCommand(options.positionals[0] ?? '', {
          runtime,
          prompter,
          io,
          json: options.json,
          signal: controller.signal,
          conversationId: options.conversation,
          ...(options.project ? { projectId: options.project } : {}),
          ...(options.attach ? { attach: options.attach } : {}),
          // --model is a choice for this conversation (saved on it); without it a continued one keeps its own model.
          ...(options.model ? { model: { provider: runtime.settings().provider.active, model: options.model } } : {}),
          subscribe,
        });
        // For people: the ID to pass to `ask --conversation` next time (stdout keeps only the answer).
        if (!options.json && asked.conversationId) io.err(`conversation: ${asked.conversationId}\n`);
        return asked.code;
      }
      case 'continue':
      case 'compact':
        return await runConversationRunCommand(options.command, options.positionals[0] ?? '', {
          runtime,
          prompter,
          io,
          json: options.json,
          signal: controller.signal,
          subscribe,
        });
      case 'chat':
        return await runChatCommand({
          runtime,
          prompter,
          io,
          readline: readline!,
          subscribe,
          signal: controller.signal,
        });
      default:
        io.out(`${usage}\n`);
        return exitCodes.ok;
    }
  } finally {
    process.off('SIGINT', onSigint);
    stop?.removeEventListener('abort', onStop);
    readline?.close();
  }
}

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
