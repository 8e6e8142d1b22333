// English: the core's words the UI says from codes and values (renderer/src/settings/schedule-words.ts):
// job schedules and off reasons, MCP isolation.
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
  mcpIsolation: {
    bwrap: 'Isolation: its own process namespace (bwrap)',
    off: 'Isolation: turned off',
    unsupported_platform: 'Isolation: none, there is no process isolation on {{detail}}',
    bwrap_missing: 'Isolation: none, bwrap was not found (install bubblewrap)',
    bwrap_failed: 'Isolation: none, bwrap could not start a process ({{detail}})',
  },
  toolImages: {
    alt: '{{tool}}: result {{number}}',
  },
};
