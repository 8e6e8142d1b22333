// Traditional Chinese (繁體中文): the core's words the UI says itself from codes and values — a scheduled job's schedule and why it is
// off (renderer/src/settings/schedule-words.ts), the approval dialog's notes, a tool result's image.
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
  approvalNotes: {
    workspace: '工作區：{{path}}',
    sandbox: '沙箱：{{name}}',
    sandboxNone: '無沙箱：指令以你自己的權限執行',
    networkAllowed: '網路：允許',
    networkBlocked: '網路：封鎖',
    workingDirectory: '工作目錄：{{dir}}',
    searchSendsTo: '將查詢傳送到 {{provider}}。',
    searchSendsToHost: '將查詢傳送到 {{provider}}（{{host}}）。',
    geocodingHost: '也會連線 {{host}} 來查詢地點。',
    mcpTool: '在 MCP 伺服器「{{server}}」上以其工具「{{tool}}」執行。',
    notification: '通知：{{message}}',
    notificationTitled: '通知：{{title}}：{{message}}',
    httpRequest: '向 {{host}} 傳送 {{method}} 請求。',
    httpRequestNoHost: '向一個無效 URL 的位址傳送 {{method}} 請求。',
    httpSecrets: '填入已儲存的密鑰：{{names}}。',
  },
  toolImages: {
    alt: '{{tool}}：結果 {{number}}',
  },
};
