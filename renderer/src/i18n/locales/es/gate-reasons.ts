// Spanish (Español): why the approval gate decided a tool call, worded from its code (electron/shared/gate-reason.ts).
export const gateReasons = {
  gateReasons: {
    approved: 'La aprobaste.',
    approvedAfterTaint:
      'La aprobaste. Se te preguntó porque la ejecución había leído contenido escrito por otra persona.',
    ruleAlways: 'Permitida por tu regla para {{tool}}: {{match}}, siempre.',
    ruleConversation: 'Permitida por tu regla para {{tool}}: {{match}}, en esta conversación.',
    ruleOnce: 'Permitida por tu regla para {{tool}}: {{match}}, una vez.',
    preapproved: 'Tu configuración permite que se ejecute sin preguntar.',
    runRule: 'La permitiste durante el resto de esta ejecución.',
    grant: 'Permitida por un permiso dado al crear esta tarea programada.',
    grantAfterUntrusted: 'Permitida por un permiso de la tarea que la cubre también tras leer contenido no fiable.',
    readTool: 'Las herramientas que solo leen se ejecutan sin preguntar.',
    autonomous: 'El modo autónomo permite esta llamada.',
    readOnly: 'Modo de solo lectura: «{{tool}}» cambia cosas, así que no se ejecutó.',
    userDenied: 'La rechazaste.',
    userDeniedSaid: 'La rechazaste: «{{said}}»',
    cancelled: 'Cancelaste la solicitud de aprobación.',
    timeout: 'Nadie respondió en {{time}}, así que no se ejecutó.',
    stopped: 'La ejecución se detuvo antes de aprobar la llamada.',
    appClosed: 'Hearth se cerró mientras la llamada esperaba aprobación.',
    noOneToAsk: 'No había nadie a quien pedir aprobación, así que no se ejecutó.',
    noOneToAskSaid: 'No había nadie a quien pedir aprobación («{{said}}»), así que no se ejecutó.',
    background:
      'Nadie podía aprobar «{{tool}}» en esta ejecución en segundo plano, y la tarea no tenía permiso para ello.',
    backgroundUntrusted:
      '«{{tool}}» es una versión no confiable de una herramienta personalizada y nadie podía confiar en ella.',
    backgroundDangerous:
      '«{{tool}}» siempre necesita la aprobación de una persona y no había nadie en esta ejecución en segundo plano.',
    taintRefusal:
      'La ejecución había leído contenido escrito por otra persona que puede estar dirigiendo «{{tool}}»; sin nadie que lo aprobara, no se ejecutó.',
    trusted: 'Confiaste en esta versión de la herramienta personalizada y aprobaste la llamada.',
    notTrusted: 'No confiaste en esta versión de «{{tool}}», así que no se ejecutó.',
    rateLimitRun:
      'Como máximo {{limit}} llamadas a herramientas por ejecución: no se ejecutaron más herramientas en esta respuesta.',
    rateLimitHour:
      'Como máximo {{limit}} llamadas a herramientas por hora: las herramientas podían volver a ejecutarse en unos {{time}}.',
    promptFailed: 'No se pudo mostrar la solicitud de aprobación, así que no se ejecutó.',
    argsMismatch: 'La aprobación no coincidía con los argumentos exactos mostrados, así que no se ejecutó.',
  },
};
