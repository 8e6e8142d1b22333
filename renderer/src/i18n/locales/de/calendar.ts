// German (Deutsch): Settings → Calendar (CalDAV accounts and .ics subscriptions).
export const calendar = {
  calendar: {
    title: 'Kalender',
    intro:
      'Kalender, die der Assistent lesen und – nachdem Sie jeden Termin bestätigt haben – beschreiben kann: CalDAV-Server wie Nextcloud, iCloud, Fastmail oder Radicale. Ein .ics-Abonnement ist nur lesbar. Passwörter werden im Schlüsselbund des Systems gespeichert.',
    accounts: 'Kalenderkonten',
    none: 'Noch kein Kalender hinzugefügt.',
    addTitle: 'Kalender hinzufügen',
    name: 'Name',
    nameHint: 'Buchstaben, Ziffern, „.“, „-“ oder „_“. Unter diesem Namen spricht der Assistent den Kalender an.',
    url: 'Server- oder Abonnement-Adresse',
    urlHint:
      'Die CalDAV-Adresse oder ein .ics-Link. Eine Adresse auf diesem Computer oder in Ihrem Netzwerk ist erlaubt, weil Sie sie selbst eingegeben haben.',
    user: 'Benutzer',
    password: 'Passwort',
    passwordHint: 'Verwenden Sie ein App-Passwort, wenn der Dienst eines anbietet.',
    test: 'Verbindung zum Kalender testen',
    testing: 'Wird getestet…',
    add: 'Kalender hinzufügen',
    adding: 'Wird hinzugefügt…',
    tested: 'Die Verbindung funktioniert. Kalender: {{calendars}}.',
    added: '{{name}} hinzugefügt. Kalender: {{calendars}}.',
    kindCaldav: 'CalDAV',
    kindIcs: 'Abonnement (nur lesen)',
    userWithPassword: 'Benutzer {{user}} · Passwort im Schlüsselbund des Systems',
    userNoPassword: 'Benutzer {{user}} · kein Passwort gespeichert',
    remove: 'Entfernen',
    removeLabel: 'Kalender {{name}} entfernen',
    removeQuestion: '{{name}} samt Passwort entfernen?',
    removeGroup: 'Entfernen bestätigen',
    removed: '{{name}} entfernt.',
  },
};
