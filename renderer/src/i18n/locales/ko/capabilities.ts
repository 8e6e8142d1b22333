// Korean (한국어): what a model can do (settings/ModelCapabilitiesPanel.tsx), Claude's thinking budget, the
// notice for a model without tools and the context meter's breakdown (chat/ContextMeter.tsx).
export const capabilities = {
  capabilities: {
    title: '{{model}}이(가) 할 수 있는 일',
    intro:
      '서버가 알려 주면 서버(Ollama, LM Studio)에서 읽고, 그렇지 않으면 이 제공자의 설정을 따릅니다. 값이 틀리면 여기서 고치세요. 수정은 이 모델에만 적용됩니다.',
    noModel: '모델을 고르면 할 수 있는 일이 표시됩니다.',
    toolCalling: '도구 호출',
    vision: '이미지 인식',
    contextTokens: '컨텍스트 창',
    tools_native: '기본 도구 호출',
    tools_xml: '프롬프트에 도구 설명(XML)',
    tools_none: '도구 없음',
    vision_yes: '이미지 사용 가능',
    vision_no: '이미지 없음',
    source_server: '서버에서 읽음',
    source_setting: '내 설정에서',
    source_default: '기본값',
    tokens: '{{tokens}}토큰',
    correct: '수정: {{what}}',
    correctWindow: '수정: 컨텍스트 창',
    asRead: '읽은 그대로(수정 없음)',
    windowHint: '토큰 단위, 예: 8192. 비워 두면 읽은 값을 사용합니다.',
    readAgain: '서버에 다시 묻기',
    reading: '묻는 중…',
    serverNote: '서버에 물어볼 수 없습니다: {{reason}}',
    thinking: '확장 사고 예산',
    thinkingHint: 'Claude가 답하기 전에 생각하는 데 쓸 수 있는 토큰 수입니다. 1024 이상, 0이면 사고를 끕니다.',
    noToolsNotice:
      '{{model}}은(는) 도구를 호출할 수 없어서 이 채팅은 도구 없이 진행됩니다. 설정 → 모델 제공자에서 고칠 수 있습니다.',
    meterSystem: '시스템 프롬프트: {{tokens}}',
    meterTools: '도구 정의: {{tokens}}',
    meterHistory: '대화: {{tokens}}',
  },
};
