// Korean: Settings → Tools, sub-agents (the delegate tool's limits), and Settings → Extensions, the custom tools folder.
export const settingsAgents = {
  subAgents: {
    title: '하위 에이전트',
    intro:
      '작업을 여러 부분으로 나눌 수 있으면 어시스턴트가 delegate 도구로 각 부분을 하위 에이전트에게 맡깁니다. 아래 한도로 이를 조절합니다.',
    parallel: '동시에 실행할 하위 에이전트 수',
    parallelHint: '1에서 8까지. 많을수록 빨리 끝나지만 모델에 동시에 보내는 요청도 늘어납니다.',
    turns: '하위 에이전트당 모델 턴 수',
    turnsHint: '1에서 50까지. 더 필요한 하위 에이전트는 멈추고 그때까지의 결과를 보고합니다.',
    timeout: '하위 에이전트당 제한 시간(초)',
    timeoutHint: '5에서 3600까지. 그때까지 일하고 있는 하위 에이전트는 중지됩니다.',
    notWholeNumber: '정수를 입력하세요.',
    customFolder: '사용자 도구 폴더',
    customFolderPlaceholder: '비워 두면 Hearth 데이터 폴더의 tools 폴더',
    customFolderHint: '모든 작업 공간 밖의 절대 경로. 새 폴더는 Hearth를 다음에 시작할 때 읽습니다.',
  },
};
