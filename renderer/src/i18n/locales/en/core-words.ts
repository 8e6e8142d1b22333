// English: the core's words the UI says itself from codes and values — a scheduled job's schedule and why it is
// off (renderer/src/settings/schedule-words.ts), the approval dialog's notes, a tool result's image.
export const coreWords = {
  jobWords: {
    daily: 'At {{time}}, every day',
    cron: 'Cron “{{expression}}”',
    once: 'Once, {{when}}',
    onceAt: 'Once at {{at}}',
    offFailures_one: 'turned off after {{count}} failed run in a row',
    offFailures_other: 'turned off after {{count}} failed runs in a row',
    offMissed: 'missed while Hearth was not running',
    offRanOnce: 'one-shot job: it has run',
    offTurnedOff: 'turned off',
  },
  approvalNotes: {
    workspace: 'Workspace: {{path}}',
    sandbox: 'Sandbox: {{name}}',
    sandboxNone: 'No sandbox: the command runs with your own permissions',
    networkAllowed: 'Network: allowed',
    networkBlocked: 'Network: blocked',
    workingDirectory: 'Working directory: {{dir}}',
    searchSendsTo: 'Sends the query to {{provider}}.',
    searchSendsToHost: 'Sends the query to {{provider}} ({{host}}).',
    geocodingHost: 'Also contacts {{host}} to look up the place.',
    mcpTool: 'Runs on the MCP server “{{server}}” as its tool “{{tool}}”.',
    notification: 'Notification: {{message}}',
    notificationTitled: 'Notification: {{title}}: {{message}}',
    httpRequest: 'Sends a {{method}} request to {{host}}.',
    httpRequestNoHost: 'Sends a {{method}} request to an address that is not a valid URL.',
    httpSecrets: 'Fills in stored secrets: {{names}}.',
  },
  toolImages: {
    alt: '{{tool}}: result {{number}}',
  },
};
