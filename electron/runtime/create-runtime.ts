// The composition root the desktop app (electron/main/app.ts), the CLI (electron/cli/index.ts) and the e2e bridge all
// build from: opens storage in the data folder, starts the sandbox self-test, then wires the concerns in order — the chat
// session (its toolset read lazily), scheduling, tools, extensions — so no part needs a late-bound handle.
import { homedir } from 'node:os';
import { join } from 'node:path';
import { createToolset, type Toolset } from '../../tools/registry';
import { createWorkspaceProvider } from '../../tools/workspace';
import { auditFromEvents } from '../agent/audit/audit-from-events';
import { createAuditLog } from '../agent/audit/audit-log';
import { customToolVersion } from './activity/custom-tool-version';
import { createRuntimeRedactor } from './runtime-redaction';
import { httpSecretAccount } from '../shared/http-secrets';
import { buildToolCatalogue } from './tool-catalogue';
import type { Settings } from '../shared/settings-schema';
import { createApprovalRuleStore } from '../storage/approval-rules';
import { createConversationStore } from '../storage/conversations';
import { createAttachmentStore } from '../storage/attachments';
import { createAttachmentService } from './attachments/attachment-service';
import { ensureWritableFolder } from '../storage/data-folder';
import { closeDatabaseCleanly, openDatabase } from '../storage/database';
import { withLazyStatements } from '../storage/lazy-statements';
import { createJobStore } from '../storage/jobs';
import { createMemoryStore } from '../storage/memories';
import { createModelQuirks } from '../storage/model-quirks';
import { createPendingQuestionStore } from '../storage/pending-questions';
import { createProjectStore } from '../storage/projects';
import { createSettingsStore } from '../storage/settings';
import { settingsCheckKey } from '../storage/settings-check-note';
import { createGateFactory } from './approvals';
import { createChat, createDirectToolCaller } from './chat';
import { backupBeforeUpgrade, createBackupService } from './backups/backup-service';
import { createDeletionPurge } from './deletion-purge';
import { createLazyConversationExporter } from './conversation-export/lazy-exporter';
import { createExtensions } from './extensions';
import { customToolsFolderAtStart } from './custom-tools-folder';
import { detectLocalServers } from './local-servers';
import { createModelFactory, defaultModelChoice, isProviderId } from './model';
import { createModelCapabilityService } from './model-capabilities/capability-cache';
import { createProjects } from './projects';
import { readSetupStatus } from './setup-status';
import { applyOverrides, type HearthRuntime, type RuntimeOptions } from './runtime-types';
import { createScheduling } from './scheduling';
import { createRuntimeSandbox } from './runtime-sandbox';
import { createUndo } from './undo/undo-wiring';
import { workspaceRefusal, workspaceRisk } from './workspace-warning';
import { createSettingsWriter } from './settings-writer';
import { createCalendarAccounts } from './calendar/calendar-accounts';
import { createPersonalTools } from './personal-tools';
import { createArtifactStore } from '../storage/artifacts';
import { createKnowledgeService } from './knowledge/knowledge-service';
import { APP_CLOSED } from '../shared/ask-outcome';
import { createSkillsAndHooks } from './skills-and-hooks';

export { applyOverrides, type HearthRuntime, type RuntimeOptions, type RuntimeOverrides } from './runtime-types';

