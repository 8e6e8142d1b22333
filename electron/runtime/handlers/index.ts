// Every invoke channel of the IPC contract over the core runtime, one file per domain. Shared by Electron's main/ipc.ts
// and the e2e WebSocket bridge, so what the tests drive is what the app runs. Payloads arrive already validated; each
// handler answers its channel's data or throws `failure(kind, message)`, and the dispatcher makes the InvokeResult.
import { homedir } from 'node:os';
import type { InvokeHandlers } from '../../shared/contract';
import type { PendingApprovals } from '../../agent/approvals/pending-approvals';
import type { HearthRuntime } from '../create-runtime';
import { createActivityHandlers } from './activity';
import { createAppHandlers } from './app';
import { createAttachmentHandlers } from './attachments';
import { createApprovalHandlers } from './approvals';
import { createChatHandlers } from './chat';
import { createBranchHandlers } from './chat-branches';
import { createExtensionHandlers } from './extensions';
import { createExportHandlers, type ChooseExportFolder } from './export';
import { createProjectHandlers } from './projects';
import { createRestoreHandlers } from './restore';
import { createBackupHandlers } from './backups';
import { createMcpAddHandlers, type ChooseImportFile } from './mcp-add';
import { createMcpPromptHandlers } from './mcp-prompts';
import { createMcpAppHandlers } from './mcp-apps';
import { createAppViewServer } from '../mcp-apps/app-view-server';
import { createArtifactHandlers } from './artifacts';
import { createArtifactStore } from '../../storage/artifacts';
import { createModelCapabilityHandlers } from './model-capabilities';
import { createSettingsHandlers } from './settings';
import { createSettingsDataHandlers, type OpenMainWindow } from './settings-data';
import { createUpdateHandlers } from './updates';
import { createUndoHandlers } from './undo';
import { createCalendarHandlers } from './calendar';
import { createSkillsHandlers } from './skills';
import { createKnowledgeHandlers, type ChooseKnowledgePath, type OpenKnowledgeFile } from './knowledge';
import { createVoiceHandlers } from './voice';

export { toMessageView, toSummary } from './chat';

export interface InvokeHandlerDeps {
  runtime: HearthRuntime;
  approvals: PendingApprovals;
  version: string;
  /** Hands a validated https URL to the OS (Electron's shell.openExternal); absent: links are refused. */
  openExternal?: (url: string) => Promise<void>;
  /** For provider:models (tests inject; default: global fetch). */
  fetchImpl?: typeof fetch;
  /** window:open-main: shows the main window (on a conversation); absent, the call answers "not available". */
  openMainWindow?: OpenMainWindow;
  /** mcp:import-choose: the OS file chooser (Electron's dialog; a stand-in in tests); absent, "not available". */
  chooseImportFile?: ChooseImportFile;
  /** chat:export-all: the OS folder chooser (Electron's dialog; a stand-in in tests); absent, "not available". */
  chooseExportFolder?: ChooseExportFolder;
  /** knowledge:open: the OS opens a cited file (Electron's shell; a recorder in tests); absent, "not available". */
  openKnowledgeFile?: OpenKnowledgeFile;
  /** knowledge:choose: the OS folder or file chooser; absent, "not available". */
  chooseKnowledgePath?: ChooseKnowledgePath;
}

export function createInvokeHandlers({
  runtime,
  approvals,
  version,
  openExternal,
  fetchImpl,
  openMainWindow,
  chooseImportFile,
  chooseExportFolder,
  openKnowledgeFile,
  chooseKnowledgePath,
}: InvokeHandlerDeps): InvokeHandlers {
  // One loopback view server for every sandboxed page: MCP App views and HTML artifacts.
  const views = createAppViewServer();
  return {
    ...createAppHandlers({ runtime, version, ...(openExternal ? { openExternal } : {}) }),
    ...createChatHandlers({ runtime, approvals }),
    ...createAttachmentHandlers({ runtime }),
    ...createBranchHandlers({ runtime }),
    ...createApprovalHandlers({ runtime, approvals }),
    ...createSettingsHandlers({ runtime, ...(fetchImpl ? { fetchImpl } : {}) }),
    ...createModelCapabilityHandlers({ runtime }),
    ...createSettingsDataHandlers({ runtime, openMainWindow }),
    ...createExtensionHandlers({ runtime }),
    ...createMcpPromptHandlers({ runtime }),
    ...createMcpAppHandlers({ runtime, approvals, views }),
    ...createArtifactHandlers({ artifacts: createArtifactStore(runtime.db), views }),
    ...createExportHandlers({ runtime, ...(chooseExportFolder ? { chooseExportFolder } : {}) }),
    ...createProjectHandlers({ runtime }),
    ...createRestoreHandlers({ runtime }),
    ...createBackupHandlers({ runtime }),
    ...createMcpAddHandlers({ runtime, homeDir: homedir(), ...(chooseImportFile ? { chooseImportFile } : {}) }),
    ...createUpdateHandlers({ runtime }),
    ...createActivityHandlers({ runtime }),
    ...createUndoHandlers({ runtime }),
    ...createCalendarHandlers({ runtime }),
    ...createSkillsHandlers({ runtime }),
    ...createKnowledgeHandlers({ runtime, openKnowledgeFile, chooseKnowledgePath }),
    ...createVoiceHandlers({ runtime }),
  };
}
