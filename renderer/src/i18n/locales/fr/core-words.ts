// French (Français): the core's words the UI says from codes and values (renderer/src/settings/schedule-words.ts):
// job schedules and off reasons, MCP isolation.
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
  mcpIsolation: {
    bwrap: 'Isolation : son propre espace de noms de processus (bwrap)',
    off: 'Isolation : désactivée',
    unsupported_platform: 'Isolation : aucune, pas d’isolation des processus sur {{detail}}',
    bwrap_missing: 'Isolation : aucune, bwrap est introuvable (installez bubblewrap)',
    bwrap_failed: 'Isolation : aucune, bwrap n’a pas pu lancer de processus ({{detail}})',
  },
  toolImages: {
    alt: '{{tool}} : résultat {{number}}',
  },
};
