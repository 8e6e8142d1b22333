// Korean: the "Upgrading your history" screen the main window shows while the database is upgraded (renderer/src/upgrade/).
export const upgrade = {
  upgrade: {
    title: '기록을 업그레이드하는 중',
    intro:
      '이 버전의 Hearth는 대화를 새로운 방식으로 저장합니다. 기록이 길면 1분 정도 걸리며, 끝나면 앱이 저절로 열립니다.',
    progress: '업그레이드 진행률',
    backingUp: '먼저 기록을 백업하는 중…',
    step: '{{steps}}단계 중 {{step}}단계',
    stepRows: '{{steps}}단계 중 {{step}}단계: {{total}}개 중 {{done}}개',
    backupAt: '백업 위치: {{file}}',
    failedTitle: '기록을 업그레이드하지 못했습니다',
    failed: '업그레이드가 중단되었습니다: {{reason}}',
    nothingLost:
      '잃어버린 것은 없습니다. 업그레이드의 각 단계는 전부 되거나 전혀 되지 않으므로, 기록은 실패한 단계 이전 그대로입니다. Hearth를 종료했다가 다시 열면 다시 시도합니다.',
  },
};
