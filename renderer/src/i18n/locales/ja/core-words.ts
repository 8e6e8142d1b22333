// Japanese (日本語): the core's words the UI says from codes and values (renderer/src/settings/schedule-words.ts):
// job schedules and off reasons, MCP isolation.
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
  mcpIsolation: {
    bwrap: '分離：専用のプロセス名前空間（bwrap）',
    off: '分離：オフ',
    unsupported_platform: '分離：なし。{{detail}} ではプロセスを分離できません',
    bwrap_missing: '分離：なし。bwrap が見つかりません（bubblewrap をインストールしてください）',
    bwrap_failed: '分離：なし。bwrap がプロセスを起動できませんでした（{{detail}}）',
  },
  toolImages: {
    alt: '{{tool}}：結果 {{number}}',
  },
};
