// The core runtime both composition roots share (electron/main/app.ts and electron/cli/index.ts): opens storage in
// the data folder, selects the shell sandbox, builds tools, the approval gate, the audit log and the chat session.
// Everything is injected from here; nothing below reaches for globals.
import { homedir, tmpdir } from 'node:os';
import { join } from 'node:path';
import { createToolset, type ToolEntry, type Toolset } from '../../tools/registry';
import { selectSandbox, type SandboxSelection } from '../../tools/shell/select-sandbox';
import type { AnyTool } from '../../tools/tool';
import type { ToolSource } from '../../tools/tool-source';
import { createUserToolSource, type UserToolSourceDeps } from '../../tools/user-tools/user-tool-source';
import { createMcpToolSource, intakeMcpSecrets, type McpToolSource, type McpToolSourceDeps } from '../../tools/mcp/index';
import { findExecutable } from '../../tools/shell/select-sandbox';
import { createWorkspaceProvider } from '../../tools/workspace';
import type { SecretStore } from '../secrets/secret-store';
import type { AgentEvent } from '../shared/agent-events';
import type { PolicyMode, Settings } from '../shared/settings-schema';
import { createApprovalRuleStore, type ApprovalRuleStore } from '../storage/approval-rules';
import { createCustomToolTrustStore } from '../storage/custom-tool-trust';
import { createToolDefinitionStore } from '../storage/tool-definitions';
import { createConversationStore, type ConversationStore } from '../storage/conversations';
import { ensureWritableFolder } from '../storage/data-folder';
import { closeDatabase, openDatabase, type Db } from '../storage/database';
import { createSettingsStore, type SettingsStore } from '../storage/settings';
import { createApprovalGate, type JobGrant } from '../agent/approval-gate';
import { auditFromEvents, createAuditLog, type AuditLog } from '../agent/audit-log';
import { createToolCallRateLimiter } from '../agent/rate-limit';
import { callToolDirectly, type DirectToolResult } from '../agent/direct-tool-call';
import type { Prompter } from '../agent/prompter';
import { createChatSession, type ChatSession } from '../agent/session';
import { createRedactingModelClient } from '../agent/redacting-model-client';
import { createRuntimeRedactor } from '../agent/runtime-redaction';
import { buildToolCatalogue } from '../agent/tool-catalogue';
import { createMemoryContext } from '../agent/memory-context';
import { createMemoryTools } from '../../tools/memory/index';
import { createCronTools } from '../../tools/cron/index';
import { cronSchedulePort } from './cron-schedule-port';
import { createMemoryStore, type MemoryStore } from '../storage/memories';
import { createJobStore, type JobStore } from '../storage/jobs';
import { createAgentJobRunner } from './agent-job';
import { createLazyJobControl } from '../scheduler/lazy-job-control';
import { createScheduler } from '../scheduler/scheduler';
import type { Scheduler, SchedulerNotice } from '../scheduler/scheduler-types';
import { createReminderPoster, type ReminderNotifier } from '../scheduler/reminder-post';

/** Per-process overrides (CLI flags); never written to the settings document. */
export interface RuntimeOverrides {
  baseUrl?: string;
  model?: string;
  mode?: PolicyMode;
  workspace?: string;
}

export interface RuntimeOptions {
  dataDir: string;
  env: Record<string, string | undefined>;
  platform: NodeJS.Platform;
  /** BCP 47 locale (Electron: app.getLocale()); defaults to the process's. */
  locale?: string;
  secretStore: SecretStore;
  overrides?: RuntimeOverrides;
  /** Used when the keychain has no key for the active provider (the CLI passes OPENAI_API_KEY). */
  fallbackApiKey?: () => string | undefined;
  /** Extra tool entries (browser, memory, cron) built by their own modules. */
  extraTools?: (runtime: Pick<HearthRuntime, 'db' | 'conversations' | 'settings' | 'dataDir'>) => { tools?: AnyTool[]; entries?: ToolEntry[] };
  onEvent?: (event: AgentEvent, meta: { callerId?: string; conversationId: string }) => void;
  log?: (message: string) => void;
  /** Tools that come and go at run time (MCP servers, the user tools folder), built by the caller or below. */
  toolSources?: (runtime: Pick<HearthRuntime, 'db' | 'settings' | 'dataDir' | 'secretStore'>) => ToolSource[];
  /** Where the user-tools host script is (a bundled app ships it next to its main chunk). */
  userToolsHostScript?: string;
  /** Tuning for the built-in dynamic sources (tests use short back-offs and no folder watcher). */
  sourceOptions?: { userTools?: Partial<UserToolSourceDeps>; mcp?: Partial<McpToolSourceDeps> };
  /** The desktop app runs the scheduler; the CLI only uses it for `cron_run_now`. */
  startScheduler?: boolean;
  /** OS notifications for reminders and job trouble (the desktop app's notifier). */
  notifyReminder?: ReminderNotifier;
  notifyJob?: (notice: SchedulerNotice) => void;
}

