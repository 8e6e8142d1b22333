// French (Français): the core's words the UI says itself from codes and values — a scheduled job's schedule and why it is
// off (renderer/src/settings/schedule-words.ts), a tool result's image.
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
  toolImages: {
    alt: '{{tool}} : résultat {{number}}',
  },
};
