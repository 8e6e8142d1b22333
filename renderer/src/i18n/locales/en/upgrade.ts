// English: the "Upgrading your history" screen the main window shows while the database is upgraded (renderer/src/upgrade/).
export const upgrade = {
  upgrade: {
    title: 'Upgrading your history',
    intro:
      'This version of Hearth stores your conversations in a newer way. On a long history this takes a minute; the app opens by itself when it is done.',
    progress: 'Upgrade progress',
    backingUp: 'Making a backup of your history first…',
    step: 'Step {{step}} of {{steps}}',
    stepRows: 'Step {{step}} of {{steps}}: {{done}} of {{total}} items',
    backupAt: 'A backup was made at {{file}}',
    failedTitle: 'Your history could not be upgraded',
    failed: 'The upgrade stopped: {{reason}}',
    nothingLost:
      'Nothing was lost: each step of the upgrade is all or nothing, so your history is as it was before the step that failed. Quit Hearth and open it again to try once more.',
  },
};
