// Spanish (Español): the HTTP requests settings under Settings → Tools (http_request's private-network switch and secrets).
export const httpRequest = {
  httpRequest: {
    title: 'Solicitudes HTTP',
    intro:
      'A qué puede llegar http_request y qué secretos puede enviar. En modo supervisado cada solicitud pregunta antes; las respuestas se tratan como datos no fiables.',
    privateNetwork: 'Las solicitudes HTTP pueden llegar a la red privada',
    privateNetworkHint:
      'Permite que http_request llame a direcciones locales y privadas (localhost, 192.168.x.x…). Desactivado, se queda en internet público.',
    secrets: 'Secretos',
    secretsIntro:
      'Guardados en el llavero del sistema. El modelo escribe {{placeholder}} y Hearth pone el valor después de que apruebes la solicitud; el modelo nunca lo ve.',
    noSecrets: 'Todavía no hay secretos.',
    secretName: 'Nombre del secreto',
    secretValue: 'Valor del secreto',
    addSecret: 'Añadir secreto',
    deleteSecret: 'Eliminar el secreto {{name}}',
    missingValue: 'Sin valor en el llavero',
    badName: 'Usa minúsculas, dígitos, _ . o - (59 caracteres como máximo).',
  },
};
