// Traditional Chinese (繁體中文): the core's words the UI says itself from codes and values — a scheduled job's schedule and why it is
// off (renderer/src/settings/schedule-words.ts), a tool result's image.
export const coreWords = {
  jobWords: {
    daily: '每天 {{time}}',
    cron: 'Cron「{{expression}}」',
    once: '一次，{{when}}',
    onceAt: '一次，{{at}}',
    offFailures_other: '連續失敗 {{count}} 次後已關閉',
    offMissed: 'Hearth 未執行，已錯過',
    offRanOnce: '一次性工作：已執行',
    offTurnedOff: '已關閉',
  },
  toolImages: {
    alt: '{{tool}}：結果 {{number}}',
  },
};
