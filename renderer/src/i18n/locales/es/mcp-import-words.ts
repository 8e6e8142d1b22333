// Spanish (Español): an MCP import's notes and errors in Settings → Extensions, worded from their codes.
export const mcpImportWords = {
  mcpImportWords: {
    renamed: '«{{original}}» se llama «{{name}}» en Hearth.',
    leftOut: 'Hearth no usa «{{field}}» y se ha omitido.',
    notObject: '«{{field}}» debe ser un objeto: {"command": …} para un programa local o {"url": …}.',
    envFile: '«{{field}}.envFile» no es compatible: pon las variables en «env» (sus valores van al llavero).',
    disabledNotBoolean: '«{{field}}.disabled» debe ser true o false.',
    badType: '«{{field}}.type» debe ser stdio, http, streamable-http o sse (se recibió {{got}}).',
    typeTransportDisagree: '«{{field}}.type» ({{type}}) y «{{field}}.transport» ({{transport}}) no coinciden.',
    commandAndUrl:
      '«{{field}}» tiene «command» y «url» a la vez: usa «command» para un programa local o «url» para un servidor remoto.',
    commandOrUrl: '«{{field}}» necesita «command» (un programa local) o «url» (un servidor remoto).',
    typeNeedsUrl: '«{{field}}.type» es {{type}}, que necesita «url», pero la entrada tiene «command».',
    stdioNeedsCommand: '«{{field}}.type» es stdio, que necesita «command», pero la entrada tiene «url».',
    unknownInput: '«{{field}}» usa {{written}}, pero «inputs» del archivo no tiene ninguna entrada con id «{{id}}».',
    passwordOutsideSecrets:
      '«{{field}}» usa la entrada de contraseña «{{id}}»; Hearth solo guarda secretos en «env» o «headers» (van al llavero), así que muévela allí.',
    envNotSet: '«{{field}}» usa {{written}}, que no está definida en este entorno.',
    unknownVariable: '«{{field}}» usa {{written}}, que Hearth no puede rellenar; escribe el valor directamente.',
    badTransport: '«{{field}}.transport» debe ser stdio, http o sse (se recibió {{got}}).',
    unknownField: '«{{field}}» no es un campo que Hearth conozca.',
    notServer: '«{{field}}» no es un servidor MCP válido.',
    invalidValue: '«{{field}}» tiene un valor que Hearth no puede usar.',
    notImportable: 'no se puede importar',
    keptExisting: 'ya existe un servidor llamado «{{name}}» y se ha conservado',
    needsInput:
      'la entrada «{{id}}» ({{description}}) necesita un valor: impórtalo en una terminal sin --yes, o desde Ajustes',
    fileNotJson: '{{file}} no es JSON.',
    fileNotObject: '{{file}} no es un objeto JSON.',
    fileNoServers:
      '{{file}} no tiene un objeto «mcpServers» (Claude Desktop, Cursor) ni un objeto «servers» (VS Code).',
    fileUnreadable: 'No se pudo leer {{file}} ({{errno}}).',
    valueNothing: 'nada',
    valueNumber: 'un número',
    valueBoolean: 'verdadero o falso',
    valueObject: 'un objeto o una lista',
    valueOther: 'otro tipo de valor',
  },
};
