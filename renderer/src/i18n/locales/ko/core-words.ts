// Korean (한국어): the core's words the UI says itself from codes and values — a scheduled job's schedule and why it is
// off (renderer/src/settings/schedule-words.ts), a tool result's image.
export const coreWords = {
  jobWords: {
    daily: '매일 {{time}}',
    cron: 'Cron “{{expression}}”',
    once: '한 번, {{when}}',
    onceAt: '한 번, {{at}}',
    offFailures_other: '{{count}}번 연속 실패해서 꺼졌습니다',
    offMissed: 'Hearth가 실행 중이 아니어서 놓쳤습니다',
    offRanOnce: '한 번만 실행하는 작업: 이미 실행했습니다',
    offTurnedOff: '꺼져 있습니다',
  },
  toolImages: {
    alt: '{{tool}}: 결과 {{number}}',
  },
};
