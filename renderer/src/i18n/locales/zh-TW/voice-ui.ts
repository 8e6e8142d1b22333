// Traditional Chinese: the dictation controls (microphone button, level and time, its messages) and read aloud, beside the
// composer, the quick-ask and every answer (renderer/src/voice/).
export const voiceUi = {
  voiceUi: {
    dictate: '聽寫',
    dictateHint: '聽寫（按住 {{keys}} 說話；或按一下開始、再按一下結束）',
    stopDictation: '停止並轉寫',
    dictation: '聽寫',
    recording: '正在錄音',
    level: '麥克風音量',
    elapsed: '錄音時間',
    escToCancel: '按 Esc 取消',
    transcribing: '正在轉寫…',
    cancelled: '已取消聽寫，沒有送出任何內容。',
    noMicrophone: '找不到麥克風。請連接麥克風後再試一次。',
    permissionRefused: 'Hearth 無法使用麥克風。請在系統隱私權設定中允許後再試一次。',
    microphoneFailed: '無法啟動麥克風，請再試一次。',
    notSetUp: '聽寫需要轉寫伺服器：請在「設定 → 語音」中選擇一個。',
    serverError: '轉寫伺服器發生錯誤：{{error}}',
    emptyTranscript: '沒有辨識到語音。請靠近麥克風一點再試一次。',
    notKept: '已收到轉寫文字，但無法保留錄音。',
    readAloud: '朗讀',
    stopReading: '停止朗讀',
    preparingSpeech: '正在準備語音…',
    speechFailed: '無法朗讀這則回答：{{error}}',
  },
};
