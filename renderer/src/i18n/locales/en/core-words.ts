// English: the core's words the UI says itself from codes and values — a scheduled job's schedule and why it is
// off (renderer/src/settings/schedule-words.ts), a tool result's image.
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
  toolImages: {
    alt: '{{tool}}: result {{number}}',
  },
};
