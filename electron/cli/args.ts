// Parses the CLI's command line (node:util parseArgs): a command, its positionals and the common flags.
// Usage errors are data ({ ok:false, message }) so the entry point can print one line and exit 2.
import { parseArgs } from 'node:util';
import { policyModes, type PolicyMode } from '../shared/settings-schema';
import type { ExportFormat } from '../runtime/conversation-export/export-formats';
import { checkProjectUsage } from './project-args';
import { checkPendingUsage, pendingUsage } from './pending-args';
import { checkBackupUsage, checkCalendarUsage, checkExportFlags } from './command-usage';
import { checkVoiceUsage, voiceOptionsUsage, voiceUsage } from './voice-args';
import { checkKnowledgeUsage, knowledgeUsage } from './knowledge-args';
import { checkSkillsUsage, skillsUsage } from './skills-args';
import { artifactsUsage, checkArtifactsUsage } from './artifacts-args';

export const cliCommands = [
  'chat',
  'ask',
  'continue',
  'compact',
  'tool',
  'config',
  'key',
  'export',
  'mcp',
  'project',
  'backup',
  'activity',
  'undo',
  'search',
  'pending',
  'calendar',
  'transcribe',
  'speak',
  'knowledge',
  'skills',
  'artifacts',
  'help',
] as const;
export type CliCommand = (typeof cliCommands)[number];

export interface CliOptions {
  command: CliCommand;
  positionals: string[];
  json: boolean;
  yes: boolean;
  /** Trust the shown version of an untrusted custom tool (at a prompt, or with --yes). */
  trust: boolean;
  baseUrl?: string;
  model?: string;
  dataDir?: string;
  workspace?: string;
  mode?: PolicyMode;
  /** `ask --conversation ID`: continue this conversation; `activity --conversation ID`: only its calls. */
  conversation?: string;
  /** `ask --project ID`: start the new conversation in that project (its folder is the workspace). */
  project?: string;
  /** `ask --audio FILE`: the question is this recording, transcribed first. */
  audio?: string;
  /** `ask --attach FILE` (repeatable): files sent with the prompt. */
  attach?: string[];
  /** `mcp import --replace`: replace same-name servers instead of keeping them. */
  replace?: boolean;
  /** `undo RUN_ID --force`: put files back even where the person changed them after the run. */
  force?: boolean;
  /** `export`: md (default) | html | json; `--out` a file (one conversation) or a folder (`--all`). */
  exportFormat?: ExportFormat;
  out?: string;
  all?: boolean;
  /** `search --limit N`: at most N conversations (1–200, default 20). */
  limit?: number;
  /** `calendar add NAME URL --user USER`: the account's user (its password comes from stdin). */
  user?: string;
}

export type ParsedCli = { ok: true; options: CliOptions } | { ok: false; message: string };

