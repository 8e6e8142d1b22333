// French (Français): an MCP import's notes and errors in Settings → Extensions, worded from their codes.
export const mcpImportWords = {
  mcpImportWords: {
    renamed: '« {{original}} » s’appelle « {{name}} » dans Hearth.',
    leftOut: '« {{field}} » n’est pas utilisé par Hearth et a été ignoré.',
    notObject: '« {{field}} » doit être un objet : {"command": …} pour un programme local ou {"url": …}.',
    envFile:
      '« {{field}}.envFile » n’est pas pris en charge : mettez les variables dans « env » (leurs valeurs vont au trousseau).',
    disabledNotBoolean: '« {{field}}.disabled » doit valoir true ou false.',
    badType: '« {{field}}.type » doit être stdio, http, streamable-http ou sse (reçu : {{got}}).',
    typeTransportDisagree:
      '« {{field}}.type » ({{type}}) et « {{field}}.transport » ({{transport}}) ne concordent pas.',
    commandAndUrl:
      '« {{field}} » a à la fois « command » et « url » : « command » pour un programme local, « url » pour un serveur distant.',
    commandOrUrl: '« {{field}} » a besoin de « command » (un programme local) ou de « url » (un serveur distant).',
    typeNeedsUrl: '« {{field}}.type » vaut {{type}}, qui demande « url », mais l’entrée a « command ».',
    stdioNeedsCommand: '« {{field}}.type » vaut stdio, qui demande « command », mais l’entrée a « url ».',
    unknownInput:
      '« {{field}} » utilise {{written}}, mais les « inputs » du fichier n’ont aucune entrée d’identifiant « {{id}} ».',
    passwordOutsideSecrets:
      '« {{field}} » utilise l’entrée mot de passe « {{id}} » ; Hearth ne garde les secrets que dans « env » ou « headers » (ils vont au trousseau), déplacez-la donc là.',
    envNotSet: '« {{field}} » utilise {{written}}, qui n’est pas définie dans cet environnement.',
    unknownVariable: '« {{field}} » utilise {{written}}, que Hearth ne sait pas remplir ; écrivez la valeur elle-même.',
    badTransport: '« {{field}}.transport » doit être stdio, http ou sse (reçu : {{got}}).',
    unknownField: '« {{field}} » n’est pas un champ que Hearth connaît.',
    notServer: '« {{field}} » n’est pas un serveur MCP valide.',
    invalidValue: '« {{field}} » a une valeur que Hearth ne peut pas utiliser.',
    notImportable: 'non importable',
    keptExisting: 'un serveur nommé « {{name}} » existe déjà et a été conservé',
    needsInput:
      'l’entrée « {{id}} » ({{description}}) demande une valeur : importez dans un terminal sans --yes, ou depuis les Réglages',
    fileNotJson: '{{file}} n’est pas du JSON.',
    fileNotObject: '{{file}} n’est pas un objet JSON.',
    fileNoServers: '{{file}} n’a ni objet « mcpServers » (Claude Desktop, Cursor) ni objet « servers » (VS Code).',
    fileUnreadable: 'Impossible de lire {{file}} ({{errno}}).',
    valueNothing: 'rien',
    valueNumber: 'un nombre',
    valueBoolean: 'vrai ou faux',
    valueObject: 'un objet ou une liste',
    valueOther: 'un autre type de valeur',
  },
};
