// English: Settings → Voice — the speech-to-text and text-to-speech servers, their keys and the voice switches.
export const settingsVoice = {
  voice: {
    title: 'Voice',
    intro:
      'Dictation and answers read aloud. Audio goes only to the servers named here and is not kept unless you keep recordings.',
    transcription: 'Speech to text',
    transcriptionUrl: 'Transcription server',
    transcriptionUrlHint:
      'An OpenAI-compatible address ending in /v1: OpenAI, Groq, or a local speaches or whisper.cpp.',
    transcriptionModel: 'Transcription model',
    language: 'Spoken language',
    languageAuto: 'Automatic',
    transcriptionKey: 'Transcription API key',
    sendAtOnce: 'Send dictation at once',
    sendAtOnceHint: 'Off: the transcript waits in the composer for you to read and send.',
    speech: 'Text to speech',
    speechUrl: 'Speech server',
    speechUrlPlaceholder: 'Empty: the system voice',
    speechUrlHint: 'An OpenAI-compatible address ending in /v1; leave it empty to use the system’s own voices.',
    speechModel: 'Speech model',
    speechVoice: 'Voice name',
    speechKey: 'Speech API key',
    readAloud: 'Read answers aloud',
    readAloudHint: 'Each answer is read once it has finished; never two at once.',
    keepRecordings: 'Keep recordings',
    keepRecordingsHint: 'Off: audio is sent to the transcription server and then forgotten.',
  },
};
