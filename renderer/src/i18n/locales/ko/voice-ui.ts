// Korean: the dictation controls (microphone button, level and time, its messages) and read aloud, beside the
// composer, the quick-ask and every answer (renderer/src/voice/).
export const voiceUi = {
  voiceUi: {
    dictate: '받아쓰기',
    dictateHint: '받아쓰기 ({{keys}}를 누른 채 말하거나, 한 번 눌러 시작하고 다시 눌러 끝내기)',
    stopDictation: '멈추고 받아쓰기',
    dictation: '받아쓰기',
    recording: '녹음 중',
    level: '마이크 음량',
    elapsed: '녹음 시간',
    escToCancel: 'Esc로 취소',
    transcribing: '받아쓰는 중…',
    cancelled: '받아쓰기를 취소했습니다. 아무것도 보내지 않았습니다.',
    noMicrophone: '마이크를 찾지 못했습니다. 마이크를 연결하고 다시 시도하세요.',
    permissionRefused: 'Hearth가 마이크를 쓸 수 없습니다. 시스템 개인정보 설정에서 허용한 뒤 다시 시도하세요.',
    microphoneFailed: '마이크를 시작하지 못했습니다. 다시 시도하세요.',
    notSetUp: '받아쓰기에는 받아쓰기 서버가 필요합니다. 설정 → 음성에서 고르세요.',
    serverError: '받아쓰기 서버가 실패했습니다: {{error}}',
    emptyTranscript: '말소리를 알아듣지 못했습니다. 마이크에 조금 더 가까이에서 다시 시도하세요.',
    notKept: '받아쓴 내용은 왔지만 녹음을 보관하지 못했습니다.',
    readAloud: '소리 내어 읽기',
    stopReading: '읽기 멈추기',
    preparingSpeech: '음성 준비 중…',
    speechFailed: '답변을 소리 내어 읽지 못했습니다: {{error}}',
  },
};
