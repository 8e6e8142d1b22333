// English: an MCP import's notes and errors in Settings → Extensions, worded from their codes
// (electron/shared/mcp-import-words.ts) by renderer/src/settings/mcp-import-words.ts.
export const mcpImportWords = {
  mcpImportWords: {
    renamed: '“{{original}}” is named “{{name}}” in Hearth.',
    leftOut: '“{{field}}” is not used by Hearth and was left out.',
    notObject: '“{{field}}” must be an object: {"command": …} for a local program or {"url": …}.',
    envFile: '“{{field}}.envFile” is not supported: put the variables in “env” (their values go to the keychain).',
    disabledNotBoolean: '“{{field}}.disabled” must be true or false.',
    badType: '“{{field}}.type” must be one of stdio, http, streamable-http, sse (got {{got}}).',
    typeTransportDisagree: '“{{field}}.type” ({{type}}) and “{{field}}.transport” ({{transport}}) disagree.',
    commandAndUrl:
      '“{{field}}” has both “command” and “url”: give “command” for a local program or “url” for a remote server.',
    commandOrUrl: '“{{field}}” needs “command” (a local program) or “url” (a remote server).',
    typeNeedsUrl: '“{{field}}.type” is {{type}}, which needs “url”, but the entry has “command”.',
    stdioNeedsCommand: '“{{field}}.type” is stdio, which needs “command”, but the entry has “url”.',
    unknownInput: '“{{field}}” uses {{written}}, but the file’s “inputs” has no input with id “{{id}}”.',
    passwordOutsideSecrets:
      '“{{field}}” uses the password input “{{id}}”; Hearth keeps secrets only in “env” or “headers” (they go to the keychain), so move it there.',
    envNotSet: '“{{field}}” uses {{written}}, which is not set in this environment.',
    unknownVariable: '“{{field}}” uses {{written}}, which Hearth cannot fill in; write the value itself.',
    badTransport: '“{{field}}.transport” must be stdio, http or sse (got {{got}}).',
    unknownField: '“{{field}}” is not a field Hearth knows.',
    notServer: '“{{field}}” is not a valid MCP server.',
    invalidValue: '“{{field}}” has a value Hearth cannot use.',
    notImportable: 'not importable',
    keptExisting: 'a server named “{{name}}” exists and was kept',
    needsInput:
      'input “{{id}}” ({{description}}) needs a value: import it in a terminal without --yes, or from Settings',
    fileNotJson: '{{file}} is not JSON.',
    fileNotObject: '{{file}} is not a JSON object.',
    fileNoServers: '{{file}} has no “mcpServers” object (Claude Desktop, Cursor) and no “servers” object (VS Code).',
    fileUnreadable: '{{file}} could not be read ({{errno}}).',
    valueNothing: 'nothing',
    valueNumber: 'a number',
    valueBoolean: 'true or false',
    valueObject: 'an object or a list',
    valueOther: 'another kind of value',
  },
};
