// What the runtime is made from (RuntimeOptions), what it hands the app, the CLI and the test bridge (HearthRuntime),
// and the per-process overrides CLI flags apply on top of the stored settings.
import type { KnowledgeService } from './knowledge/knowledge-service';
import type { SkillsService } from './skills/skills-service';
import type { KnowledgeWorkerEntry } from './knowledge/worker-pass';
import type { UndoService } from './undo/undo-service';
import type { ShowNotification } from '../../tools/notify/notify-tool';
import type { PendingSandbox } from '../../tools/shell/pending-sandbox';
import type { ToolEntry, Toolset } from '../../tools/registry';
import type { AnyTool } from '../../tools/tool';
import type { McpToolSource, McpToolSourceDeps } from '../../tools/mcp/index';
import type { UserToolSource, UserToolSourceDeps } from '../../tools/user-tools/user-tool-source';
import type { AuditLog } from '../agent/audit/audit-log';
import type { DirectToolResult } from '../agent/loop/direct-tool-call';
import type { Prompter } from '../agent/approvals/prompter';
import type { ChatSession } from '../agent/chat/session';
import type { ReminderNotifier } from '../scheduler/reminder-post';
import type { Scheduler, SchedulerNotice } from '../scheduler/scheduler-types';
import type { SecretStore } from '../secrets/secret-store';
import type { AgentEvent } from '../shared/agent-events';
import type { UntrustedSource } from '../shared/provenance';
import type { PolicyMode, Settings } from '../shared/settings-schema';
import type { ApprovalRuleStore } from '../storage/approval-rules';
import type { ConversationStore } from '../storage/conversations';
import type { BackupService } from './backups/backup-service';
import type { PurgeCounts } from './deletion-purge';
import type { AttachmentService } from './attachments/attachment-service';
import type { Db } from '../storage/database';
import type { JobStore } from '../storage/jobs';
import type { MemoryStore } from '../storage/memories';
import type { SettingsStore } from '../storage/settings';
import type { ModelChoice } from '../shared/conversation-types';
import type { ModelQuirks } from '../storage/model-quirks';
import type { ModelCapabilityService } from './model-capabilities/capability-cache';
import type { LocalServer, LocalServerAddresses } from './local-servers';
import type { Projects } from './projects';
import type { SetupStatus } from './setup-status';
import type { ConversationExporter } from './conversation-export/conversation-exporter';
import type { Result } from '../shared/result';
import type { CallerId } from '../shared/caller-id';
import type { CalendarAccounts } from './calendar/calendar-accounts';

/** Per-process overrides (CLI flags); never written to the settings document. */
export interface RuntimeOverrides {
  baseUrl?: string;
  model?: string;
  mode?: PolicyMode;
  workspace?: string;
}

export interface RuntimeOptions {
  dataDir: string;
  /** Hearth's version, written into backups (the app: app.getVersion(); the CLI: package.json). */
  appVersion?: string;
  /** A daily backup in `<dataDir>/backups` while this runtime lives (the desktop app; not the CLI or tests). */
  automaticBackups?: boolean;
  env: Record<string, string | undefined>;
  platform: NodeJS.Platform;
  /** BCP 47 locale (Electron: app.getLocale()); defaults to the process's. */
  locale?: string;
  secretStore: SecretStore;
  overrides?: RuntimeOverrides;
  /** Used when the keychain has no key for the active provider (the CLI passes OPENAI_API_KEY). */
  fallbackApiKey?: () => string | undefined;
  /** Extra tools (the benchmark's and tests' many-tools sets). */
  extraTools?: (runtime: Pick<HearthRuntime, 'db' | 'conversations' | 'settings' | 'dataDir'>) => {
    tools?: AnyTool[];
    entries?: ToolEntry[];
  };
  onEvent?: (event: AgentEvent, meta: { callerId?: CallerId; conversationId: string }) => void;
  log?: (message: string) => void;
  /** Where the user-tools host script is (a bundled app ships it next to its main chunk). */
  userToolsHostScript?: string;
  /** Tuning for the built-in dynamic sources (tests use short back-offs and no folder watcher). */
  sourceOptions?: { userTools?: Partial<UserToolSourceDeps>; mcp?: Partial<McpToolSourceDeps> };
  /**
   * When the shell sandbox's self-test runs: `after-ready` (default) just after the runtime is handed out; `on-demand`
   * (the CLI) only when something needs its verdict (a shell call, custom tool files to read).
   */
  sandboxSelfTest?: 'after-ready' | 'on-demand';
  /** The desktop app runs the scheduler; the CLI only uses it for `cron_run_now`. */
  startScheduler?: boolean;
  /** Where to look for local model servers (default: Ollama at 127.0.0.1:11434/v1, LM Studio at 127.0.0.1:1234/v1). */
  localServers?: LocalServerAddresses;
  /** The desktop's knowledge indexer thread (knowledge-worker.ts built, or booted from TypeScript in tests). */
  knowledgeWorker?: KnowledgeWorkerEntry;
  /** OS notifications for reminders and job trouble (the desktop app's notifier). */
  notifyReminder?: ReminderNotifier;
  notifyJob?: (notice: SchedulerNotice) => void;
  /** The `notify` tool's OS notification (the desktop's notifier; the CLI prints to stderr). */
  notify?: ShowNotification;
}

