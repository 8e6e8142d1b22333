// Simplified Chinese (简体中文): the core's words the UI says itself from codes and values — a scheduled job's schedule and why it is
// off (renderer/src/settings/schedule-words.ts), a tool result's image.
export const coreWords = {
  jobWords: {
    daily: '每天 {{time}}',
    cron: 'Cron “{{expression}}”',
    once: '一次，{{when}}',
    onceAt: '一次，{{at}}',
    offFailures_other: '连续失败 {{count}} 次后已关闭',
    offMissed: 'Hearth 未运行，已错过',
    offRanOnce: '一次性任务：已运行',
    offTurnedOff: '已关闭',
  },
  toolImages: {
    alt: '{{tool}}：结果 {{number}}',
  },
};
