// Spanish (español): Settings → Calendar (CalDAV accounts and .ics subscriptions).
export const calendar = {
  calendar: {
    title: 'Calendario',
    intro:
      'Calendarios que el asistente puede leer y, después de que apruebes cada evento, modificar: servidores CalDAV como Nextcloud, iCloud, Fastmail o Radicale. Una suscripción .ics es de solo lectura. Las contraseñas se guardan en el llavero del sistema.',
    accounts: 'Cuentas de calendario',
    none: 'Todavía no has añadido ningún calendario.',
    addTitle: 'Añadir un calendario',
    name: 'Nombre',
    nameHint: 'Letras, dígitos, «.», «-» o «_». El asistente se refiere al calendario con este nombre.',
    url: 'Dirección del servidor o de la suscripción',
    urlHint:
      'La dirección CalDAV o un enlace .ics. Se permite una dirección en este equipo o en tu red porque la has escrito tú.',
    user: 'Usuario',
    password: 'Contraseña',
    passwordHint: 'Usa una contraseña de aplicación si el servicio la ofrece.',
    test: 'Probar el calendario',
    testing: 'Probando…',
    add: 'Añadir calendario',
    adding: 'Añadiendo…',
    tested: 'La conexión funciona. Calendarios: {{calendars}}.',
    added: 'Se añadió {{name}}. Calendarios: {{calendars}}.',
    kindCaldav: 'CalDAV',
    kindIcs: 'Suscripción (solo lectura)',
    userWithPassword: 'Usuario {{user}} · contraseña en el llavero del sistema',
    userNoPassword: 'Usuario {{user}} · sin contraseña guardada',
    remove: 'Quitar',
    removeLabel: 'Quitar el calendario {{name}}',
    removeQuestion: '¿Quitar {{name}} y su contraseña?',
    removeGroup: 'Confirmar',
    removed: 'Se quitó {{name}}.',
  },
};
