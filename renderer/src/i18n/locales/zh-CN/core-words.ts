// Simplified Chinese (简体中文): the core's words the UI says itself from codes and values — a scheduled job's schedule and why it is
// off (renderer/src/settings/schedule-words.ts), the approval dialog's notes, a tool result's image.
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
  approvalNotes: {
    workspace: '工作区：{{path}}',
    sandbox: '沙箱：{{name}}',
    sandboxNone: '无沙箱：命令以你自己的权限运行',
    networkAllowed: '网络：允许',
    networkBlocked: '网络：阻止',
    workingDirectory: '工作目录：{{dir}}',
    searchSendsTo: '将查询发送到 {{provider}}。',
    searchSendsToHost: '将查询发送到 {{provider}}（{{host}}）。',
    geocodingHost: '还会连接 {{host}} 来查找地点。',
    mcpTool: '在 MCP 服务器“{{server}}”上作为其工具“{{tool}}”运行。',
    notification: '通知：{{message}}',
    notificationTitled: '通知：{{title}}：{{message}}',
    httpRequest: '向 {{host}} 发送 {{method}} 请求。',
    httpRequestNoHost: '向一个无效 URL 的地址发送 {{method}} 请求。',
    httpSecrets: '填入已保存的密钥：{{names}}。',
  },
  toolImages: {
    alt: '{{tool}}：结果 {{number}}',
  },
};
