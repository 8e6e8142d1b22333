// German: the dictation controls (microphone button, level and time, its messages) and read aloud, beside the
// composer, the quick-ask and every answer (renderer/src/voice/).
export const voiceUi = {
  voiceUi: {
    dictate: 'Diktieren',
    dictateHint:
      'Diktieren ({{keys}} gedrückt halten und sprechen, oder einmal drücken zum Starten und erneut zum Beenden)',
    stopDictation: 'Beenden und transkribieren',
    dictation: 'Diktat',
    recording: 'Aufnahme läuft',
    level: 'Mikrofonpegel',
    elapsed: 'Aufnahmedauer',
    escToCancel: 'Esc bricht ab',
    transcribing: 'Wird transkribiert …',
    cancelled: 'Diktat abgebrochen. Es wurde nichts gesendet.',
    noMicrophone: 'Kein Mikrofon gefunden. Schließe eines an und versuche es erneut.',
    permissionRefused:
      'Hearth darf das Mikrofon nicht verwenden. Erlaube es in den Datenschutzeinstellungen des Systems und versuche es erneut.',
    microphoneFailed: 'Das Mikrofon konnte nicht gestartet werden. Versuche es erneut.',
    notSetUp: 'Zum Diktieren wird ein Transkriptionsserver benötigt: Wähle einen unter Einstellungen → Sprache.',
    serverError: 'Der Transkriptionsserver ist fehlgeschlagen: {{error}}',
    emptyTranscript: 'Es wurde keine Sprache erkannt. Versuche es etwas näher am Mikrofon erneut.',
    notKept: 'Das Transkript ist da, aber die Aufnahme konnte nicht aufbewahrt werden.',
    readAloud: 'Vorlesen',
    stopReading: 'Vorlesen beenden',
    preparingSpeech: 'Sprachausgabe wird vorbereitet …',
    speechFailed: 'Die Antwort konnte nicht vorgelesen werden: {{error}}',
  },
};
