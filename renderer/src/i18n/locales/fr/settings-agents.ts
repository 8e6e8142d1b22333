// French: Settings → Tools, sub-agents (the delegate tool's limits), and Settings → Extensions, the custom tools folder.
export const settingsAgents = {
  subAgents: {
    title: 'Sous-agents',
    intro:
      'Quand une tâche se découpe en parties, l’assistant peut confier chacune à un sous-agent avec l’outil delegate. Ces limites l’encadrent.',
    parallel: 'Sous-agents simultanés',
    parallelHint:
      'De 1 à 8. Plus il y en a, plus c’est rapide, mais plus de requêtes partent vers le modèle en même temps.',
    turns: 'Tours du modèle par sous-agent',
    turnsHint: 'De 1 à 50. Un sous-agent qui en voudrait davantage s’arrête et rend ce qu’il a.',
    timeout: 'Durée maximale par sous-agent (secondes)',
    timeoutHint: 'De 5 à 3600. Un sous-agent encore au travail à ce moment est arrêté.',
    notWholeNumber: 'Saisissez un nombre entier.',
    customFolder: 'Dossier des outils personnalisés',
    customFolderPlaceholder: 'Vide : le dossier tools du dossier de données de Hearth',
    customFolderHint:
      'Un chemin absolu hors de tout espace de travail. Un nouveau dossier est lu au prochain démarrage de Hearth.',
  },
};
