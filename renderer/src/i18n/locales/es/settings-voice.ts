// Spanish: Settings → Voice — the speech-to-text and text-to-speech servers, their keys and the voice switches.
export const settingsVoice = {
  voice: {
    title: 'Voz',
    intro:
      'Dictado y respuestas leídas en voz alta. El audio solo va a los servidores indicados aquí y no se guarda salvo que actives «Guardar grabaciones».',
    transcription: 'Voz a texto',
    transcriptionUrl: 'Servidor de transcripción',
    transcriptionUrlHint:
      'Una dirección compatible con OpenAI que termine en /v1: OpenAI, Groq o un speaches o whisper.cpp local.',
    transcriptionModel: 'Modelo de transcripción',
    language: 'Idioma hablado',
    languageAuto: 'Automático',
    transcriptionKey: 'Clave de API de transcripción',
    sendAtOnce: 'Enviar el dictado al momento',
    sendAtOnceHint: 'Desactivado: la transcripción espera en el editor para que la leas y la envíes.',
    speech: 'Texto a voz',
    speechUrl: 'Servidor de voz',
    speechUrlPlaceholder: 'Vacío: la voz del sistema',
    speechUrlHint:
      'Una dirección compatible con OpenAI que termine en /v1; déjala vacía para usar las voces del sistema.',
    speechModel: 'Modelo de voz',
    speechVoice: 'Nombre de la voz',
    speechKey: 'Clave de API de voz',
    readAloud: 'Leer las respuestas en voz alta',
    readAloudHint: 'Cada respuesta se lee cuando ha terminado; nunca dos a la vez.',
    keepRecordings: 'Guardar grabaciones',
    keepRecordingsHint: 'Desactivado: el audio se envía al servidor de transcripción y luego se olvida.',
  },
};
