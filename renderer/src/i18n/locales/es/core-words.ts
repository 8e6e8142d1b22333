// Spanish (Español): the core's words the UI says itself from codes and values — a scheduled job's schedule and why it is
// off (renderer/src/settings/schedule-words.ts), a tool result's image.
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
  toolImages: {
    alt: '{{tool}}: resultado {{number}}',
  },
};
