// German (Deutsch): the core's words the UI says itself from codes and values — a scheduled job's schedule and why it is
// off (renderer/src/settings/schedule-words.ts), a tool result's image.
export const coreWords = {
  jobWords: {
    daily: 'Täglich um {{time}}',
    cron: 'Cron „{{expression}}“',
    once: 'Einmal, {{when}}',
    onceAt: 'Einmal am {{at}}',
    offFailures_one: 'nach {{count}} fehlgeschlagenen Lauf ausgeschaltet',
    offFailures_other: 'nach {{count}} fehlgeschlagenen Läufen in Folge ausgeschaltet',
    offMissed: 'verpasst, weil Hearth nicht lief',
    offRanOnce: 'einmaliger Auftrag: ist schon gelaufen',
    offTurnedOff: 'ausgeschaltet',
  },
  toolImages: {
    alt: '{{tool}}: Ergebnis {{number}}',
  },
};
