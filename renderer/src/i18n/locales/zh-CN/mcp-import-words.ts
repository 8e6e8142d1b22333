// Simplified Chinese (简体中文): an MCP import's notes and errors in Settings → Extensions, worded from their codes.
export const mcpImportWords = {
  mcpImportWords: {
    renamed: '“{{original}}”在 Hearth 中名为“{{name}}”。',
    leftOut: 'Hearth 不使用“{{field}}”，已将其略去。',
    notObject: '“{{field}}”必须是对象：本地程序用 {"command": …}，远程服务器用 {"url": …}。',
    envFile: '不支持“{{field}}.envFile”：请把变量放进“env”（其值会存入钥匙串）。',
    disabledNotBoolean: '“{{field}}.disabled”必须是 true 或 false。',
    badType: '“{{field}}.type”必须是 stdio、http、streamable-http、sse 之一（实际为 {{got}}）。',
    typeTransportDisagree: '“{{field}}.type”（{{type}}）与“{{field}}.transport”（{{transport}}）不一致。',
    commandAndUrl: '“{{field}}”同时有“command”和“url”：本地程序请只写“command”，远程服务器请只写“url”。',
    commandOrUrl: '“{{field}}”需要“command”（本地程序）或“url”（远程服务器）。',
    typeNeedsUrl: '“{{field}}.type”为 {{type}}，需要“url”，但该条目写的是“command”。',
    stdioNeedsCommand: '“{{field}}.type”为 stdio，需要“command”，但该条目写的是“url”。',
    unknownInput: '“{{field}}”使用了 {{written}}，但文件的“inputs”中没有 id 为“{{id}}”的输入。',
    passwordOutsideSecrets:
      '“{{field}}”使用了密码输入“{{id}}”；Hearth 只在“env”或“headers”中保存机密（它们会存入钥匙串），请移到那里。',
    envNotSet: '“{{field}}”使用了 {{written}}，但当前环境中未设置它。',
    unknownVariable: '“{{field}}”使用了 {{written}}，Hearth 无法填写；请直接写出值。',
    badTransport: '“{{field}}.transport”必须是 stdio、http 或 sse（实际为 {{got}}）。',
    unknownField: '“{{field}}”不是 Hearth 认识的字段。',
    notServer: '“{{field}}”不是有效的 MCP 服务器。',
    invalidValue: '“{{field}}”的值 Hearth 无法使用。',
    notImportable: '无法导入',
    keptExisting: '已有名为“{{name}}”的服务器，已保留',
    needsInput: '输入“{{id}}”（{{description}}）需要一个值：请在终端中不带 --yes 导入，或在设置中导入',
  },
};
