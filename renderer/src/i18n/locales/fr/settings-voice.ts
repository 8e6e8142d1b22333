// French: Settings → Voice — the speech-to-text and text-to-speech servers, their keys and the voice switches.
export const settingsVoice = {
  voice: {
    title: 'Voix',
    intro:
      'Dictée et réponses lues à voix haute. L’audio ne va qu’aux serveurs indiqués ici et n’est pas conservé, sauf si « Garder les enregistrements » est activé.',
    transcription: 'Parole vers texte',
    transcriptionUrl: 'Serveur de transcription',
    transcriptionUrlHint:
      'Une adresse compatible OpenAI finissant par /v1 : OpenAI, Groq, ou un speaches ou whisper.cpp local.',
    transcriptionModel: 'Modèle de transcription',
    language: 'Langue parlée',
    languageAuto: 'Automatique',
    transcriptionKey: 'Clé d’API de transcription',
    sendAtOnce: 'Envoyer la dictée aussitôt',
    sendAtOnceHint:
      'Désactivé : la transcription attend dans la zone de saisie pour que vous la relisiez et l’envoyiez.',
    speech: 'Texte vers parole',
    speechUrl: 'Serveur de synthèse vocale',
    speechUrlPlaceholder: 'Vide : la voix du système',
    speechUrlHint: 'Une adresse compatible OpenAI finissant par /v1 ; laissez vide pour utiliser les voix du système.',
    speechModel: 'Modèle de synthèse vocale',
    speechVoice: 'Nom de la voix',
    speechKey: 'Clé d’API de synthèse vocale',
    readAloud: 'Lire les réponses à voix haute',
    readAloudHint: 'Chaque réponse est lue une fois terminée ; jamais deux à la fois.',
    keepRecordings: 'Garder les enregistrements',
    keepRecordingsHint: 'Désactivé : l’audio est envoyé au serveur de transcription, puis oublié.',
  },
};
