// Traditional Chinese (繁體中文): an MCP import's notes and errors in Settings → Extensions, worded from their codes.
export const mcpImportWords = {
  mcpImportWords: {
    renamed: '「{{original}}」在 Hearth 中名為「{{name}}」。',
    leftOut: 'Hearth 不使用「{{field}}」，已將其略去。',
    notObject: '「{{field}}」必須是物件：本機程式用 {"command": …}，遠端伺服器用 {"url": …}。',
    envFile: '不支援「{{field}}.envFile」：請把變數放進「env」（其值會存入鑰匙圈）。',
    disabledNotBoolean: '「{{field}}.disabled」必須是 true 或 false。',
    badType: '「{{field}}.type」必須是 stdio、http、streamable-http、sse 之一（實際為 {{got}}）。',
    typeTransportDisagree: '「{{field}}.type」（{{type}}）與「{{field}}.transport」（{{transport}}）不一致。',
    commandAndUrl: '「{{field}}」同時有「command」和「url」：本機程式請只寫「command」，遠端伺服器請只寫「url」。',
    commandOrUrl: '「{{field}}」需要「command」（本機程式）或「url」（遠端伺服器）。',
    typeNeedsUrl: '「{{field}}.type」為 {{type}}，需要「url」，但此項目寫的是「command」。',
    stdioNeedsCommand: '「{{field}}.type」為 stdio，需要「command」，但此項目寫的是「url」。',
    unknownInput: '「{{field}}」使用了 {{written}}，但檔案的「inputs」中沒有 id 為「{{id}}」的輸入。',
    passwordOutsideSecrets:
      '「{{field}}」使用了密碼輸入「{{id}}」；Hearth 只在「env」或「headers」中保存機密（它們會存入鑰匙圈），請移到那裡。',
    envNotSet: '「{{field}}」使用了 {{written}}，但目前環境中未設定它。',
    unknownVariable: '「{{field}}」使用了 {{written}}，Hearth 無法填入；請直接寫出值。',
    badTransport: '「{{field}}.transport」必須是 stdio、http 或 sse（實際為 {{got}}）。',
    unknownField: '「{{field}}」不是 Hearth 認得的欄位。',
    notServer: '「{{field}}」不是有效的 MCP 伺服器。',
    invalidValue: '「{{field}}」的值 Hearth 無法使用。',
    notImportable: '無法匯入',
    keptExisting: '已有名為「{{name}}」的伺服器，已保留',
    needsInput: '輸入「{{id}}」（{{description}}）需要一個值：請在終端機中不加 --yes 匯入，或在設定中匯入',
  },
};
