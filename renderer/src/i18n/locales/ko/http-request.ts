// Korean (한국어): the HTTP requests settings under Settings → Tools (http_request's private-network switch and secrets).
export const httpRequest = {
  httpRequest: {
    title: 'HTTP 요청',
    intro:
      'http_request가 접근할 수 있는 곳과 보낼 수 있는 비밀 값입니다. 감독 모드에서는 요청마다 먼저 묻고, 응답은 신뢰할 수 없는 데이터로 취급합니다.',
    privateNetwork: 'HTTP 요청이 사설 네트워크에 접근 허용',
    privateNetworkHint:
      'http_request가 로컬 및 사설 네트워크 주소(localhost, 192.168.x.x…)를 호출할 수 있게 합니다. 끄면 공용 인터넷만 사용합니다.',
    secrets: '비밀 값',
    secretsIntro:
      '시스템 키체인에 저장됩니다. 모델은 {{placeholder}}라고 쓰고, 요청을 승인하면 Hearth가 값을 채웁니다. 모델은 값을 보지 못합니다.',
    noSecrets: '아직 비밀 값이 없습니다.',
    secretName: '비밀 값 이름',
    secretValue: '비밀 값',
    addSecret: '비밀 값 추가',
    deleteSecret: '비밀 값 {{name}} 삭제',
    missingValue: '키체인에 값이 없음',
    badName: '소문자, 숫자, _ . - 만 사용할 수 있습니다(최대 59자).',
  },
};
