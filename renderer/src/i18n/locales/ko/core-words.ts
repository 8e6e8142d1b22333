// Korean (한국어): the core's words the UI says itself from codes and values — a scheduled job's schedule and why it is
// off (renderer/src/settings/schedule-words.ts), the approval dialog's notes, a tool result's image.
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
  approvalNotes: {
    workspace: '작업 폴더: {{path}}',
    sandbox: '샌드박스: {{name}}',
    sandboxNone: '샌드박스 없음: 명령이 내 권한 그대로 실행됩니다',
    networkAllowed: '네트워크: 허용',
    networkBlocked: '네트워크: 차단',
    workingDirectory: '작업 디렉터리: {{dir}}',
    searchSendsTo: '검색어를 {{provider}}에 보냅니다.',
    searchSendsToHost: '검색어를 {{provider}}({{host}})에 보냅니다.',
    geocodingHost: '장소를 찾으려고 {{host}}에도 접속합니다.',
    mcpTool: 'MCP 서버 “{{server}}”에서 그 서버의 도구 “{{tool}}”(으)로 실행합니다.',
    notification: '알림: {{message}}',
    notificationTitled: '알림: {{title}}: {{message}}',
    httpRequest: '{{host}}에 {{method}} 요청을 보냅니다.',
    httpRequestNoHost: '올바른 URL이 아닌 주소에 {{method}} 요청을 보냅니다.',
    httpSecrets: '저장된 비밀 값을 채워 넣습니다: {{names}}.',
  },
  toolImages: {
    alt: '{{tool}}: 결과 {{number}}',
  },
};
