// English: the dictation controls (microphone button, level and time, its messages) and read aloud, beside the
// composer, the quick-ask and every answer (renderer/src/voice/).
export const voiceUi = {
  voiceUi: {
    dictate: 'Dictate',
    dictateHint: 'Dictate (or hold {{keys}} and speak; press it once to start and again to stop)',
    stopDictation: 'Stop and transcribe',
    dictation: 'Dictation',
    recording: 'Recording',
    level: 'Microphone level',
    elapsed: 'Recorded time',
    escToCancel: 'Esc cancels',
    transcribing: 'Transcribing…',
    cancelled: 'Dictation cancelled. Nothing was sent.',
    noMicrophone: 'No microphone was found. Connect one and try again.',
    permissionRefused: 'Hearth may not use the microphone. Allow it in your system’s privacy settings and try again.',
    microphoneFailed: 'The microphone could not be started. Try again.',
    notSetUp: 'Dictation needs a transcription server: choose one in Settings → Voice.',
    serverError: 'The transcription server failed: {{error}}',
    emptyTranscript: 'No speech was recognised. Try again, a little closer to the microphone.',
    notKept: 'The transcript is in, but the recording could not be kept.',
    readAloud: 'Read aloud',
    stopReading: 'Stop reading',
    preparingSpeech: 'Preparing speech…',
    speechFailed: 'The answer could not be read aloud: {{error}}',
  },
};
