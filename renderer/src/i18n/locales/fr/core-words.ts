// French (Français): the core's words the UI says itself from codes and values — a scheduled job's schedule and why it is
// off (renderer/src/settings/schedule-words.ts), the approval dialog's notes, a tool result's image.
export const coreWords = {
  jobWords: {
    daily: 'À {{time}}, tous les jours',
    cron: 'Cron « {{expression}} »',
    once: 'Une fois, {{when}}',
    onceAt: 'Une fois, le {{at}}',
    offFailures_one: 'désactivée après {{count}} exécution échouée',
    offFailures_many: 'désactivée après {{count}} exécutions échouées d’affilée',
    offFailures_other: 'désactivée après {{count}} exécutions échouées d’affilée',
    offMissed: 'manquée pendant que Hearth n’était pas lancé',
    offRanOnce: 'tâche unique : elle a déjà été exécutée',
    offTurnedOff: 'désactivée',
  },
  approvalNotes: {
    workspace: 'Espace de travail : {{path}}',
    sandbox: 'Bac à sable : {{name}}',
    sandboxNone: 'Pas de bac à sable : la commande s’exécute avec vos propres droits',
    networkAllowed: 'Réseau : autorisé',
    networkBlocked: 'Réseau : bloqué',
    workingDirectory: 'Dossier de travail : {{dir}}',
    searchSendsTo: 'Envoie la recherche à {{provider}}.',
    searchSendsToHost: 'Envoie la recherche à {{provider}} ({{host}}).',
    geocodingHost: 'Contacte aussi {{host}} pour trouver le lieu.',
    mcpTool: 'S’exécute sur le serveur MCP « {{server}} » comme son outil « {{tool}} ».',
    notification: 'Notification : {{message}}',
    notificationTitled: 'Notification : {{title}} : {{message}}',
    httpRequest: 'Envoie une requête {{method}} à {{host}}.',
    httpRequestNoHost: 'Envoie une requête {{method}} à une adresse qui n’est pas une URL valide.',
    httpSecrets: 'Insère des secrets enregistrés : {{names}}.',
  },
  toolImages: {
    alt: '{{tool}} : résultat {{number}}',
  },
};
