// German: the "Upgrading your history" screen the main window shows while the database is upgraded (renderer/src/upgrade/).
export const upgrade = {
  upgrade: {
    title: 'Dein Verlauf wird aktualisiert',
    intro:
      'Diese Version von Hearth speichert deine Unterhaltungen auf neuere Weise. Bei einem langen Verlauf dauert das eine Minute; die App öffnet sich danach von selbst.',
    progress: 'Fortschritt der Aktualisierung',
    backingUp: 'Zuerst wird eine Sicherung deines Verlaufs erstellt …',
    step: 'Schritt {{step}} von {{steps}}',
    stepRows: 'Schritt {{step}} von {{steps}}: {{done}} von {{total}} Einträgen',
    backupAt: 'Eine Sicherung liegt unter {{file}}',
    failedTitle: 'Dein Verlauf konnte nicht aktualisiert werden',
    failed: 'Die Aktualisierung wurde abgebrochen: {{reason}}',
    nothingLost:
      'Es ging nichts verloren: Jeder Schritt der Aktualisierung gilt ganz oder gar nicht, dein Verlauf ist also so wie vor dem fehlgeschlagenen Schritt. Beende Hearth und öffne es erneut, um es noch einmal zu versuchen.',
  },
};
