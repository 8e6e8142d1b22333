// The approval dialog's notes built-in tools write, each in the core's English (the CLI's and the model's) with a code
// and values the UI words in its language (renderer/src/approval/approval-note-words.ts, the catalog's approvalNotes).
import type { ApprovalNote } from './tool';

/** A note: its English `text` (the CLI's and the model's), its `code` in the catalog's approvalNotes and the values. */
export const note = (code: string, text: string, params?: Record<string, string>): ApprovalNote => ({
  text,
  code,
  ...(params ? { params } : {}),
});

export const approvalNotes = {
  workspace: (path: string) => note('workspace', `Workspace: ${path}`, { path }),
  /** `reason`: the data folder guard's English (tools/data-folder-guard.ts); its second sentence says the workspace is inside. */
  fileRefused: (reason: string, path: string, dataDir: string) =>
    note(
      reason.includes('The workspace itself is in there') ? 'fileRefusedWorkspaceInside' : 'fileRefused',
      `This call will be refused: ${reason}`,
      { path, dataDir },
    ),
  /** `kind`: the shell's sandbox ('none': commands run unconfined); `described`: its own line, kept as the text. */
  sandbox: (kind: string, described: string) =>
    kind === 'none' ? note('sandboxNone', described) : note('sandbox', described, { name: kind }),
  network: (allowed: boolean) =>
    note(allowed ? 'networkAllowed' : 'networkBlocked', `Network: ${allowed ? 'allowed' : 'blocked'}`),
  workingDirectory: (dir: string) => note('workingDirectory', `Working directory: ${dir}`, { dir }),
  searchSendsTo: (provider: string, host: string | undefined) =>
    host
      ? note('searchSendsToHost', `Sends the query to ${provider} (${host}).`, { provider, host })
      : note('searchSendsTo', `Sends the query to ${provider}.`, { provider }),
  geocodingHost: (host: string) => note('geocodingHost', `Also contacts ${host} to look up the place.`, { host }),
  mcpTool: (server: string, tool: string) =>
    note('mcpTool', `Runs on MCP server "${server}" as its tool "${tool}".`, { server, tool }),
  mcpAccept: (server: string) =>
    note('mcpAccept', `Accept the new definitions of "${server}" in Settings → MCP servers to stop this question.`, {
      server,
    }),
  mcpDescription: (code: 'mcpAcceptedDescription' | 'mcpNewDescription', which: string, description: string) =>
    note(code, `${which} description: ${description}`, { description }),
  mcpSchemaChanged: () => note('mcpSchemaChanged', 'Its input schema changed.'),
  notification: (title: string | undefined, message: string) =>
    title
      ? note('notificationTitled', `Notification: ${title}: ${message}`, { title, message })
      : note('notification', `Notification: ${message}`, { message }),
  httpRequest: (method: string, host: string | undefined) =>
    host
      ? note('httpRequest', `Sends a ${method} request to ${host}.`, { method, host })
      : note('httpRequestNoHost', `Sends a ${method} request to an address that is not a valid URL.`, { method }),
  httpSecrets: (names: readonly string[]) =>
    note('httpSecrets', `Fills in the stored secret${names.length > 1 ? 's' : ''} ${names.join(', ')}.`, {
      names: names.join(', '),
      count: String(names.length),
    }),
};
