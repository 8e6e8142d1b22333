// German (Deutsch): the core's words the UI says itself from codes and values — a scheduled job's schedule and why it is
// off (renderer/src/settings/schedule-words.ts), the approval dialog's notes, a tool result's image.
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
  approvalNotes: {
    workspace: 'Arbeitsordner: {{path}}',
    sandbox: 'Sandbox: {{name}}',
    sandboxNone: 'Keine Sandbox: der Befehl läuft mit deinen eigenen Rechten',
    networkAllowed: 'Netzwerk: erlaubt',
    networkBlocked: 'Netzwerk: gesperrt',
    workingDirectory: 'Arbeitsverzeichnis: {{dir}}',
    searchSendsTo: 'Sendet die Suchanfrage an {{provider}}.',
    searchSendsToHost: 'Sendet die Suchanfrage an {{provider}} ({{host}}).',
    geocodingHost: 'Kontaktiert außerdem {{host}}, um den Ort zu finden.',
    mcpTool: 'Läuft auf dem MCP-Server „{{server}}“ als dessen Werkzeug „{{tool}}“.',
    notification: 'Benachrichtigung: {{message}}',
    notificationTitled: 'Benachrichtigung: {{title}}: {{message}}',
    httpRequest: 'Sendet eine {{method}}-Anfrage an {{host}}.',
    httpRequestNoHost: 'Sendet eine {{method}}-Anfrage an eine Adresse, die keine gültige URL ist.',
    httpSecrets: 'Setzt gespeicherte Geheimnisse ein: {{names}}.',
  },
  toolImages: {
    alt: '{{tool}}: Ergebnis {{number}}',
  },
};