export const usage = `Usage: hearth <command> [options]

Commands:
  chat                      interactive chat (REPL); /tools, /tool NAME {json}, /reload-tools, /exit
  ask "PROMPT"              one run; prints the answer (--json: JSON Lines events, ending with a "result" line
                            that carries conversationId; otherwise "conversation: ID" goes to stderr)
  continue ID               go on with the conversation's last answer, cut off at the model's limit (--json: as ask)
  compact ID                summarize the conversation's earlier messages now (all before the last question); the
                            summary goes to stdout (--json: events and a result line)
  tool NAME ['JSON']        run one tool directly, through the approval gate
  undo RUN_ID               put back every file the run changed in the workspace; stops at files changed since
                            (lists them) unless --force (--json: one result line)
  config get [KEY]          print a setting (or all settings)
  config set KEY VALUE      change a setting (VALUE is JSON, or a bare string)
  key set PROVIDER          store an API key in the OS keychain (read from stdin); http:NAME, an http_request secret
  key add PROVIDER          store one more key for a model provider (a run rotates to it when one fails)
  key delete PROVIDER       remove its keys; key status (or list) shows which providers have keys, and how many
  mcp import PATH           add the MCP servers of a Claude Desktop, Cursor or VS Code config file (shows them and
                            asks first; --yes without asking; a same-name server is kept unless --replace)
  mcp list                  the configured MCP servers and their state
  project list              projects (ID, name, folder); --json prints them as JSON
  project add NAME FOLDER   a project: its folder is the workspace of its chats (HEARTH.md/AGENTS.md there apply)
  project remove ID         remove a project; its conversations stay, ungrouped
  export ID [--format md|html|json] [--out FILE]
                            export a conversation (stdout unless --out; default format md; known keys redacted)
  export --all --out DIR [--format md|html|json]
                            one new file per conversation in DIR (never overwrites); prints each file written
  backup create [--out FILE]
                            back up the database, attachments and settings (never secrets) into one new file
                            (default: the data folder's backups/); prints its path
  backup list               the backups in the data folder's backups/ (newest first)
  backup restore FILE       show what the backup adds, ask, then merge it in (never overwrites: newer local items
                            stay, a clash becomes a copy, jobs come back switched off); --yes without asking
  activity                  every tool call, newest first: arguments (redacted), the decision and why, the outcome;
                            then calls, error rate and p95 time per tool (--json: one JSON object per call)
  search QUERY [--limit N]  the conversations whose messages or titles match, best first (as the app's sidebar):
                            ID, title and a snippet (--json: one JSON array; --limit 1–200, default 20)
${pendingUsage}
  calendar add NAME URL [--user USER]
                            add a CalDAV account or .ics subscription after a test connection; with --user the
                            password is read from stdin into the OS keychain
  calendar list             the calendar accounts; calendar remove NAME removes one and its password
${voiceUsage}
${knowledgeUsage}
${skillsUsage}
${artifactsUsage}

Options:
  --base-url URL            OpenAI-compatible server (e.g. http://127.0.0.1:11434/v1); with provider.active
                            anthropic, the Anthropic-compatible server instead
  --model NAME              model name
  --data-dir DIR            data folder (else HEARTH_DATA_DIR, else the app's data folder)
  --workspace DIR           workspace folder for shell and file tools
  --mode MODE               read_only | supervised | autonomous
  --conversation ID         ask: continue that conversation (an unknown ID exits 2, nothing is run); without
                            --model it runs on the conversation's own model; activity: only its calls
  --project ID              ask: start the new conversation in that project (an unknown ID exits 2)
  --attach FILE             ask: send the file with the prompt (repeatable; images, PDFs, text; at most 20 MB
                            each, 10 files); a file that cannot be sent exits 1 with why, nothing is sent
${voiceOptionsUsage}
  --yes                     answer every approval prompt with yes (never overrides read_only or a sandbox refusal,
                            never trusts an untrusted custom tool, never answers after the run read untrusted content)
  --trust                   trust the exact version of an untrusted custom tool shown at the prompt (with --yes: without asking)
  --format md|html|json     export: the format (default md)
  --out PATH                export: the file to create (or with --all, the folder); backup create: the file
  --all                     export: every conversation
  --replace                 mcp import: replace existing servers of the same name
  --force                   undo: overwrite files changed after the run
  --json                    machine-readable output
  -h, --help                this help`;

const commandArity: Record<CliCommand, [number, number]> = {
  chat: [0, 0],
  ask: [0, 1],
  continue: [1, 1],
  compact: [1, 1],
  tool: [1, 2],
  config: [1, 3],
  key: [1, 2],
  mcp: [1, 2],
  export: [0, 1],
  project: [1, 3],
  backup: [1, 2],
  activity: [0, 0],
  undo: [1, 1],
  search: [1, 1],
  pending: [0, 3],
  calendar: [1, 3],
  transcribe: [1, 1],
  speak: [1, 1],
  knowledge: [1, 2],
  skills: [1, 2],
  artifacts: [0, 1],
  help: [0, 0],
};