export interface HearthRuntime {
  dataDir: string;
  db: Db;
  notices: string[];
  settingsStore: SettingsStore;
  /** The effective settings: stored document plus this process's overrides. */
  settings: () => Settings;
  conversations: ConversationStore;
  memories: MemoryStore;
  jobs: JobStore;
  scheduler: Scheduler;
  rules: ApprovalRuleStore;
  audit: AuditLog;
  secretStore: SecretStore;
  sandbox: SandboxSelection;
  workspace: () => string;
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
  setSetting: (path: string, value: unknown) => Promise<{ ok: true; settings: Settings } | { ok: false; error: string }>;
  /** User tools folder status for the settings screen. */
  userTools: ReturnType<typeof createUserToolSource>;
  /** One tool call without the model, through the approval gate (CLI `tool`, REPL `/tool`). */
  callTool: (name: string, argumentsJson: string, options: { prompter?: Prompter; signal: AbortSignal; onEvent?: (event: AgentEvent) => void }) => Promise<DirectToolResult>;
  close: () => Promise<void>;
}

export function applyOverrides(settings: Settings, overrides: RuntimeOverrides): Settings {
  const next: Settings = structuredClone(settings);
  if (overrides.baseUrl) {
    next.provider.active = 'custom';
    next.provider.custom = { ...next.provider.custom, baseUrl: overrides.baseUrl };
  }
  if (overrides.model) next.provider[next.provider.active].model = overrides.model;
  if (overrides.mode) next.policy.mode = overrides.mode;
  if (overrides.workspace) next.workspace = overrides.workspace;
  return next;
}

