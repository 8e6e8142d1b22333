// Spanish (Español): the core's words the UI says from codes and values (renderer/src/settings/schedule-words.ts):
// job schedules and off reasons, MCP isolation.
export const coreWords = {
  jobWords: {
    daily: 'A las {{time}}, todos los días',
    cron: 'Cron «{{expression}}»',
    once: 'Una vez, {{when}}',
    onceAt: 'Una vez, el {{at}}',
    offFailures_one: 'desactivada tras {{count}} ejecución fallida seguida',
    offFailures_many: 'desactivada tras {{count}} ejecuciones fallidas seguidas',
    offFailures_other: 'desactivada tras {{count}} ejecuciones fallidas seguidas',
    offMissed: 'no se ejecutó porque Hearth no estaba abierto',
    offRanOnce: 'tarea única: ya se ejecutó',
    offTurnedOff: 'desactivada',
  },
  mcpIsolation: {
    bwrap: 'Aislamiento: su propio espacio de nombres de procesos (bwrap)',
    off: 'Aislamiento: desactivado',
    unsupported_platform: 'Aislamiento: ninguno, no hay aislamiento de procesos en {{detail}}',
    bwrap_missing: 'Aislamiento: ninguno, no se encontró bwrap (instala bubblewrap)',
    bwrap_failed: 'Aislamiento: ninguno, bwrap no pudo iniciar un proceso ({{detail}})',
  },
  toolImages: {
    alt: '{{tool}}: resultado {{number}}',
  },
};
