// Japanese (日本語): the core's words the UI says itself from codes and values — a scheduled job's schedule and why it is
// off (renderer/src/settings/schedule-words.ts), a tool result's image.
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
  toolImages: {
    alt: '{{tool}}：結果 {{number}}',
  },
};
