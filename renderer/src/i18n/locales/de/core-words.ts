// German (Deutsch): the core's words the UI says from codes and values (renderer/src/settings/schedule-words.ts):
// job schedules and off reasons, MCP isolation.
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
  mcpIsolation: {
    bwrap: 'Isolierung: eigener Prozess-Namensraum (bwrap)',
    off: 'Isolierung: ausgeschaltet',
    unsupported_platform: 'Isolierung: keine, auf {{detail}} gibt es keine Prozessisolierung',
    bwrap_missing: 'Isolierung: keine, bwrap wurde nicht gefunden (installiere bubblewrap)',
    bwrap_failed: 'Isolierung: keine, bwrap konnte keinen Prozess starten ({{detail}})',
  },
  toolImages: {
    alt: '{{tool}}: Ergebnis {{number}}',
  },
};
