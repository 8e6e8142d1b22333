// Japanese: Settings → Voice — the speech-to-text and text-to-speech servers, their keys and the voice switches.
export const settingsVoice = {
  voice: {
    title: '音声',
    intro:
      '音声入力と回答の読み上げ。音声はここで指定したサーバーにだけ送られ、「録音を保存」をオンにしない限り保存されません。',
    transcription: '音声からテキスト',
    transcriptionUrl: '文字起こしサーバー',
    transcriptionUrlHint: '/v1 で終わる OpenAI 互換アドレス：OpenAI、Groq、またはローカルの speaches や whisper.cpp。',
    transcriptionModel: '文字起こしモデル',
    language: '話す言語',
    languageAuto: '自動',
    transcriptionKey: '文字起こし API キー',
    sendAtOnce: '音声入力をすぐに送信',
    sendAtOnceHint: 'オフ：文字起こしは入力欄に残り、読んでから送信できます。',
    speech: 'テキストから音声',
    speechUrl: '音声合成サーバー',
    speechUrlPlaceholder: '空欄：システムの音声',
    speechUrlHint: '/v1 で終わる OpenAI 互換アドレス。空欄ならシステム標準の音声を使います。',
    speechModel: '音声合成モデル',
    speechVoice: '声の名前',
    speechKey: '音声合成 API キー',
    readAloud: '回答を読み上げる',
    readAloudHint: '回答が完了してから読み上げ、2 つを同時に読むことはありません。',
    keepRecordings: '録音を保存',
    keepRecordingsHint: 'オフ：音声は文字起こしサーバーに送った後、破棄されます。',
  },
};
