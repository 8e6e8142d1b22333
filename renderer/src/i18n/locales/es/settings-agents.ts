// Spanish: Settings → Tools, sub-agents (the delegate tool's limits), and Settings → Extensions, the custom tools folder.
export const settingsAgents = {
  subAgents: {
    title: 'Subagentes',
    intro:
      'Cuando una tarea se divide en partes, el asistente puede encargar cada una a un subagente con la herramienta delegate. Estos límites lo mantienen bajo control.',
    parallel: 'Subagentes a la vez',
    parallelHint: 'De 1 a 8. Más terminan antes, pero envían más solicitudes al modelo al mismo tiempo.',
    turns: 'Turnos del modelo por subagente',
    turnsHint: 'De 1 a 50. Un subagente que necesite más se detiene e informa de lo que tiene.',
    timeout: 'Tiempo máximo por subagente (segundos)',
    timeoutHint: 'De 5 a 3600. Un subagente que siga trabajando entonces se detiene.',
    notWholeNumber: 'Escribe un número entero.',
    customFolder: 'Carpeta de herramientas personalizadas',
    customFolderPlaceholder: 'Vacío: la carpeta tools de la carpeta de datos de Hearth',
    customFolderHint:
      'Una ruta absoluta fuera de todo espacio de trabajo. Una carpeta nueva se lee la próxima vez que se inicia Hearth.',
  },
};
