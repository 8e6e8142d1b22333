// Spanish (Español): the core's words the UI says itself from codes and values — a scheduled job's schedule and why it is
// off (renderer/src/settings/schedule-words.ts), the approval dialog's notes, a tool result's image.
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
  approvalNotes: {
    workspace: 'Espacio de trabajo: {{path}}',
    sandbox: 'Aislamiento: {{name}}',
    sandboxNone: 'Sin aislamiento: el comando se ejecuta con tus propios permisos',
    networkAllowed: 'Red: permitida',
    networkBlocked: 'Red: bloqueada',
    workingDirectory: 'Carpeta de trabajo: {{dir}}',
    searchSendsTo: 'Envía la búsqueda a {{provider}}.',
    searchSendsToHost: 'Envía la búsqueda a {{provider}} ({{host}}).',
    geocodingHost: 'También contacta con {{host}} para buscar el lugar.',
    mcpTool: 'Se ejecuta en el servidor MCP «{{server}}» como su herramienta «{{tool}}».',
    notification: 'Notificación: {{message}}',
    notificationTitled: 'Notificación: {{title}}: {{message}}',
    httpRequest: 'Envía una petición {{method}} a {{host}}.',
    httpRequestNoHost: 'Envía una petición {{method}} a una dirección que no es una URL válida.',
    httpSecrets: 'Rellena secretos guardados: {{names}}.',
  },
  toolImages: {
    alt: '{{tool}}: resultado {{number}}',
  },
};
