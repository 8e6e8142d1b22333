// French: the dictation controls (microphone button, level and time, its messages) and read aloud, beside the
// composer, the quick-ask and every answer (renderer/src/voice/).
export const voiceUi = {
  voiceUi: {
    dictate: 'Dicter',
    dictateHint:
      'Dicter (ou maintenez {{keys}} en parlant ; appuyez une fois pour commencer et de nouveau pour arrêter)',
    stopDictation: 'Arrêter et transcrire',
    dictation: 'Dictée',
    recording: 'Enregistrement en cours',
    level: 'Niveau du micro',
    elapsed: 'Durée enregistrée',
    escToCancel: 'Échap annule',
    transcribing: 'Transcription…',
    cancelled: 'Dictée annulée. Rien n’a été envoyé.',
    noMicrophone: 'Aucun micro n’a été trouvé. Branchez-en un et réessayez.',
    permissionRefused:
      'Hearth n’a pas le droit d’utiliser le micro. Autorisez-le dans les réglages de confidentialité du système, puis réessayez.',
    microphoneFailed: 'Impossible de démarrer le micro. Réessayez.',
    notSetUp: 'La dictée a besoin d’un serveur de transcription : choisissez-en un dans Réglages → Voix.',
    serverError: 'Le serveur de transcription a échoué : {{error}}',
    emptyTranscript: 'Aucune parole n’a été reconnue. Réessayez un peu plus près du micro.',
    notKept: 'La transcription est arrivée, mais l’enregistrement n’a pas pu être conservé.',
    readAloud: 'Lire à voix haute',
    stopReading: 'Arrêter la lecture',
    preparingSpeech: 'Préparation de la voix…',
    speechFailed: 'Impossible de lire la réponse à voix haute : {{error}}',
  },
};
