// Traditional Chinese (繁體中文): the core's words the UI says from codes and values (renderer/src/settings/schedule-words.ts):
// job schedules and off reasons, MCP isolation.
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
  mcpIsolation: {
    bwrap: '隔離：獨立的行程命名空間（bwrap）',
    off: '隔離：已關閉',
    unsupported_platform: '隔離：無，{{detail}} 上沒有行程隔離',
    bwrap_missing: '隔離：無，找不到 bwrap（請安裝 bubblewrap）',
    bwrap_failed: '隔離：無，bwrap 無法啟動行程（{{detail}}）',
  },
  toolImages: {
    alt: '{{tool}}：結果 {{number}}',
  },
};
