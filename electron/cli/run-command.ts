// Runs one parsed CLI command against a built runtime: opens the terminal prompter when the command may ask, wires
// Ctrl+C and the stop signal to the command, and dispatches to electron/cli/commands/.
import { homedir } from 'node:os';
import { createInterface } from 'node:readline/promises';
import type { AgentEvent } from '../shared/agent-events';
import type { HearthRuntime } from '../runtime/create-runtime';
import { usage, type CliOptions } from './args';
import { createCliPrompter } from './cli-prompter';
import { exitCodes, type CliIo } from './cli-io';
import { runAskCommand } from './commands/ask-command';
import { runConversationRunCommand } from './commands/conversation-run-command';
import { runPendingCommand } from './commands/pending-command';
import { runChatCommand } from './commands/chat-command';
import { runConfigCommand } from './commands/config-command';
import { runExportCommand } from './commands/export-command';
import { runBackupCommand } from './commands/backup-command';
import { runMcpCommand } from './commands/mcp-command';
import { runProjectCommand } from './commands/project-command';
import { runActivityCommand } from './commands/activity-command';
import { runSearchCommand } from './commands/search-command';
import { openCliTerminal } from './cli-terminal';
import { readAll, runKeyCommand } from './commands/key-command';
import { runToolCommand } from './commands/tool-command';
import { runUndoCommand } from './commands/undo-command';
import { runCalendarCommand } from './commands/calendar-command';
import { runSpeakCommand, runTranscribeCommand, transcribedPrompt } from './commands/voice-command';
import { createVoiceService } from '../runtime/voice/voice-service';
import { runKnowledgeCommand } from './commands/knowledge-command';
import { runSkillsCommand } from './commands/skills-command';
import { runArtifactsCommand } from './commands/artifacts-command';

/** Runs the command `options` names; resolves to its exit code. */
export async function runCommand(
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
    options.command !== 'knowledge' &&
    options.command !== 'skills' &&
    options.command !== 'artifacts' &&
    options.command !== 'mcp' &&
    options.command !== 'transcribe' &&
    options.command !== 'speak';
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
  const voiceDeps = () => ({
    voice: createVoiceService({ settings: runtime.settings, secretStore: runtime.secretStore }),
    ...{ io, json: options.json, signal: controller.signal },
  });
  try {
    switch (options.command) {
      case 'transcribe':
        return await runTranscribeCommand(options.positionals[0] ?? '', voiceDeps());
      case 'speak':
        return await runSpeakCommand(options.positionals[0] ?? '', {
          ...voiceDeps(),
          runtime,
          ...(options.out ? { out: options.out } : {}),
        });
      case 'config':
        return await runConfigCommand(options.positionals, runtime, io, options.json);
      case 'key':
        return await runKeyCommand(options.positionals, {
          secretStore: runtime.secretStore,
          io,
          json: options.json,
          readSecret: () => readAll(process.stdin),
          httpSecretNames: {
            names: () => runtime.settings().tools.httpRequest.secretNames,
            setNames: (names) => runtime.setSetting('tools.httpRequest.secretNames', names),
          },
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
      case 'knowledge':
        return await runKnowledgeCommand(options.positionals, { runtime, io, json: options.json });
      case 'skills':
        return runSkillsCommand(options.positionals, { runtime, io, json: options.json });
      case 'artifacts':
        return runArtifactsCommand(options.positionals, { runtime, io, json: options.json });
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
        const prompt = options.audio ? await transcribedPrompt(options.audio, voiceDeps()) : options.positionals[0];
        if (prompt === undefined) return exitCodes.failed;
        const asked = await runAskCommand(prompt, {
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
      case 'pending':
        return await runPendingCommand(options.positionals, {
          ...{ runtime, prompter, io, json: options.json, trust: options.trust },
          ...{ signal: controller.signal, subscribe },
        });
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
