// Korean: Settings → Voice — the speech-to-text and text-to-speech servers, their keys and the voice switches.
export const settingsVoice = {
  voice: {
    title: '음성',
    intro:
      '받아쓰기와 답변 읽어 주기. 오디오는 여기 지정한 서버로만 보내며, 녹음 보관을 켜지 않으면 저장하지 않습니다.',
    transcription: '음성을 텍스트로',
    transcriptionUrl: '받아쓰기 서버',
    transcriptionUrlHint: '/v1로 끝나는 OpenAI 호환 주소: OpenAI, Groq 또는 로컬 speaches, whisper.cpp.',
    transcriptionModel: '받아쓰기 모델',
    language: '말하는 언어',
    languageAuto: '자동',
    transcriptionKey: '받아쓰기 API 키',
    sendAtOnce: '받아쓴 내용 바로 보내기',
    sendAtOnceHint: '끄면 받아쓴 내용이 입력창에 남아 읽고 나서 보낼 수 있습니다.',
    speech: '텍스트를 음성으로',
    speechUrl: '음성 합성 서버',
    speechUrlPlaceholder: '비워 두면 시스템 음성',
    speechUrlHint: '/v1로 끝나는 OpenAI 호환 주소. 비워 두면 시스템 자체 음성을 씁니다.',
    speechModel: '음성 합성 모델',
    speechVoice: '목소리 이름',
    speechKey: '음성 합성 API 키',
    readAloud: '답변 소리 내어 읽기',
    readAloudHint: '답변이 끝난 뒤에 읽으며, 두 답변을 동시에 읽지 않습니다.',
    keepRecordings: '녹음 보관',
    keepRecordingsHint: '끄면 오디오를 받아쓰기 서버로 보낸 뒤 잊습니다.',
  },
};
