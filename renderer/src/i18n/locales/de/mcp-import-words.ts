// German (Deutsch): an MCP import's notes and errors in Settings → Extensions, worded from their codes.
export const mcpImportWords = {
  mcpImportWords: {
    renamed: '„{{original}}“ heißt in Hearth „{{name}}“.',
    leftOut: '„{{field}}“ wird von Hearth nicht verwendet und wurde weggelassen.',
    notObject: '„{{field}}“ muss ein Objekt sein: {"command": …} für ein lokales Programm oder {"url": …}.',
    envFile:
      '„{{field}}.envFile“ wird nicht unterstützt: Trage die Variablen in „env“ ein (ihre Werte kommen in den Schlüsselbund).',
    disabledNotBoolean: '„{{field}}.disabled“ muss true oder false sein.',
    badType: '„{{field}}.type“ muss stdio, http, streamable-http oder sse sein (erhalten: {{got}}).',
    typeTransportDisagree: '„{{field}}.type“ ({{type}}) und „{{field}}.transport“ ({{transport}}) widersprechen sich.',
    commandAndUrl:
      '„{{field}}“ hat sowohl „command“ als auch „url“: „command“ für ein lokales Programm, „url“ für einen entfernten Server.',
    commandOrUrl: '„{{field}}“ braucht „command“ (ein lokales Programm) oder „url“ (einen entfernten Server).',
    typeNeedsUrl: '„{{field}}.type“ ist {{type}}, das braucht „url“, aber der Eintrag hat „command“.',
    stdioNeedsCommand: '„{{field}}.type“ ist stdio, das braucht „command“, aber der Eintrag hat „url“.',
    unknownInput: '„{{field}}“ verwendet {{written}}, aber „inputs“ der Datei hat keine Eingabe mit der ID „{{id}}“.',
    passwordOutsideSecrets:
      '„{{field}}“ verwendet die Passworteingabe „{{id}}“; Hearth bewahrt Geheimnisse nur in „env“ oder „headers“ auf (sie kommen in den Schlüsselbund), verschiebe sie also dorthin.',
    envNotSet: '„{{field}}“ verwendet {{written}}, die in dieser Umgebung nicht gesetzt ist.',
    unknownVariable: '„{{field}}“ verwendet {{written}}, das Hearth nicht ausfüllen kann; schreib den Wert selbst hin.',
    badTransport: '„{{field}}.transport“ muss stdio, http oder sse sein (erhalten: {{got}}).',
    unknownField: '„{{field}}“ ist kein Feld, das Hearth kennt.',
    notServer: '„{{field}}“ ist kein gültiger MCP-Server.',
    invalidValue: '„{{field}}“ hat einen Wert, den Hearth nicht verwenden kann.',
    notImportable: 'nicht importierbar',
    keptExisting: 'ein Server namens „{{name}}“ existiert bereits und wurde behalten',
    needsInput:
      'die Eingabe „{{id}}“ ({{description}}) braucht einen Wert: importiere in einem Terminal ohne --yes oder in den Einstellungen',
    fileNotJson: '{{file}} ist kein JSON.',
    fileNotObject: '{{file}} ist kein JSON-Objekt.',
    fileNoServers:
      '{{file}} hat weder ein „mcpServers“-Objekt (Claude Desktop, Cursor) noch ein „servers“-Objekt (VS Code).',
    fileUnreadable: '{{file}} konnte nicht gelesen werden ({{errno}}).',
    valueNothing: 'nichts',
    valueNumber: 'eine Zahl',
    valueBoolean: 'wahr oder falsch',
    valueObject: 'ein Objekt oder eine Liste',
    valueOther: 'eine andere Art von Wert',
  },
};