export interface HearthRuntime {
  dataDir: string;
  db: Db;
  notices: string[];
  settingsStore: SettingsStore;
  /** The effective settings: stored document plus this process's overrides. */
  settings: () => Settings;
  conversations: ConversationStore;
  /** Backups of the data folder: create, list, preview and restore (a merge); the daily one when asked for. */
  backups: BackupService;
  /** Removes for good what was deleted (soft) more than the undo window ago; runs at start-up and every 10 minutes. */
  purgeDeleted: () => PurgeCounts;
  /** Attached files: added (checked, stored once by content in `<dataDir>/attachments/`), previewed, cleaned up. */
  attachments: AttachmentService;
  /** Markdown, HTML and JSON exports of conversations, with known secrets redacted (CLI `export`, chat:export). */
  conversationExport: ConversationExporter;
  memories: MemoryStore;
  /** Knowledge over the person's documents: sources, indexing, search (electron/runtime/knowledge/). */
  knowledge: KnowledgeService;
  /** Agent Skills: list, trust, import, the system prompt's list (electron/runtime/skills/). */
  skills: SkillsService;
  jobs: JobStore;
  scheduler: Scheduler;
  rules: ApprovalRuleStore;
  audit: AuditLog;
  secretStore: SecretStore;
  /** The shell sandbox; its self-test runs after ready or on demand (`settled()` starts it if needed and gives the verdict). */
  sandbox: PendingSandbox;
  workspace: () => string;
  /** What runs changed in the workspace: Review and Undo (`hearth undo`, `undo:review`, `undo:apply`). */
  undo: UndoService;
  /** CalDAV accounts and .ics subscriptions: list, test, add (password into the keychain), remove. */
  calendar: CalendarAccounts;
  /** Projects (a folder, its instructions file and its chats) and moving chats between them. */
  projects: Projects;
  /** What models refused before (per base URL + model). */
  modelQuirks: ModelQuirks;
  /** What each model can do: read from its server, cached, corrected per model in Settings. */
  modelCapabilities: ModelCapabilityService;
  /** The model a new conversation starts with. */
  defaultModel: () => ModelChoice;
  /** Ollama and LM Studio servers on this computer that answered, with their models. */
  detectLocalServers: () => Promise<LocalServer[]>;
  /** Whether a provider is ready and whether the window should open on the first-run setup. */
  setupStatus: () => Promise<SetupStatus>;
  /** Why the workspace setting removes the sandbox's protection (home folder, a folder holding it, `/`), or null. */
  workspaceWarning: () => string | null;
  toolset: () => Toolset;
  session: ChatSession;
  /** Resolves when dynamic tool sources (user tools, MCP) finished their first load (at most 5 s). */
  toolsReady: () => Promise<unknown>;
  /** MCP servers: status, restart, accepting changed tool definitions (settings screen). */
  mcp: McpToolSource;
  /**
   * Changes one setting the way every writer must (settings screen, CLI): secret values in MCP server env/headers go to
   * the keychain first and the stored document keeps only references to them.
   */
  setSetting: (path: string, value: unknown) => Promise<Result<{ settings: Settings }>>;
  /** User tools folder status, trust and untrust for the settings screen. */
  userTools: UserToolSource;
  /** One tool call without the model, through the approval gate (CLI `tool`, REPL `/tool`). */
  callTool: (name: string, argumentsJson: string, options: DirectCallOptions) => Promise<DirectToolResult>;
  close: () => Promise<void>;
}

export interface DirectCallOptions {
  prompter?: Prompter;
  signal: AbortSignal;
  onEvent?: (event: AgentEvent) => void;
  /** A call asked for by content a third party wrote (an MCP App's view): it runs as a tainted run (provenance.ts). */
  requestedBy?: UntrustedSource;
  /** The window that asked: the call's events (its approval question) also go there, like a run's. */
  callerId?: CallerId;
}

export function applyOverrides(settings: Settings, overrides: RuntimeOverrides): Settings {
  const next: Settings = structuredClone(settings);
  if (overrides.baseUrl && next.provider.active === 'anthropic') {
    // Anthropic's API is not OpenAI-compatible: the flag points the Anthropic provider at another server instead.
    next.provider.anthropic = { ...next.provider.anthropic, baseUrl: overrides.baseUrl };
  } else if (overrides.baseUrl) {
    next.provider.active = 'custom';
    next.provider.custom = { ...next.provider.custom, baseUrl: overrides.baseUrl };
  }
  if (overrides.model) next.provider[next.provider.active].model = overrides.model;
  if (overrides.mode) next.policy.mode = overrides.mode;
  if (overrides.workspace) next.workspace = overrides.workspace;
  return next;
}
