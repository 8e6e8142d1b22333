// Korean (한국어): the core's words the UI says from codes and values (renderer/src/settings/schedule-words.ts):
// job schedules and off reasons, MCP isolation.
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
  mcpIsolation: {
    bwrap: '격리: 자체 프로세스 네임스페이스(bwrap)',
    off: '격리: 꺼짐',
    unsupported_platform: '격리: 없음, {{detail}}에서는 프로세스 격리를 지원하지 않습니다',
    bwrap_missing: '격리: 없음, bwrap을 찾지 못했습니다(bubblewrap을 설치하세요)',
    bwrap_failed: '격리: 없음, bwrap이 프로세스를 시작하지 못했습니다({{detail}})',
  },
  toolImages: {
    alt: '{{tool}}: 결과 {{number}}',
  },
};
