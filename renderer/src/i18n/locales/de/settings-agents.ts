// German: Settings → Tools, sub-agents (the delegate tool's limits), and Settings → Extensions, the custom tools folder.
export const settingsAgents = {
  subAgents: {
    title: 'Unteragenten',
    intro:
      'Lässt sich eine Aufgabe aufteilen, kann der Assistent jeden Teil mit dem Werkzeug delegate an einen Unteragenten geben. Diese Grenzen halten das im Rahmen.',
    parallel: 'Unteragenten gleichzeitig',
    parallelHint: 'Von 1 bis 8. Mehr sind schneller fertig, senden aber gleichzeitig mehr Anfragen an das Modell.',
    turns: 'Modellrunden pro Unteragent',
    turnsHint: 'Von 1 bis 50. Ein Unteragent, der mehr bräuchte, hört auf und meldet, was er hat.',
    timeout: 'Zeitlimit pro Unteragent (Sekunden)',
    timeoutHint: 'Von 5 bis 3600. Ein Unteragent, der dann noch arbeitet, wird angehalten.',
    notWholeNumber: 'Bitte eine ganze Zahl eingeben.',
    customFolder: 'Ordner für eigene Werkzeuge',
    customFolderPlaceholder: 'Leer: der Ordner tools im Datenordner von Hearth',
    customFolderHint:
      'Ein absoluter Pfad außerhalb jedes Arbeitsbereichs. Ein neuer Ordner wird beim nächsten Start von Hearth gelesen.',
  },
};