export async function createHearthRuntime(options: RuntimeOptions): Promise<HearthRuntime> {
  const { dataDir, env } = options;
  const log = options.log ?? (() => undefined);
  ensureWritableFolder(dataDir);
  const homeDir = env.HOME ?? homedir();
  const sandbox = createRuntimeSandbox({ platform: options.platform, env, dataDir, homeDir, log });
  const hearthVersion = options.appVersion ?? 'unknown';
  // A database an upgrade is about to change is backed up first (in <dataDir>/backups).
  const opened = openDatabase(join(dataDir, 'hearth.db'), {
    beforeUpgrade: backupBeforeUpgrade(dataDir, hearthVersion),
    onMigrationProgress: ({ version, done, total }) => log(`database upgrade to v${version}: ${done} of ${total} rows`),
  });
  const { notices, checkedAt } = opened;
  const db = withLazyStatements(opened.db); // statements compiled on first use (most are not needed before ready)
  // A document this build already checked is read from the check note beside the database, without parsing it again.
  const settingsStore = createSettingsStore(db, { checkKey: settingsCheckKey(hearthVersion) });
  let cached = settingsStore.get();
  notices.push(...cached.problems);
  settingsStore.onChange(() => (cached = settingsStore.get()));
  const settings = (): Settings => applyOverrides(cached.settings, options.overrides ?? {});

  const conversations = createConversationStore(db);
  // Answers a process left half-written when it died are kept, marked interrupted (Retry and Continue offered).
  conversations.markInterruptedAnswers();
  const attachmentStore = createAttachmentStore(db, { folder: join(dataDir, 'attachments') });
  const attachments = createAttachmentService({ store: attachmentStore });
  const rules = createApprovalRuleStore(db);
  // Known secrets (keychain keys, secret env values) are replaced with a marker before anything is stored or shown.
  const redactor = createRuntimeRedactor({
    secretStore: options.secretStore,
    extraAccounts: () => settings().tools.httpRequest.secretNames.map(httpSecretAccount),
    env,
    onError: (error) => log(`keychain: ${String(error)}`),
  });
  const audit = createAuditLog({
    file: join(dataDir, 'audit.jsonl'),
    knownSecrets: () => redactor.values(),
    redact: (value) => redactor.redactDeep(value),
    onError: (error) => log(`audit log: ${error.message}`),
  });
  const auditConsumer = auditFromEvents(audit, {
    toolVersion: (name) => customToolVersion(extensions.sources, name),
  });
  const workspace = createWorkspaceProvider({ dataDir, homeDir, configured: () => settings().workspace });
  const skills = createSkillsAndHooks({ db, dataDir, homeDir, env, settings, sandbox, audit, workspace, redactor });
  const knownSecretValues = () => redactor.values();
  const memories = createMemoryStore(db, { knownSecretValues });
  const knowledge = createKnowledgeService({
    ...{ db, settings, conversations, worker: options.knowledgeWorker, dbFile: join(dataDir, 'hearth.db'), log },
    readKey: (account) => options.secretStore.get(account),
  });
  const jobs = createJobStore(db, { knownSecretValues });
  const artifacts = createArtifactStore(db);
  const modelQuirks = createModelQuirks(db);
  const modelCapabilities = createModelCapabilityService({ settings, quirks: modelQuirks });
  // A chat in a project works in the project's folder (sandbox, file tools, HEARTH.md/AGENTS.md follow it).
  const projects = createProjects({
    store: createProjectStore(db),
    conversations,
    defaultWorkspace: workspace,
    homeDir,
    dataDir,
    folderRisk: (folder) => workspaceRefusal(folder, { dataDir, env, what: 'A project’s folder' }),
  });

  // The session reads the toolset and the custom tools per run (after composition), so it can come first.
  const entries = () => [...catalogue.entries, ...extensions.sources.flatMap((s) => s.entries().map(undo.wrap))];
  const toolset = (): Toolset => createToolset(settings(), entries().map(skills.withHooks));
  const createGate = createGateFactory({ settings, rules, userTools: () => extensions.userTools, log });
  const session = createChat({
    conversations,
    settings,
    toolset: () => toolset(),
    modelClient: createModelFactory({
      settings,
      secretStore: options.secretStore,
      redactor,
      fallbackApiKey: options.fallbackApiKey,
      quirks: modelQuirks,
      capabilities: modelCapabilities,
      log,
    }),
    visionOf: ({ provider, model }) =>
      isProviderId(provider) ? modelCapabilities.visionOf({ provider, model }) : undefined,
    createGate,
    workspaceForRun: (projectId) => projects.workspaceForRun(projectId),
    skillsSection: skills.skills.promptSection,
    memories,
    redactor,
    attachments,
    pendingQuestions: createPendingQuestionStore(db),
    auditConsumer,
    onEvent: options.onEvent,
    log,
  });

  const scheduler = createScheduling({
    ...{ jobs, conversations, session, settings, settingsStore },
    notifyReminder: options.notifyReminder,
    notifyJob: options.notifyJob,
    log,
  });

  const extra = options.extraTools?.({ db, conversations, settings, dataDir }) ?? {};
  const undo = createUndo({ dataDir, env, settings });
  const writeAccounts = (accounts: unknown) => settingsStore.set('calendar.accounts', accounts);
  const calendar = createCalendarAccounts({ settings, secretStore: options.secretStore, writeAccounts });
  const catalogue = buildToolCatalogue({
    settings,
    env,
    dataDir,
    locale: options.locale,
    sandbox: skills.shellSandbox,
    undo,
    secretStore: options.secretStore,
    extraTools: [
      ...createPersonalTools({
        ...{ memories, conversations, jobs, scheduler, calendar, artifacts, notify: options.notify },
        knownTools: () => toolset().tools.map((tool) => tool.name),
        redact: (text) => redactor.redact(text),
      }),
      knowledge.tool,
      ...(extra.tools ?? []),
    ],
    extraEntries: [...(extra.entries ?? []), { tool: skills.skillTool }],
  });
  // Custom tools stay outside every workspace (tools.custom.folder, read at start; refused when chosen inside one).
  const toolsFolder = customToolsFolderAtStart(settings, { dataDir, homeDir, projects: () => projects.list() });
  if (toolsFolder.notice) notices.push(toolsFolder.notice);
  const extensions = createExtensions({
    customToolsFolder: toolsFolder.folder,
    db,
    dataDir,
    homeDir,
    env,
    settings,
    settingsStore,
    secretStore: options.secretStore,
    sandbox,
    workspace,
    reservedNames: () => catalogue.entries.map((entry) => entry.tool.name),
    userToolsHostScript: options.userToolsHostScript,
    sourceOptions: options.sourceOptions,
    log,
  });
  const { userTools, mcp, sources } = extensions;
  if (options.startScheduler) scheduler.start();
  // Off the path to ready: the test starts once the code that awaited this runtime has run.
  const selfTestSoon = options.sandboxSelfTest === 'on-demand' ? undefined : setImmediate(() => sandbox.start());
  // Deleted items stay restorable (Undo) for an hour, then go for good with the files no message uses any more.
  const purge = createDeletionPurge({
    conversations,
    memories,
    jobs,
    rules,
    removeUnreferencedFiles: () => void attachments.removeUnreferenced(),
    log,
  });
  purge.start();
  const backups = createBackupService({
    db,
    dataDir,
    hearthVersion,
    knownSecretValues: () => redactor.values(),
    onChanged: () => scheduler.sync(),
    log,
  });
  if (options.automaticBackups) backups.startDaily();

  return {
    dataDir,
    db,
    notices,
    settingsStore,
    settings,
    conversations,
    attachments,
    backups,
    purgeDeleted: () => purge.purgeNow(),
    conversationExport: createLazyConversationExporter({ conversations, redactor, attachments: attachmentStore, db }),
    memories,
    knowledge,
    skills: skills.skills,
    jobs,
    scheduler,
    rules,
    audit,
    secretStore: options.secretStore,
    sandbox,
    workspace,
    projects,
    undo: undo.service,
    calendar,
    modelQuirks,
    modelCapabilities,
    defaultModel: () => defaultModelChoice(settings()),
    detectLocalServers: () => detectLocalServers({ addresses: options.localServers }),
    setupStatus: () =>
      readSetupStatus({
        settings: settings(),
        secretStore: options.secretStore,
        fallbackApiKey: options.fallbackApiKey,
      }),
    workspaceWarning: () => workspaceRisk(settings().workspace, { dataDir, env }),
    toolset,
    session,
    toolsReady: extensions.ready,
    userTools,
    mcp,
    setSetting: createSettingsWriter({ dataDir, env, toolsFolder, settingsStore, secretStore: options.secretStore }),
    callTool: createDirectToolCaller({
      ready: () => extensions.ready(),
      toolset,
      createGate,
      workspace: () => workspace(),
      settings,
      redactor,
      auditConsumer,
      onEvent: options.onEvent,
    }),
    close: async () => {
      if (selfTestSoon) clearImmediate(selfTestSoon);
      purge.stop();
      backups.stop();
      session.abortAll(APP_CLOSED);
      await scheduler.stop();
      await knowledge.close();
      // Bounded: a hung browser must not keep the database open at exit.
      const browserClosed = catalogue
        .close()
        .catch((error: unknown) => log(`browser close: ${error instanceof Error ? error.message : String(error)}`));
      const sourcesClosed = Promise.all(
        sources.map((source) =>
          source.close().catch((error: unknown) => log(`${source.name} close: ${String(error)}`)),
        ),
      );
      await Promise.race([
        // The sandbox self-test too: nothing it started outlives the runtime.
        Promise.all([browserClosed, sourcesClosed, sandbox.started() ? sandbox.settled() : undefined]),
        new Promise<void>((resolve) => setTimeout(resolve, 3_000).unref()),
      ]);
      closeDatabaseCleanly(opened.db, checkedAt);
    },
  };
}
