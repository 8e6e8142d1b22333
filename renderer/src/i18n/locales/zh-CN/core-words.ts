// Simplified Chinese (简体中文): the core's words the UI says from codes and values (renderer/src/settings/schedule-words.ts):
// job schedules and off reasons, MCP isolation.
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
  mcpIsolation: {
    bwrap: '隔离：独立的进程命名空间（bwrap）',
    off: '隔离：已关闭',
    unsupported_platform: '隔离：无，{{detail}} 上没有进程隔离',
    bwrap_missing: '隔离：无，未找到 bwrap（请安装 bubblewrap）',
    bwrap_failed: '隔离：无，bwrap 无法启动进程（{{detail}}）',
  },
  toolImages: {
    alt: '{{tool}}：结果 {{number}}',
  },
};
