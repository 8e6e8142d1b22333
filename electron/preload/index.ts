// Preload: exposes `window.hearth` with one explicit method per invoke channel and a filtered event subscription.
// Never exposes ipcRenderer itself. Bundled as CommonJS with no dependencies (sandboxed preloads can only require electron).
import { contextBridge, ipcRenderer, type IpcRendererEvent } from 'electron';
import { eventChannelNames, type InvokeChannelName, type MethodName } from '../shared/channels';
import type { EventChannel, EventPayload, HearthApi } from '../shared/contract';

function invoker<C extends InvokeChannelName>(channel: C) {
  return (request: unknown) => ipcRenderer.invoke(channel, request ?? {});
}

const subscribable = new Set<string>(eventChannelNames);

/** Compile-time complete: a missing or extra channel method is a type error. */
const methods: { [C in InvokeChannelName as MethodName<C>]: (request: unknown) => Promise<unknown> } = {
  appInfo: invoker('app:info'),
  appOpenExternal: invoker('app:open-external'),
  chatList: invoker('chat:list'),
  chatLoad: invoker('chat:load'),
  chatSend: invoker('chat:send'),
  chatAbort: invoker('chat:abort'),
  chatRename: invoker('chat:rename'),
  chatDelete: invoker('chat:delete'),
  chatRestore: invoker('chat:restore'),
  chatSearch: invoker('chat:search'),
  chatRegenerate: invoker('chat:regenerate'),
  chatSwitchBranch: invoker('chat:switch-branch'),
  chatCompact: invoker('chat:compact'),
  chatContinue: invoker('chat:continue'),
  chatExport: invoker('chat:export'),
  chatExportAll: invoker('chat:export-all'),
  chatMove: invoker('chat:move'),
  chatSetModel: invoker('chat:set-model'),
  projectsList: invoker('projects:list'),
  projectsAdd: invoker('projects:add'),
  projectsRename: invoker('projects:rename'),
  projectsRemove: invoker('projects:remove'),
  providerDetect: invoker('provider:detect'),
  setupStatus: invoker('setup:status'),
  approvalRespond: invoker('approval:respond'),
  approvalPending: invoker('approval:pending'),
  rulesList: invoker('rules:list'),
  rulesRevoke: invoker('rules:revoke'),
  settingsGet: invoker('settings:get'),
  settingsSet: invoker('settings:set'),
  secretsSet: invoker('secrets:set'),
  secretsDelete: invoker('secrets:delete'),
  secretsStatus: invoker('secrets:status'),
  providerModels: invoker('provider:models'),
  providerCapabilities: invoker('provider:capabilities'),
  memoryList: invoker('memory:list'),
  memoryEdit: invoker('memory:edit'),
  memoryDelete: invoker('memory:delete'),
  memoryRestore: invoker('memory:restore'),
  jobsList: invoker('jobs:list'),
  jobsSetEnabled: invoker('jobs:set-enabled'),
  jobsRunNow: invoker('jobs:run-now'),
  jobsDelete: invoker('jobs:delete'),
  jobsRestore: invoker('jobs:restore'),
  backupsList: invoker('backups:list'),
  backupsCreate: invoker('backups:create'),
  backupsPreview: invoker('backups:preview'),
  backupsRestore: invoker('backups:restore'),
  windowOpenMain: invoker('window:open-main'),
  mcpServers: invoker('mcp:servers'),
  mcpAcceptDefinitions: invoker('mcp:accept-definitions'),
  mcpRestart: invoker('mcp:restart'),
  mcpRemoveServer: invoker('mcp:remove-server'),
  mcpAddServers: invoker('mcp:add-servers'),
  mcpImportChoose: invoker('mcp:import-choose'),
  mcpImportApply: invoker('mcp:import-apply'),
  mcpPrompts: invoker('mcp:prompts'),
  mcpPrompt: invoker('mcp:prompt'),
  mcpAppView: invoker('mcp:app-view'),
  mcpAppViewClose: invoker('mcp:app-view-close'),
  mcpAppCall: invoker('mcp:app-call'),
  mcpAppContext: invoker('mcp:app-context'),
  artifactsHtmlView: invoker('artifacts:html-view'),
  artifactsHtmlViewClose: invoker('artifacts:html-view-close'),
  userToolsStatus: invoker('user-tools:status'),
  userToolsTrust: invoker('user-tools:trust'),
  userToolsUntrust: invoker('user-tools:untrust'),
  attachmentsUpload: invoker('attachments:upload'),
  attachmentsAdd: invoker('attachments:add'),
  attachmentsPreview: invoker('attachments:preview'),
  attachmentsSave: invoker('attachments:save'),
  updateStatus: invoker('update:status'),
  updateRestart: invoker('update:restart'),
  activityList: invoker('activity:list'),
  undoReview: invoker('undo:review'),
  undoApply: invoker('undo:apply'),
  calendarList: invoker('calendar:list'),
  calendarTest: invoker('calendar:test'),
  calendarAdd: invoker('calendar:add'),
  calendarRemove: invoker('calendar:remove'),
  skillsList: invoker('skills:list'),
  skillsTrust: invoker('skills:trust'),
  knowledgeList: invoker('knowledge:list'),
  knowledgeAdd: invoker('knowledge:add'),
  knowledgeChoose: invoker('knowledge:choose'),
  knowledgeAddAttachment: invoker('knowledge:add-attachment'),
  knowledgeRemove: invoker('knowledge:remove'),
  knowledgePause: invoker('knowledge:pause'),
  knowledgeResume: invoker('knowledge:resume'),
  knowledgeRebuild: invoker('knowledge:rebuild'),
  knowledgeOpen: invoker('knowledge:open'),
  voiceUpload: invoker('voice:upload'),
  voiceTranscribe: invoker('voice:transcribe'),
  voiceSpeak: invoker('voice:speak'),
};

const hearth = {
  ...methods,
  on<C extends EventChannel>(channel: C, listener: (payload: EventPayload<C>) => void): () => void {
    if (!subscribable.has(channel)) throw new Error(`Unknown event channel: ${String(channel)}`);
    const wrapped = (_event: IpcRendererEvent, payload: EventPayload<C>) => listener(payload);
    ipcRenderer.on(channel, wrapped);
    return () => ipcRenderer.removeListener(channel, wrapped);
  },
} as unknown as HearthApi;

contextBridge.exposeInMainWorld('hearth', hearth);
