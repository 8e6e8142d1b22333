// Japanese: the dictation controls (microphone button, level and time, its messages) and read aloud, beside the
// composer, the quick-ask and every answer (renderer/src/voice/).
export const voiceUi = {
  voiceUi: {
    dictate: '音声入力',
    dictateHint: '音声入力（{{keys}} を押したまま話すか、1 回押して開始し、もう一度押して終了）',
    stopDictation: '停止して文字起こし',
    dictation: '音声入力',
    recording: '録音中',
    level: 'マイクの音量',
    elapsed: '録音時間',
    escToCancel: 'Esc でキャンセル',
    transcribing: '文字起こし中…',
    cancelled: '音声入力をキャンセルしました。何も送信していません。',
    noMicrophone: 'マイクが見つかりません。マイクを接続してもう一度お試しください。',
    permissionRefused:
      'Hearth はマイクを使用できません。システムのプライバシー設定で許可してから、もう一度お試しください。',
    microphoneFailed: 'マイクを開始できませんでした。もう一度お試しください。',
    notSetUp: '音声入力には文字起こしサーバーが必要です。「設定 → 音声」で選んでください。',
    serverError: '文字起こしサーバーでエラーが発生しました: {{error}}',
    emptyTranscript: '音声を認識できませんでした。マイクに少し近づいてもう一度お試しください。',
    notKept: '文字起こしは届きましたが、録音を保存できませんでした。',
    readAloud: '読み上げ',
    stopReading: '読み上げを停止',
    preparingSpeech: '音声を準備中…',
    speechFailed: '回答を読み上げられませんでした: {{error}}',
  },
};
