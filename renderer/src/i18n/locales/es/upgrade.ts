// Spanish: the "Upgrading your history" screen the main window shows while the database is upgraded (renderer/src/upgrade/).
export const upgrade = {
  upgrade: {
    title: 'Actualizando tu historial',
    intro:
      'Esta versión de Hearth guarda tus conversaciones de una forma más nueva. Con un historial largo tarda un minuto; la aplicación se abre sola al terminar.',
    progress: 'Progreso de la actualización',
    backingUp: 'Primero se hace una copia de seguridad de tu historial…',
    step: 'Paso {{step}} de {{steps}}',
    stepRows: 'Paso {{step}} de {{steps}}: {{done}} de {{total}} elementos',
    backupAt: 'Se hizo una copia de seguridad en {{file}}',
    failedTitle: 'No se pudo actualizar tu historial',
    failed: 'La actualización se detuvo: {{reason}}',
    nothingLost:
      'No se ha perdido nada: cada paso de la actualización se hace entero o no se hace, así que tu historial está como antes del paso que falló. Cierra Hearth y vuelve a abrirlo para intentarlo de nuevo.',
  },
};
