// Why a call must always ask (ApprovalFacts.alwaysAsk) in the core's English, with a code and values beside it
// (alwaysAskCode) that the dialog's danger box words in the UI's language (renderer/src/approval/approval-note-words.ts).
import type { DefinitionChange } from '../electron/shared/tool-definitions';
import type { ApprovalFacts } from './tool';

export type AlwaysAsk = Required<Pick<ApprovalFacts, 'alwaysAsk' | 'alwaysAskCode'>>;

/** An always-ask reason: its English `text` (the CLI's, the model's, the audit's) and its code in approvalNotes. */
export const alwaysAskReason = (code: string, text: string, params?: Record<string, string>): AlwaysAsk => ({
  alwaysAsk: text,
  alwaysAskCode: { code, ...(params ? { params } : {}) },
});

/** The kinds of files that run code later (tools/code-running-paths.ts), by the English the core gives them. */
const codeRunningKindCodes: Readonly<Record<string, string>> = {
  'Hearth’s own .hearth folder': 'dangerCodeRunningHearth',
  'a repository’s .git (its pointer or folder)': 'dangerCodeRunningGit',
  'a repository’s hooks': 'dangerCodeRunningHooks',
  'a repository’s config': 'dangerCodeRunningConfig',
};

export const alwaysAskReasons = {
  instructionsChange: (text: string) => alwaysAskReason('dangerInstructionsChange', text),
  /** `reason`: "changes a file that runs code later"; `kind`: which file (codeRunningByName's words). */
  codeRunningChange: (reason: string, kind: string) =>
    alwaysAskReason(codeRunningKindCodes[kind] ?? 'dangerCodeRunning', `${reason}: ${kind}`),
  noSandbox: (described: string) => alwaysAskReason('dangerNoSandbox', `no sandbox: ${described}`),
  describeFailed: () =>
    alwaysAskReason('dangerDescribeFailed', 'The tool could not describe this call, so it always needs approval.'),
  mcpNewTool: (server: string, tool: string) =>
    alwaysAskReason(
      'dangerMcpNewTool',
      `tool definition changed since you accepted it: "${tool}" is a new tool of MCP server "${server}"`,
      { server, tool },
    ),
  /** `change`: which part changed (electron/shared/tool-definitions.ts DefinitionChange, but not 'new'). */
  mcpChanged: (change: Exclude<DefinitionChange, 'new'>, tool: string) =>
    alwaysAskReason(
      { description: 'dangerMcpDescription', 'input schema': 'dangerMcpSchema' }[change as string] ?? 'dangerMcpBoth',
      `tool definition changed since you accepted it: the ${change} of "${tool}" changed`,
      { tool },
    ),
  jobBlanketShell: () =>
    alwaysAskReason(
      'dangerJobBlanketShell',
      'This job is granted the shell with no command limit: it could run any shell command unattended, on every run, ' +
        'with nobody there to approve it. Prefer a grant for one command prefix (e.g. {"kind":"prefix","value":"git status"}).',
    ),
};