export function parseCliArgs(argv: string[]): ParsedCli {
  let parsed;
  try {
    parsed = parseArgs({
      args: argv,
      allowPositionals: true,
      strict: true,
      options: {
        json: { type: 'boolean', default: false },
        yes: { type: 'boolean', short: 'y', default: false },
        trust: { type: 'boolean', default: false },
        'base-url': { type: 'string' },
        model: { type: 'string' },
        'data-dir': { type: 'string' },
        workspace: { type: 'string' },
        mode: { type: 'string' },
        conversation: { type: 'string' },
        project: { type: 'string' },
        attach: { type: 'string', multiple: true },
        audio: { type: 'string' },
        replace: { type: 'boolean', default: false },
        force: { type: 'boolean', default: false },
        format: { type: 'string' },
        out: { type: 'string' },
        all: { type: 'boolean', default: false },
        limit: { type: 'string' },
        user: { type: 'string' },
        help: { type: 'boolean', short: 'h', default: false },
      },
    });
  } catch (error) {
    return { ok: false, message: error instanceof Error ? error.message : String(error) };
  }
  const { values, positionals } = parsed;
  const [first, ...rest] = positionals;
  if (values.help || first === undefined || first === 'help')
    return { ok: true, options: { command: 'help', positionals: [], json: false, yes: false, trust: false } };
  if (!(cliCommands as readonly string[]).includes(first))
    return { ok: false, message: `unknown command '${first}' (try: ${cliCommands.join(', ')})` };
  const command = first as CliCommand;
  const [min, max] = commandArity[command];
  if (rest.length < min || rest.length > max)
    return {
      ok: false,
      message: `'${command}' takes ${min === max ? min : `${min}–${max}`} argument(s), got ${rest.length}`,
    };
  if (command === 'config' && !['get', 'set'].includes(rest[0] ?? ''))
    return { ok: false, message: "use 'config get [KEY]' or 'config set KEY VALUE'" };
  if (command === 'config' && rest[0] === 'set' && rest.length !== 3)
    return { ok: false, message: "'config set' needs KEY and VALUE" };
  if (command === 'key' && !['set', 'add', 'delete', 'status', 'list'].includes(rest[0] ?? ''))
    return { ok: false, message: "use 'key set PROVIDER', 'key add PROVIDER', 'key delete PROVIDER' or 'key status'" };
  if (command === 'mcp' && !(rest[0] === 'list' ? rest.length === 1 : rest[0] === 'import' && rest.length === 2))
    return { ok: false, message: "use 'mcp import PATH' or 'mcp list'" };
  if (values.replace && !(command === 'mcp' && rest[0] === 'import'))
    return { ok: false, message: '--replace works only with mcp import' };
  if (values.force && command !== 'undo') return { ok: false, message: '--force works only with undo' };
  if (values.mode !== undefined && !(policyModes as readonly string[]).includes(values.mode)) {
    return { ok: false, message: `--mode must be one of ${policyModes.join(', ')}` };
  }
  if (values.conversation !== undefined && command !== 'ask' && command !== 'activity') {
    return { ok: false, message: '--conversation works only with ask and activity' };
  }
  if (values.attach !== undefined && command !== 'ask') {
    return { ok: false, message: '--attach works only with ask' };
  }
  if (values.conversation !== undefined && values.conversation.trim() === '') {
    return { ok: false, message: '--conversation needs a conversation ID' };
  }
  const limit = values.limit === undefined ? undefined : Number(values.limit);
  if (limit !== undefined && command !== 'search') return { ok: false, message: '--limit works only with search' };
  if (limit !== undefined && !(Number.isInteger(limit) && limit >= 1 && limit <= 200))
    return { ok: false, message: '--limit must be a whole number from 1 to 200' };
  const calendarProblem = checkCalendarUsage(command, rest, values);
  if (calendarProblem) return { ok: false, message: calendarProblem };
  const projectProblem =
    checkProjectUsage(command, rest, values) ??
    checkPendingUsage(command, rest) ??
    checkVoiceUsage(command, rest, values) ??
    checkKnowledgeUsage(command, rest) ??
    checkSkillsUsage(command, rest) ??
    checkArtifactsUsage(command, rest);
  if (projectProblem) return { ok: false, message: projectProblem };
  const backupProblem = checkBackupUsage(command, rest, values);
  const exportProblem = command === 'speak' ? null : checkExportFlags(command, rest, values);
  const flagProblem = backupProblem === undefined ? exportProblem : backupProblem;
  if (flagProblem) return { ok: false, message: flagProblem };
  if (values['base-url'] !== undefined && !/^https?:\/\/[^\s]+$/.test(values['base-url'])) {
    return { ok: false, message: '--base-url must be an http(s) URL' };
  }
  return {
    ok: true,
    options: {
      command,
      positionals: rest,
      json: Boolean(values.json),
      yes: Boolean(values.yes),
      trust: Boolean(values.trust),
      baseUrl: values['base-url'],
      model: values.model,
      dataDir: values['data-dir'],
      workspace: values.workspace,
      mode: values.mode as PolicyMode | undefined,
      conversation: values.conversation?.trim(),
      ...(values.project !== undefined ? { project: values.project.trim() } : {}),
      ...(values.attach?.length ? { attach: values.attach } : {}),
      ...(values.audio !== undefined ? { audio: values.audio } : {}),
      ...(values.replace ? { replace: true } : {}),
      ...(values.force ? { force: true } : {}),
      ...(command === 'export'
        ? { exportFormat: (values.format ?? 'md') as ExportFormat, out: values.out, all: Boolean(values.all) }
        : {}),
      ...((command === 'backup' || command === 'speak') && values.out !== undefined ? { out: values.out } : {}),
      ...(limit !== undefined ? { limit } : {}),
      ...(values.user !== undefined ? { user: values.user.trim() } : {}),
    },
  };
}
