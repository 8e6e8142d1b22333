// German (Deutsch): the HTTP requests settings under Settings → Tools (http_request's private-network switch and secrets).
export const httpRequest = {
  httpRequest: {
    title: 'HTTP-Anfragen',
    intro:
      'Was http_request erreichen darf und welche Geheimnisse es senden kann. Im beaufsichtigten Modus fragt jede Anfrage zuerst; Antworten gelten als nicht vertrauenswürdige Daten.',
    privateNetwork: 'HTTP-Anfragen dürfen das private Netzwerk erreichen',
    privateNetworkHint:
      'Erlaubt http_request lokale und private Adressen (localhost, 192.168.x.x…). Aus bleibt es im öffentlichen Internet.',
    secrets: 'Geheimnisse',
    secretsIntro:
      'Im Schlüsselbund des Systems gespeichert. Das Modell schreibt {{placeholder}}, und Hearth setzt den Wert ein, nachdem du die Anfrage erlaubt hast; das Modell sieht ihn nie.',
    noSecrets: 'Noch keine Geheimnisse.',
    secretName: 'Name des Geheimnisses',
    secretValue: 'Wert des Geheimnisses',
    addSecret: 'Geheimnis hinzufügen',
    deleteSecret: 'Geheimnis {{name}} löschen',
    missingValue: 'Kein Wert im Schlüsselbund',
    badName: 'Nur Kleinbuchstaben, Ziffern, _ . oder - (höchstens 59 Zeichen).',
  },
};
