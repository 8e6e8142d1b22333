// German: Settings → Voice — the speech-to-text and text-to-speech servers, their keys and the voice switches.
export const settingsVoice = {
  voice: {
    title: 'Sprache',
    intro:
      'Diktat und vorgelesene Antworten. Audio geht nur an die hier genannten Server und wird nicht gespeichert, außer „Aufnahmen behalten“ ist an.',
    transcription: 'Sprache zu Text',
    transcriptionUrl: 'Transkriptionsserver',
    transcriptionUrlHint:
      'Eine OpenAI-kompatible Adresse mit /v1 am Ende: OpenAI, Groq oder lokal speaches, whisper.cpp.',
    transcriptionModel: 'Transkriptionsmodell',
    language: 'Gesprochene Sprache',
    languageAuto: 'Automatisch',
    transcriptionKey: 'API-Schlüssel für die Transkription',
    sendAtOnce: 'Diktat sofort senden',
    sendAtOnceHint: 'Aus: Die Abschrift wartet im Eingabefeld, bis du sie gelesen und gesendet hast.',
    speech: 'Text zu Sprache',
    speechUrl: 'Sprachausgabe-Server',
    speechUrlPlaceholder: 'Leer: die Systemstimme',
    speechUrlHint: 'Eine OpenAI-kompatible Adresse mit /v1 am Ende; leer lassen für die Stimmen des Systems.',
    speechModel: 'Sprachausgabe-Modell',
    speechVoice: 'Name der Stimme',
    speechKey: 'API-Schlüssel für die Sprachausgabe',
    readAloud: 'Antworten vorlesen',
    readAloudHint: 'Jede Antwort wird vorgelesen, wenn sie fertig ist; nie zwei gleichzeitig.',
    keepRecordings: 'Aufnahmen behalten',
    keepRecordingsHint: 'Aus: Audio geht an den Transkriptionsserver und wird danach vergessen.',
  },
};
