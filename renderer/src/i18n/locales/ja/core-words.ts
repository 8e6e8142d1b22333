// Japanese (日本語): the core's words the UI says itself from codes and values — a scheduled job's schedule and why it is
// off (renderer/src/settings/schedule-words.ts), the approval dialog's notes, a tool result's image.
export const coreWords = {
  jobWords: {
    daily: '毎日 {{time}}',
    cron: 'Cron「{{expression}}」',
    once: '1 回、{{when}}',
    onceAt: '1 回、{{at}}',
    offFailures_other: '{{count}} 回続けて失敗したためオフになりました',
    offMissed: 'Hearth が動いていなかったため実行されませんでした',
    offRanOnce: '1 回だけのジョブ：実行済みです',
    offTurnedOff: 'オフです',
  },
  approvalNotes: {
    workspace: 'ワークスペース：{{path}}',
    sandbox: 'サンドボックス：{{name}}',
    sandboxNone: 'サンドボックスなし：コマンドはあなた自身の権限で実行されます',
    networkAllowed: 'ネットワーク：許可',
    networkBlocked: 'ネットワーク：ブロック',
    workingDirectory: '作業ディレクトリ：{{dir}}',
    searchSendsTo: '検索語を {{provider}} に送ります。',
    searchSendsToHost: '検索語を {{provider}}（{{host}}）に送ります。',
    geocodingHost: '場所を調べるために {{host}} にも接続します。',
    mcpTool: 'MCP サーバー「{{server}}」のツール「{{tool}}」として実行します。',
    notification: '通知：{{message}}',
    notificationTitled: '通知：{{title}}：{{message}}',
    httpRequest: '{{host}} に {{method}} リクエストを送ります。',
    httpRequestNoHost: '有効な URL ではないアドレスに {{method}} リクエストを送ります。',
    httpSecrets: '保存済みのシークレットを埋め込みます：{{names}}。',
  },
  toolImages: {
    alt: '{{tool}}：結果 {{number}}',
  },
};