export async function createHearthRuntime(options: RuntimeOptions): Promise<HearthRuntime> {
  const { dataDir, env } = options;
  const log = options.log ?? (() => undefined);
  ensureWritableFolder(dataDir);
  const { db, notices } = openDatabase(join(dataDir, 'hearth.db'));
  const settingsStore = createSettingsStore(db);
  let cached = settingsStore.get();
  notices.push(...cached.problems);
  settingsStore.onChange(() => (cached = settingsStore.get()));
  const settings = (): Settings => applyOverrides(cached.settings, options.overrides ?? {});

  const conversations = createConversationStore(db);
  const rules = createApprovalRuleStore(db);
  // Known secrets (keychain keys, secret env values) are replaced with a marker before anything is stored or shown.
  const redactor = createRuntimeRedactor({ secretStore: options.secretStore, env, onError: (error) => log(`keychain: ${String(error)}`) });
  const audit = createAuditLog({
    file: join(dataDir, 'audit.jsonl'),
    knownSecrets: () => redactor.values(),
    redact: (value) => redactor.redactDeep(value),
    onError: (error) => log(`audit log: ${error.message}`),
  });
  const auditConsumer = auditFromEvents(audit);
  const homeDir = env.HOME ?? homedir();
  const sandbox = await selectSandbox({ platform: options.platform, env, protectedPaths: { dataDir, homeDir }, tmpDir: tmpdir() });
  log(`shell ${sandbox.sandbox.describe()}`);
  const workspace = createWorkspaceProvider({ dataDir, homeDir, configured: () => settings().workspace });
  const rateLimiter = createToolCallRateLimiter({
    limits: () => ({ perRun: settings().agent.maxToolCallsPerRun, perHour: settings().agent.maxToolCallsPerHour }),
  });

  const knownSecretValues = () => redactor.values();
  const memories = createMemoryStore(db, { knownSecretValues });
  const jobs = createJobStore(db, { knownSecretValues });
  const jobControl = createLazyJobControl();
  const toolNames = (): string[] => toolset().tools.map((tool) => tool.name);
  const extra = options.extraTools?.({ db, conversations, settings, dataDir }) ?? {};
  const coreExtras = [
    ...createMemoryTools({ store: memories, memoryEnabled: (id) => conversations.get(id)?.memoryEnabled ?? true }),
    ...createCronTools({ jobs, control: jobControl.control, schedule: cronSchedulePort, knownTools: toolNames }),
  ];
  const catalogue = buildToolCatalogue({
    settings,
    env,
    dataDir,
    locale: options.locale,
    sandbox: sandbox.sandbox,
    extraTools: [...coreExtras, ...(extra.tools ?? [])],
    extraEntries: extra.entries,
  });
  // Custom tools: read in a probe sandbox and, once the user trusts a version, run in runner sandboxes per capability
  // set, when the shell's sandbox is bwrap. Without it, untrusted files are not read and every call asks.
  const bwrapPath = sandbox.sandbox.kind === 'bwrap' ? findExecutable('bwrap', env, ['/usr/bin', '/usr/local/bin']) : null;
  const userTools = createUserToolSource({
    folder: join(dataDir, 'tools'),
    env,
    homeDir,
    tmpDir: tmpdir(),
    reservedNames: () => catalogue.entries.map((entry) => entry.tool.name),
    ...(options.userToolsHostScript ? { hostScript: options.userToolsHostScript } : {}),
    ...(bwrapPath ? { isolation: { bwrapPath, dataDir, homeDir } } : {}),
    trust: createCustomToolTrustStore(db),
    workspace,
    markedRead: () => settings().tools.custom.markedRead,
    log,
    ...options.sourceOptions?.userTools,
  });
  const mcp = createMcpToolSource({ definitions: createToolDefinitionStore(db), settings, secretStore: options.secretStore, env, log, ...options.sourceOptions?.mcp });
  // An eager server added or changed in settings starts (or stops) without waiting for the next run.
  settingsStore.onChange(() => void mcp.refresh());
  const sources: ToolSource[] = [userTools, mcp, ...(options.toolSources?.({ db, settings, dataDir, secretStore: options.secretStore }) ?? [])];
  /** Waits (at most 5 s) for every source's first load, so a one-shot CLI call sees user tools. */
  const sourcesReady = () =>
    Promise.race([Promise.all(sources.map((source) => source.ready?.())), new Promise<void>((resolve) => setTimeout(resolve, 5_000).unref())]);
  const toolset = (): Toolset => createToolset(settings(), [...catalogue.entries, ...sources.flatMap((source) => source.entries())]);

  const modelClient = async () => {
    const current = settings();
    const providerId = current.provider.active;
    const provider = current.provider[providerId];
    let apiKey: string | undefined;
    await redactor.prime();
    try {
      apiKey = (await options.secretStore.get(providerId)) ?? undefined;
    } catch (error) {
      log(`keychain: ${error instanceof Error ? error.message : String(error)}`);
    }
    apiKey ??= options.fallbackApiKey?.();
    // The openai SDK loads on the first model call, not at start-up (it is the largest import of the core).
    const { createOpenAiModelClient } = await import('../agent/openai-stream');
    const client = createOpenAiModelClient({
      baseUrl: provider.baseUrl,
      apiKey,
      model: provider.model,
      idleTimeoutMs: current.agent.idleTimeoutMs,
      maxRetries: current.agent.maxRetries,
    });
    return { client: createRedactingModelClient(client, redactor), toolMode: provider.toolMode, contextTokens: provider.contextTokens };
  };

  const createGate = ({ prompter, grants }: { prompter?: Prompter; grants?: readonly JobGrant[] }) =>
    createApprovalGate({
      mode: () => settings().policy.mode,
      rules,
      prompter,
      grants,
      timeoutMs: () => settings().agent.approvalTimeoutMs,
      limits: () => ({ perRun: settings().agent.maxToolCallsPerRun, perHour: settings().agent.maxToolCallsPerHour }),
      rateLimiter,
      preapprovedTools: () => settings().policy.preapproved,
      trustCustomTool: (tool) => {
        const provenance = tool.provenance?.();
        if (!provenance) return { ok: false, error: 'it is not a custom tool' };
        return userTools.trustCurrent(provenance.file.replace(/^tools\//, ''), provenance.version);
      },
      onError: (error) => log(`approval rules: ${error.message}`),
    });

  const recall = createMemoryContext({
    memories,
    autoRecall: () => settings().memory.autoRecall,
    conversationMemoryEnabled: (id) => conversations.get(id)?.memoryEnabled ?? true,
    onError: (error) => log(`memory recall: ${error.message}`),
  });

  const session = createChatSession({
    conversations,
    settings,
    toolset: () => toolset(),
    modelClient,
    createGate,
    workspace,
    timeZone: () => Intl.DateTimeFormat().resolvedOptions().timeZone,
    recallMemories: ({ conversationId, text }) => recall({ conversationId, userMessage: text }),
    onEvent: (event, meta) => {
      auditConsumer(event);
      options.onEvent?.(event, meta);
    },
    redact: { event: (event) => redactor.redactDeep(event), text: (text) => redactor.redact(text) },
  });

  const scheduler = createScheduler({
    jobs,
    settings: () => settings().scheduler,
    postReminder: createReminderPoster({ conversations, notify: options.notifyReminder }),
    runAgentJob: createAgentJobRunner({ session, maxTurns: () => settings().scheduler.agentMaxTurns }),
    notify: (notice) => (options.notifyJob ?? ((n: SchedulerNotice) => log(`job ${n.jobId}: ${n.title}: ${n.body}`)))(notice),
    onError: (error) => log(`scheduler: ${error.message}`),
  });
  jobControl.attach(scheduler);
  // Pausing or resuming (settings screen, tray, CLI) takes effect at once, whoever changed the setting.
  settingsStore.onChange(() => scheduler.setPaused(settings().scheduler.paused));
  if (options.startScheduler) scheduler.start();

  return {
    dataDir,
    db,
    notices,
    settingsStore,
    settings,
    conversations,
    memories,
    jobs,
    scheduler,
    rules,
    audit,
    secretStore: options.secretStore,
    sandbox,
    workspace,
    toolset,
    session,
    toolsReady: sourcesReady,
    userTools,
    mcp,
    setSetting: async (path, value) => {
      const intake = await intakeMcpSecrets(path, value, options.secretStore);
      if (!intake.ok) return { ok: false, error: intake.error };
      return settingsStore.set(path, intake.value);
    },
    callTool: async (name, argumentsJson, { prompter, signal, onEvent }) => {
      await Promise.all([sourcesReady(), redactor.prime()]);
      const current = toolset();
      const unavailable = new Map(current.catalogue.filter((status) => !status.enabled || !status.available).map((status) => [status.name, status.reason ?? 'off']));
      // The arguments are redacted before the gate hashes and shows them, so what runs is what was approved.
      const result = await callToolDirectly(name, redactor.redact(argumentsJson), {
        tools: current.tools,
        unavailable,
        gate: createGate({ prompter }),
        workspace: workspace(),
        signal,
        conversationId: 'direct',
        emit: (raw) => {
          const event = redactor.redactDeep(raw);
          auditConsumer(event);
          onEvent?.(event);
        },
      });
      return redactor.redactDeep(result);
    },
    close: async () => {
      session.abortAll();
      await scheduler.stop();
      // Bounded: a hung browser must not keep the database open at exit.
      const browserClosed = catalogue.close().catch((error: unknown) => log(`browser close: ${error instanceof Error ? error.message : String(error)}`));
      const sourcesClosed = Promise.all(sources.map((source) => source.close().catch((error: unknown) => log(`${source.name} close: ${String(error)}`))));
      await Promise.race([Promise.all([browserClosed, sourcesClosed]), new Promise<void>((resolve) => setTimeout(resolve, 3_000).unref())]);
      closeDatabase(db);
    },
  };
}
