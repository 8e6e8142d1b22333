// Simplified Chinese: the dictation controls (microphone button, level and time, its messages) and read aloud, beside the
// composer, the quick-ask and every answer (renderer/src/voice/).
export const voiceUi = {
  voiceUi: {
    dictate: '听写',
    dictateHint: '听写（按住 {{keys}} 说话；或按一下开始、再按一下结束）',
    stopDictation: '停止并转写',
    dictation: '听写',
    recording: '正在录音',
    level: '麦克风音量',
    elapsed: '录音时长',
    escToCancel: '按 Esc 取消',
    transcribing: '正在转写…',
    cancelled: '已取消听写，未发送任何内容。',
    noMicrophone: '未找到麦克风。请连接麦克风后重试。',
    permissionRefused: 'Hearth 无权使用麦克风。请在系统隐私设置中允许后重试。',
    microphoneFailed: '无法启动麦克风，请重试。',
    notSetUp: '听写需要转写服务器：请在“设置 → 语音”中选择一个。',
    serverError: '转写服务器出错：{{error}}',
    emptyTranscript: '未识别到语音。请靠近麦克风一些再试。',
    notKept: '已收到转写文本，但录音未能保存。',
    readAloud: '朗读',
    stopReading: '停止朗读',
    preparingSpeech: '正在准备语音…',
    speechFailed: '无法朗读此回答：{{error}}',
  },
};
