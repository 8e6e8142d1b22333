// French (Français): what a model can do (settings/ModelCapabilitiesPanel.tsx), Claude's thinking budget, the
// notice for a model without tools and the context meter's breakdown (chat/ContextMeter.tsx).
export const capabilities = {
  capabilities: {
    title: 'Ce que {{model}} sait faire',
    intro:
      'Lu sur le serveur quand il l’indique (Ollama, LM Studio), sinon dans les réglages de ce fournisseur. Si une valeur est fausse, corrigez-la ici : la correction ne vaut que pour ce modèle.',
    noModel: 'Choisissez un modèle pour voir ce qu’il sait faire.',
    toolCalling: 'Appels d’outils',
    vision: 'Vision',
    contextTokens: 'Fenêtre de contexte',
    tools_native: 'Appels d’outils natifs',
    tools_xml: 'Outils décrits dans le prompt (XML)',
    tools_none: 'Aucun outil',
    vision_yes: 'Accepte les images',
    vision_no: 'Pas d’images',
    source_server: 'lu sur le serveur',
    source_setting: 'd’après vos réglages',
    source_default: 'par défaut',
    tokens: '{{tokens}} jetons',
    correct: 'Corriger : {{what}}',
    correctWindow: 'Corriger : fenêtre de contexte',
    asRead: 'Tel que lu (sans correction)',
    windowHint: 'En jetons, par ex. 8192. Laissez vide pour utiliser la valeur lue.',
    readAgain: 'Interroger à nouveau le serveur',
    reading: 'Interrogation…',
    serverNote: 'Le serveur n’a pas pu être interrogé : {{reason}}',
    thinking: 'Budget de réflexion étendue',
    thinkingHint:
      'Jetons que Claude peut consacrer à réfléchir avant de répondre : 1024 ou plus, 0 désactive la réflexion.',
    noToolsNotice:
      '{{model}} ne sait pas appeler d’outils : cette conversation se passe donc sans eux. Vous pouvez corriger cela dans Réglages → Fournisseur de modèle.',
    meterSystem: 'Prompt système : {{tokens}}',
    meterTools: 'Définitions des outils : {{tokens}}',
    meterHistory: 'Conversation : {{tokens}}',
  },
};
