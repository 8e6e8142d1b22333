// French: the "Upgrading your history" screen the main window shows while the database is upgraded (renderer/src/upgrade/).
export const upgrade = {
  upgrade: {
    title: 'Mise à jour de votre historique',
    intro:
      'Cette version de Hearth enregistre vos conversations d’une façon plus récente. Sur un long historique, cela prend une minute ; l’application s’ouvre d’elle-même ensuite.',
    progress: 'Progression de la mise à jour',
    backingUp: 'Sauvegarde de votre historique d’abord…',
    step: 'Étape {{step}} sur {{steps}}',
    stepRows: 'Étape {{step}} sur {{steps}} : {{done}} éléments sur {{total}}',
    backupAt: 'Une sauvegarde a été faite dans {{file}}',
    failedTitle: 'Votre historique n’a pas pu être mis à jour',
    failed: 'La mise à jour s’est arrêtée : {{reason}}',
    nothingLost:
      'Rien n’est perdu : chaque étape de la mise à jour se fait en entier ou pas du tout, votre historique est donc tel qu’avant l’étape qui a échoué. Quittez Hearth et rouvrez-le pour réessayer.',
  },
};
